import { INPUT_DOCS } from '../../src/config/descriptions.js'
import type { Handler } from './scripted-runner.js'

/** One task in the fake task CLI's database. */
export interface CliTask {
  id: string
  status: 'open' | 'active' | 'done' | 'failed'
  agent?: string
}

/**
 * Seed 003's task CLI in memory: the four default commands answered from a task list. The agent
 * claims and completes tasks through `claim` / `done`; `failing` makes a command fail.
 */
export class FakeTaskCli {
  readonly failed: { id: string; reason: string }[] = []
  /** Commands (peek, status) that fail while listed here. */
  readonly failing = new Set<'peek' | 'status'>()

  constructor(readonly tasks: CliTask[]) {}

  /** The handlers of the default commands, for `runFakeLoop`'s `handlers`. */
  get handlers(): Record<string, Handler> {
    return {
      [INPUT_DOCS['task-peek-command'].default]: spec => {
        if (this.failing.has('peek')) return { exitCode: 1, stderr: 'task peek: database unreachable\n' }
        const mine = (t: CliTask) => t.status === 'active' && t.agent === spec.env.RALPH_AGENT_ID
        const shown = this.tasks.filter(t => t.status === 'open' || mine(t))
        return { stdout: shown.map(t => `${t.id}\t${t.status}\n`).join('') }
      },
      [INPUT_DOCS['task-status-command'].default]: () => {
        if (this.failing.has('status')) return { exitCode: 1, stderr: 'task plan-status: down\n' }
        const counts = { open: 0, active: 0, done: 0, failed: 0 }
        for (const t of this.tasks) counts[t.status] += 1
        return { stdout: `${JSON.stringify(counts)}\n` }
      },
      [INPUT_DOCS['task-active-command'].default]: spec => ({
        stdout: this.tasks
          .filter(t => t.status === 'active' && t.agent === spec.env.RALPH_AGENT_ID)
          .map(t => `${t.id}\n`)
          .join('')
      }),
      [INPUT_DOCS['task-fail-command'].default]: spec => {
        const task = this.tasks.find(t => t.id === spec.env.RALPH_TASK_ID)
        if (task) task.status = 'failed'
        this.failed.push({ id: spec.env.RALPH_TASK_ID ?? '', reason: spec.env.RALPH_FAIL_REASON ?? '' })
        return undefined
      }
    }
  }

  /** What an agent does through the CLI: claims the first open task and completes it. */
  completeOne(): void {
    const task = this.tasks.find(t => t.status === 'open')
    if (task) task.status = 'done'
  }
}
