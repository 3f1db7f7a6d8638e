import type { Stop } from '../domain/outcomes.js'
import type { LoopContext } from './context.js'
import type { Invoked } from './invoke.js'
import { onRateLimit } from './rate-limit.js'

/** Why an iteration ends before its task is judged: none of these is the task's fault. */
export type EarlyExit = 'interrupted' | 'no_agent' | 'auth' | 'rate_limited'

/** The early exit an invocation calls for, if any, first match wins. */
export function earlyExitOf(invoked: Invoked, signal: AbortSignal): EarlyExit | undefined {
  const { result, telemetry } = invoked
  // Only our own signal is an interruption: a parser's fatal stop (a rejected key) also kills the agent.
  if (signal.aborted) return 'interrupted'
  if (result.spawnErrorCode === 'ENOENT' || result.spawnErrorCode === 'EACCES') return 'no_agent'
  if (telemetry.errorClass === 'auth' || telemetry.errorClass === 'rate_limited') return telemetry.errorClass
  return undefined
}

/**
 * Ends an iteration early: the attempt is given back and the stuck counters stay as they are
 * (SPEC §5 step 5). A Stop, or undefined when a rate limit was waited out and the loop goes on.
 */
export async function giveBack(
  loop: LoopContext,
  invoked: Invoked,
  exit: EarlyExit
): Promise<Stop | undefined> {
  const { log } = loop.deps
  const { n, task, attempt, record, telemetry } = invoked
  if (loop.tracksTasks) loop.state.attempts[task.id] = attempt - 1
  switch (exit) {
    case 'interrupted':
      record.outcome = 'interrupted'
      loop.addRecord(record)
      log.info(`Iteration ${n} interrupted.`)
      return { reason: 'interrupted', message: `Interrupted during iteration ${n} (task ${task.id}).` }
    case 'no_agent':
      return {
        reason: 'error',
        message: `The agent could not be started: ${(invoked.result.spawnError ?? '').replace(/[.?!]+$/, '')}. Install it (${loop.agentPreset().installHint}) or set agent-binary to its path.`
      }
    case 'auth':
    case 'rate_limited':
      // The iteration ran: it counts in the history and the totals, but not against the task.
      record.outcome = exit === 'auth' ? 'failed' : 'rate_limited'
      loop.state.iteration = n + 1
      loop.addRecord(record)
      await loop.persistence.write(loop.snapshot(), 'interrupted', null)
      if (exit === 'rate_limited') return onRateLimit(loop, telemetry.resetAt)
      return {
        reason: 'error',
        message: `The agent could not authenticate (${telemetry.errorMessage ?? 'auth error'}). Check the API key secret passed to the step (e.g. ANTHROPIC_API_KEY); the loop does not retry a rejected key.`
      }
  }
}
