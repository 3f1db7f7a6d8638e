import type { Stop } from '../../domain/outcomes.js'
import type { Finished } from '../../ports/task-source.js'
import type { LoopContext } from '../context.js'
import { gateRan } from '../rules/transitions.js'
import { runVerify, type VerifyVerdict } from './verify-gate.js'

/** The completion path (SPEC §7): a stop when the loop completes (or the source says stop), and the gate's verdict when it ran. */
export interface Completion {
  stop?: Stop
  gate?: VerifyVerdict
}

/** The completion path once the source says how the work stands; the state is left as it is. */
export async function completion(loop: LoopContext, finished: Finished): Promise<Completion> {
  if (typeof finished === 'object') return { stop: finished }
  if (finished !== 'done') return {}
  return gated(loop)
}

/** The verify gate when one is set, and `completed` when it passes (or there is none). */
export async function gated(loop: LoopContext): Promise<Completion> {
  const { config } = loop.deps
  const gate = config.verifyCommand
    ? await runVerify(loop.deps, loop.timeLeftFor(config.iterationTimeoutMs))
    : undefined
  return { ...(gate && { gate }), ...((!gate || gate.pass) && { stop: completed(loop) }) }
}

/**
 * The completion path outside an iteration (at the start, or when a task CLI says all is done): the
 * gate's verdict goes into the state here, so that a failing gate makes `verify` the next task.
 */
export async function completeBetween(loop: LoopContext, finished: Finished): Promise<Stop | undefined> {
  const { stop, gate } = await completion(loop, finished)
  if (gate) loop.apply(gateRan(gate))
  return stop
}

/** The `completed` stop, saying what completed it. */
export function completed(loop: LoopContext): Stop {
  const { config, tasks } = loop.deps
  const gate = config.verifyCommand ? ' and the verify gate passes' : ''
  const { total } = tasks.view().counts
  const message =
    config.mode === 'plan'
      ? `The agent said the completion promise${gate}.${stillOpen(loop)}`
      : `No work remains: all ${total} task(s) are done${gate}.`
  return { reason: 'completion', message }
}

/** The promise decides plan mode, not the source (SPEC §7): the message says what the source still holds open. */
function stillOpen(loop: LoopContext): string {
  const { config, tasks } = loop.deps
  const { counts, remaining } = tasks.view()
  if (!tasks.can.rereads || remaining.length === 0) return ''
  if (!tasks.can.checklist)
    return ` ${capitalized(tasks.can.label)} still reports open work: ${remaining.join(', ')}.`
  const source = config.tasks ?? tasks.can.label
  const shown = remaining.slice(0, 10).join(', ') + (remaining.length > 10 ? ', …' : '')
  return ` ${remaining.length} of ${counts.total} task(s) in ${source} are still open: ${shown}.`
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
