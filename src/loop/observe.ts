import type { Stop } from '../domain/outcomes.js'
import type { After } from '../ports/task-source.js'
import type { IterationFacts } from './advance.js'
import { completed, completionCheck, passesGate } from './completion.js'
import type { LoopContext } from './context.js'
import type { Invoked } from './invoke.js'

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
 * promise, and gathers the facts the verdict is made of.
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
    config.mode === 'plan' &&
    telemetry.finalMessage.includes(`<promise>${config.completionPromise}</promise>`)
  let stop: Stop | undefined
  if (after.removed.length > 0) stop = removal(loop, after.removed)
  else if (!after.sourceError) {
    if (config.mode === 'build' && tasks.finished() === 'work-left') loop.state.verifyPending = false
    if (config.mode === 'plan') {
      if (promised && (await passesGate(loop))) stop = completed(loop)
    } else {
      stop = await completionCheck(loop)
    }
  }
  const facts: IterationFacts = {
    n,
    task: invoked.task.id,
    tracksTasks: loop.tracksTasks,
    sourceError: after.sourceError,
    errorClass: telemetry.errorClass,
    errorMessage: telemetry.errorMessage ?? '',
    doneCount: after.doneCount,
    sizeBefore: invoked.sizeBefore,
    sizeAfter: loop.size(telemetry.workRemaining),
    treeChanged: invoked.treeChanged,
    promised,
    workAfter: loop.workRemaining(telemetry.workRemaining)
  }
  return { after, facts, stop }
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
