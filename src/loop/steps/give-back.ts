import type { EarlyExit } from '../../domain/iteration.js'
import type { Stop } from '../../domain/outcomes.js'
import type { LoopContext } from '../context.js'
import { runFacts, type Invoked } from './invoke.js'
import { onUsageLimit } from './rate-limit.js'
import { waitingMessage } from '../rules/answer.js'
import { questionAsked } from '../rules/transitions.js'

/** The early exit an invocation calls for, if any, first match wins. */
export function earlyExitOf(invoked: Invoked, signal: AbortSignal): EarlyExit | undefined {
  const { result, telemetry } = invoked
  // Only our own signal is an interruption: a parser's fatal stop (a rejected key) also kills the agent.
  if (signal.aborted) return 'interrupted'
  if (result.spawnErrorCode === 'ENOENT' || result.spawnErrorCode === 'EACCES') return 'no_agent'
  if (telemetry.errorClass === 'auth' || telemetry.errorClass === 'rate_limited') return telemetry.errorClass
  if (invoked.question !== undefined) return 'needs_input'
  return undefined
}

/**
 * Ends an iteration early: the attempt is given back and the stuck counters stay as they are
 * (SPEC §5 step 5); `advance` records it. A Stop, or undefined when a rate limit was waited out and
 * the loop goes on.
 */
export async function giveBack(
  loop: LoopContext,
  invoked: Invoked,
  exit: EarlyExit
): Promise<Stop | undefined> {
  const { log } = loop.deps
  const { n, task, telemetry } = invoked
  if (exit === 'no_agent') {
    return {
      reason: 'error',
      message: `The agent could not be started: ${(invoked.result.spawnError ?? '').replace(/[.?!]+$/, '')}. Install it (${loop.agentPreset().installHint}) or set agent-binary to its path.`
    }
  }
  // The iteration ran: it counts in the history and the totals, but not against the task.
  const record = loop.advance({
    ...runFacts(invoked, loop.tracksTasks),
    early: exit,
    sourceError: '',
    tasksDone: [],
    doneCount: 0,
    sizeAfter: invoked.sizeBefore,
    promised: false,
    workAfter: invoked.workBefore,
    verifyPending: loop.state.verifyPending,
    heldMarks: loop.state.heldMarks
  })
  loop.tally.addRecord(record)
  if (exit === 'interrupted') {
    log.info(`Iteration ${n} interrupted.`)
    return { reason: 'interrupted', message: `Interrupted during iteration ${n} (task ${task.id}).` }
  }
  if (exit === 'needs_input') return asked(loop, invoked)
  const unwritten = await loop.persistence.write(loop.snapshot(), 'interrupted', null)
  if (unwritten) return { reason: 'error', message: unwritten }
  if (exit === 'rate_limited') {
    return onUsageLimit(loop, telemetry.resetAt)
  }
  return {
    reason: 'error',
    message: `The agent could not authenticate (${telemetry.errorMessage ?? 'auth error'}). Check the API key secret passed to the step (e.g. ANTHROPIC_API_KEY); the loop does not retry a rejected key.`
  }
}

/**
 * The agent asked a person (SPEC §7): the loop waits on the question (finish posts it on the pull
 * request) and the run halts `needs_input`. The answer it had, if any, is used up.
 */
function asked(loop: LoopContext, { n, task, question, startedAt }: Invoked): Stop {
  const open = {
    text: question ?? '',
    task: task.id,
    iteration: n,
    askedAt: new Date(startedAt).toISOString()
  }
  loop.apply(questionAsked(open))
  loop.deps.log.info(`Iteration ${n}: the agent asks a question and waits for a person's answer.`)
  return { reason: 'needs_input', message: waitingMessage(open, loop.deps.config.inActions) }
}
