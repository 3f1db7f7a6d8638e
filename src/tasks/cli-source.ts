import type { Stop } from '../domain/outcomes.js'
import type { Log } from '../ports/log.js'
import type { After, Before, Finished, TaskSource, WorkView } from '../ports/task-source.js'
import { ABILITIES } from './abilities.js'
import type { StatusCounts } from './plan-status.js'
import { printable } from './printable.js'
import { CRASH_REASON, type TaskCli } from './task-cli.js'

/** Waits after the first and the second failing peek or status in a row, in seconds (SPEC §3). */
export const RETRY_WAITS_S = [10, 30]
/** Peek and status failures in a row that abort the loop. */
export const MAX_CLI_FAILURES = 3

/**
 * A task CLI (seed 003). The loop never claims and never parses the peek: the agent does. It only
 * releases tasks a session left active, and asks plan-status whether work remains.
 */
export class CliTaskSource implements TaskSource {
  readonly can = ABILITIES.command
  private status: StatusCounts | undefined
  private failures = 0
  private lastError = ''
  private peekOk = false

  constructor(
    private readonly cli: TaskCli,
    private readonly log: Log
  ) {}

  /** A status that fails or cannot be read at the start is a source that cannot be read (SPEC §3): a stop. */
  async open(): Promise<Stop | undefined> {
    await this.crashSafety()
    const status = await this.cli.status()
    if (status.counts) {
      this.status = status.counts
      return undefined
    }
    return {
      reason: 'error',
      message: `The task CLI's status cannot be read at the start (task-status-command): ${status.error}`
    }
  }

  async before(): Promise<Before> {
    if (this.failures >= MAX_CLI_FAILURES) return this.abort()
    const peek = await this.cli.peek()
    if (!peek.ok) {
      this.failures += 1
      return this.retry(`task peek failed: ${peek.error}`)
    }
    this.peekOk = true
    if (peek.output.trim() !== '') return { kind: 'run', peek: peek.output }
    // Nothing claimable: either the work is done, or other agents hold what is left.
    await this.crashSafety()
    if (!(await this.readStatus())) return this.retry(`task plan-status failed: ${this.lastError}`)
    const finished = this.finished()
    if (finished === 'done') return { kind: 'complete' }
    if (typeof finished === 'object') return { kind: 'stop', stop: finished }
    const { open, active } = this.status ?? { open: 0, active: 0 }
    return {
      kind: 'stop',
      stop: {
        reason: 'nothing_claimable',
        message: `task peek shows nothing to claim while ${open} task(s) are open and ${active} active (held by other agents); the next run resumes.`
      }
    }
  }

  async after(): Promise<After> {
    const doneBefore = this.status?.done
    await this.crashSafety()
    const ok = await this.readStatus()
    if (ok && this.peekOk) this.failures = 0
    this.peekOk = false
    const doneCount = ok && doneBefore !== undefined ? Math.max(0, (this.status?.done ?? 0) - doneBefore) : 0
    return { tasksDone: [], doneCount, sourceError: '', removed: [] }
  }

  finished(): Finished {
    if (!this.status) return 'work-left'
    const { open, active, failed } = this.status
    if (open > 0 || active > 0) return 'work-left'
    if (failed === 0) return 'done'
    this.log.warning(
      `The task CLI reports 0 open and 0 active tasks, but ${failed} failed: not completed.`,
      'Failed tasks remain'
    )
    return {
      reason: 'nothing_claimable',
      message: `No task is open or active, but ${failed} task(s) failed; retry or close them, then run again.`
    }
  }

  view(): WorkView {
    const s = this.status ?? { open: 0, active: 0, done: 0, failed: 0 }
    const remaining = this.status
      ? (['open', 'active', 'failed'] as const).filter(name => s[name] > 0).map(name => `${name}=${s[name]}`)
      : ['status=unknown']
    return {
      tasks: [],
      remaining,
      size: this.status ? s.open + s.active : Number.MAX_SAFE_INTEGER,
      counts: { total: s.open + s.active + s.done + s.failed, done: s.done }
    }
  }

  fingerprint(): Promise<string> {
    return Promise.resolve(this.status ? JSON.stringify(this.status) : '')
  }

  /** Fails every task still active for this agent: a session that exited must not hold a claim. */
  private async crashSafety(): Promise<void> {
    const active = await this.cli.active()
    if (!active.ok) {
      this.log.warning(`task active failed: ${active.error}`, 'Task CLI')
      return
    }
    for (const id of active.ids) {
      this.log.info(`Task ${printable(id)} is still active for this agent: failing it (${CRASH_REASON}).`)
      const failed = await this.cli.fail(id, CRASH_REASON)
      if (!failed.ok) this.log.warning(`task fail ${printable(id)} failed: ${failed.error}`, 'Task CLI')
    }
  }

  /** Reads plan-status; a failure counts toward the three-in-a-row limit and means "tasks remain". */
  private async readStatus(): Promise<boolean> {
    const status = await this.cli.status()
    if (status.counts) {
      this.status = status.counts
      return true
    }
    this.failures += 1
    this.lastError = status.error
    this.log.warning(`task plan-status failed (${this.failures} in a row): ${status.error}`, 'Task CLI')
    return false
  }

  /** After a counted failure: wait 10, then 30 s, or abort at the third in a row. */
  private retry(error: string): Before {
    this.lastError = error
    if (this.failures >= MAX_CLI_FAILURES) return this.abort()
    return { kind: 'wait', ms: RETRY_WAITS_S[this.failures - 1] * 1000, why: error }
  }

  private abort(): Before {
    return {
      kind: 'stop',
      stop: {
        reason: 'error',
        message: `The task CLI failed ${this.failures} times in a row; last error: ${this.lastError}`
      }
    }
  }
}
