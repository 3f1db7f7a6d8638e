import type { HookSpec } from '../config/config.js'
import type { HookEvent } from '../config/parse-lists.js'
import type { ProcessRunner } from '../ports/process.js'
import type { Log } from '../ports/log.js'
import { obeying, type Signals } from '../process/leash.js'
import { shellArgv } from '../process/shell.js'

/** Values a hook receives, only through environment variables (never spliced into its command). */
export interface HookValues {
  status?: string
  taskId?: string
  iteration?: number
  attempts?: number
  reason?: string
}

/** A hook is stopped after 5 minutes, and after 1 s on the signal path. */
export const HOOK_TIMEOUT_MS = 5 * 60 * 1000
export const HOOK_SIGNAL_TIMEOUT_MS = 1000

/** Runs the configured hooks of an event; a failing hook is a warning, never a failure of the loop. */
export class Hooks {
  private readonly warned = new Set<HookEvent>()
  constructor(
    private readonly specs: readonly HookSpec[],
    private readonly deps: Signals & {
      runner: ProcessRunner
      log: Log
      cwd: string
      env: Record<string, string | undefined>
    }
  ) {}

  /** Fires `event`; `announce` prints the trigger line even when no hook listens (seed 000). */
  async fire(
    event: HookEvent,
    values: HookValues,
    options: { announce?: boolean; timeoutMs?: number } = {}
  ): Promise<void> {
    const specs = this.specs.filter(spec => spec.event === event)
    if (specs.length === 0 && options.announce) this.deps.log.info(`=== Triggering hook: ${event} ===`)
    for (const spec of specs) await this.runOne(event, spec.command, values, options.timeoutMs)
  }

  private async runOne(event: HookEvent, command: string, values: HookValues, timeoutMs?: number) {
    const { log } = this.deps
    log.info(`=== Triggering hook: ${event} ===`)
    const result = await this.deps.runner.run({
      argv: shellArgv(command),
      cwd: this.deps.cwd,
      env: {
        ...this.deps.env,
        RALPH_EVENT: event,
        RALPH_STATUS: values.status ?? '',
        RALPH_TASK_ID: values.taskId ?? '',
        RALPH_ITERATION: values.iteration === undefined ? '' : String(values.iteration),
        RALPH_ATTEMPTS: values.attempts === undefined ? '' : String(values.attempts),
        RALPH_REASON: values.reason ?? ''
      },
      killGraceMs: 500,
      ...obeying(this.deps, timeoutMs ?? HOOK_TIMEOUT_MS)
    })
    for (const line of result.tail.split('\n')) {
      if (line.trim() !== '') log.info(`[Hook:${event}] ${line}`)
    }
    if (result.exitCode !== 0) {
      const why =
        result.spawnError ??
        (result.timedOut ? 'timed out' : `exited with ${result.exitCode ?? result.signal}`)
      const message = `Hook ${event} (${command}) ${why}; the loop goes on.`
      // GitHub keeps few annotations per step: one warning per event, the rest in the log.
      if (this.warned.has(event)) log.info(message)
      else log.warning(message, 'Hook failed')
      this.warned.add(event)
    }
  }
}
