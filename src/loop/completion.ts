import type { Stop } from '../domain/outcomes.js'
import type { LoopContext } from './context.js'
import { runVerify } from './verify.js'

/** The completion path when the source says no work remains (SPEC §7); undefined when work goes on. */
export async function completionCheck(loop: LoopContext): Promise<Stop | undefined> {
  const finished = loop.deps.tasks.finished()
  if (typeof finished === 'object') return finished
  if (finished === 'done' && (await passesGate(loop))) return completed(loop)
  return undefined
}

/** Runs the verify gate when one is set; true when the loop may complete. */
export async function passesGate(loop: LoopContext): Promise<boolean> {
  const { config } = loop.deps
  if (!config.verifyCommand) {
    loop.state.verifyPending = false
    return true
  }
  const verdict = await runVerify(loop.deps, loop.timeLeftFor(config.iterationTimeoutMs))
  loop.state.verifyPending = !verdict.pass
  loop.state.verifyOutput = verdict.pass ? '' : verdict.tail
  loop.tally.lastVerify = verdict.pass ? 'pass' : 'fail'
  return verdict.pass
}

/** The `completed` stop, saying what completed it. */
export function completed(loop: LoopContext): Stop {
  const { config, tasks } = loop.deps
  const gate = config.verifyCommand ? ' and the verify gate passes' : ''
  const { total } = tasks.view().counts
  const message =
    config.mode === 'plan'
      ? `The agent said the completion promise${gate}.`
      : `No work remains: all ${total} task(s) are done${gate}.`
  return { reason: 'completion', message }
}
