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
  /** Set when this iteration completed the loop (SPEC §7). */
  completion: Stop | undefined
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
  loop.sourceFingerprint = await tasks.fingerprint()
  if (after.sourceError)
    log.warning(
      `The task source could not be read after iteration ${n}: ${after.sourceError}`,
      'Task source broken'
    )
  const promised =
    config.mode === 'plan' &&
    telemetry.finalMessage.includes(`<promise>${config.completionPromise}</promise>`)
  let completion: Stop | undefined
  if (!after.sourceError) {
    if (config.mode === 'build' && tasks.finished() === 'work-left') loop.state.verifyPending = false
    if (config.mode === 'plan') {
      if (promised && (await passesGate(loop))) completion = completed(loop)
    } else {
      completion = await completionCheck(loop)
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
  return { after, facts, completion }
}
