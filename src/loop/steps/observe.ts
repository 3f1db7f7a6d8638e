import type { IterationFacts } from '../../domain/iteration.js'
import type { Stop } from '../../domain/outcomes.js'
import type { After } from '../../ports/task-source.js'
import { saidPromise } from '../../agents/promise.js'
import { completion, gated, type Completion } from './completion.js'
import type { LoopContext } from '../context.js'
import { runFacts, type Invoked } from './invoke.js'

/** What the loop saw after the agent ran. */
export interface Observed {
  /** What the task source said on its re-read. */
  after: After
  facts: IterationFacts
  /** Set when this iteration ends the loop: it completed it (SPEC §7), or it removed tasks (§3). */
  stop: Stop | undefined
}

/**
 * SPEC §5 step 4 up to the verdict: re-reads the task source (the agent marks work done by editing
 * it, or through the task CLI), takes the completion path when no work remains or the agent said the
 * promise, and gathers the facts the verdict is made of. The state is left as it is: `advance` makes
 * the next one from these facts.
 */
export async function observe(loop: LoopContext, invoked: Invoked): Promise<Observed> {
  const { config, log, tasks } = loop.deps
  const { n, telemetry } = invoked
  const after = await tasks.after()
  if (after.sourceError)
    log.warning(
      `The task source could not be read after iteration ${n}: ${after.sourceError}`,
      'Task source broken'
    )
  const promised =
    config.mode === 'plan' && saidPromise(telemetry.finalMessage, invoked.quotable, config.completionPromise)
  let path: Completion = {}
  let pending = loop.state.verifyPending
  if (after.removed.length > 0) path = { stop: removal(loop, after.removed) }
  else if (!after.sourceError) {
    if (config.mode === 'plan') {
      if (promised) path = await gated(loop)
    } else {
      const finished = tasks.finished()
      // Work the agent opened again comes before the gate: `verify` is no longer the task.
      if (finished === 'work-left') pending = false
      path = await completion(loop, finished)
    }
  }
  if (path.gate) pending = !path.gate.pass
  const facts: IterationFacts = {
    ...runFacts(invoked, loop.tracksTasks),
    sourceError: after.sourceError,
    tasksDone: after.tasksDone,
    doneCount: after.doneCount,
    sizeAfter: loop.size(telemetry.workRemaining, pending),
    promised,
    workAfter: loop.workRemaining(telemetry.workRemaining, pending),
    ...(path.gate && { verify: { pass: path.gate.pass, tail: path.gate.tail } }),
    verifyPending: pending
  }
  return { after, facts, stop: path.stop }
}

/** Deleting open tasks is never a way to `completed` (SPEC §3): the loop stops `stuck` and says how to go on. */
function removal(loop: LoopContext, removed: readonly string[]): Stop {
  const [first = ''] = removed
  const others =
    removed.length > 1 ? ` (and ${removed.length - 1} more: ${removed.slice(1, 6).join(', ')})` : ''
  const file = loop.deps.config.tasks ?? 'the task file'
  return {
    reason: 'task_removed',
    stuckTask: first,
    message:
      `Task ${first}${others} was removed from ${file} without being done. Restore it, or mark it done in ${file}: ` +
      'the changed task file lets the next run go on.'
  }
}
