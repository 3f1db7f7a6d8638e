import type { TaskCommands } from '../config/config.js'
import type { ProcessRunner } from '../ports/process.js'
import { parseActiveIds, parsePlanStatus, type StatusCounts } from './plan-status.js'
import { obeying, type Signals } from '../process/leash.js'
import { shellArgv } from '../process/shell.js'
import { printable } from './printable.js'

/** The reason a task left active by a session is failed with (seed 003). */
export const CRASH_REASON = 'session exited without completing task'

/** One task-CLI command's result. */
export interface CliRun {
  ok: boolean
  output: string
  /** The command's stderr tail (or why it failed), for messages, its control characters escaped. */
  error: string
}

/** The input that sets each command, to name it in messages. */
const INPUTS = {
  peek: 'task-peek-command',
  status: 'task-status-command',
  active: 'task-active-command',
  fail: 'task-fail-command'
} as const satisfies Record<keyof TaskCommands, string>

/**
 * The task CLI of SPEC §3 (seed 003): four shell commands run with `bash -c`, values passed in
 * environment variables only, never spliced into the command string.
 */
export class TaskCli {
  constructor(
    private readonly commands: TaskCommands,
    private readonly deps: Signals & {
      runner: ProcessRunner
      cwd: string
      env: Record<string, string | undefined>
      agentId: string
      timeoutMs: number
    }
  ) {}

  /** `task peek`: its output goes to the agent verbatim through `{{peek}}`. */
  async peek(): Promise<CliRun> {
    return this.run('peek', {})
  }

  /** `task plan-status`, parsed; `counts` is undefined when it failed or did not parse. */
  async status(): Promise<CliRun & { counts?: StatusCounts }> {
    const run = await this.run('status', {})
    if (!run.ok) return run
    const counts = parsePlanStatus(run.output)
    if (!counts)
      return {
        ...run,
        ok: false,
        error: `could not read open and active counts from: ${printable(run.output.trim().slice(0, 200))}`
      }
    return { ...run, counts }
  }

  /** Ids of tasks still active for this agent. */
  async active(): Promise<CliRun & { ids: string[] }> {
    const run = await this.run('active', {})
    return { ...run, ids: run.ok ? parseActiveIds(run.output) : [] }
  }

  /** Fails one task with a reason. */
  async fail(taskId: string, reason: string): Promise<CliRun> {
    return this.run('fail', { RALPH_TASK_ID: taskId, RALPH_FAIL_REASON: reason })
  }

  private async run(name: keyof TaskCommands, values: Record<string, string>): Promise<CliRun> {
    const command = this.commands[name]
    let stdout = ''
    const limits = obeying(this.deps, this.deps.timeoutMs)
    const result = await this.deps.runner.run({
      argv: shellArgv(command),
      cwd: this.deps.cwd,
      env: { ...this.deps.env, RALPH_AGENT_ID: this.deps.agentId, RALPH_TASK_ID: '', ...values },
      ...limits,
      onOutput: (chunk, stream) => {
        if (stream === 'stdout' && stdout.length < 1024 * 1024) stdout += chunk
      }
    })
    const ok = result.exitCode === 0 && !result.timedOut
    const said = result.tail.trim().slice(-500)
    const error = ok
      ? ''
      : (result.spawnError ??
        (result.timedOut
          ? `${INPUTS[name]} was stopped after ${limitOf(limits.timeoutMs ?? 0)} (its time limit)${said && `: ${said}`}`
          : `\`${command}\` exited with ${result.exitCode ?? result.signal}: ${said}`))
    return { ok, output: stdout, error: printable(error) }
  }
}

/** A time limit in words: `5 minutes`, `1 minute`, `90 s`. */
function limitOf(ms: number): string {
  const minutes = ms / 60_000
  if (Number.isInteger(minutes)) return `${minutes} minute${minutes === 1 ? '' : 's'}`
  return `${Math.round(ms / 100) / 10} s`
}
