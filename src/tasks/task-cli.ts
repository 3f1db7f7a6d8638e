import type { TaskCommands } from '../config/config.js'
import type { ProcessRunner } from '../ports/process.js'
import { parseActiveIds, parsePlanStatus, type StatusCounts } from './plan-status.js'
import { obeying, type Signals } from '../process/leash.js'
import { shellArgv } from '../process/shell.js'

/** The reason a task left active by a session is failed with (seed 003). */
export const CRASH_REASON = 'session exited without completing task'

/** One task-CLI command's result. */
export interface CliRun {
  ok: boolean
  output: string
  /** The command's stderr tail (or why it failed), for messages. */
  error: string
}

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
    return this.run(this.commands.peek, {})
  }

  /** `task plan-status`, parsed; `counts` is undefined when it failed or did not parse. */
  async status(): Promise<CliRun & { counts?: StatusCounts }> {
    const run = await this.run(this.commands.status, {})
    if (!run.ok) return run
    const counts = parsePlanStatus(run.output)
    if (!counts)
      return {
        ...run,
        ok: false,
        error: `could not read open and active counts from: ${run.output.trim().slice(0, 200)}`
      }
    return { ...run, counts }
  }

  /** Ids of tasks still active for this agent. */
  async active(): Promise<CliRun & { ids: string[] }> {
    const run = await this.run(this.commands.active, {})
    return { ...run, ids: run.ok ? parseActiveIds(run.output) : [] }
  }

  /** Fails one task with a reason. */
  async fail(taskId: string, reason: string): Promise<CliRun> {
    return this.run(this.commands.fail, { RALPH_TASK_ID: taskId, RALPH_FAIL_REASON: reason })
  }

  private async run(command: string, values: Record<string, string>): Promise<CliRun> {
    let stdout = ''
    const result = await this.deps.runner.run({
      argv: shellArgv(command),
      cwd: this.deps.cwd,
      env: { ...this.deps.env, RALPH_AGENT_ID: this.deps.agentId, RALPH_TASK_ID: '', ...values },
      ...obeying(this.deps, this.deps.timeoutMs),
      onOutput: (chunk, stream) => {
        if (stream === 'stdout' && stdout.length < 1024 * 1024) stdout += chunk
      }
    })
    const ok = result.exitCode === 0
    const error = ok
      ? ''
      : (result.spawnError ??
        `\`${command}\` exited with ${result.exitCode ?? result.signal}: ${result.tail.trim().slice(-500)}`)
    return { ok, output: stdout, error }
  }
}
