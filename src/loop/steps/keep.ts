import type { IterationRecord } from '../../domain/iteration.js'
import type { Stop } from '../../domain/outcomes.js'
import type { LoopContext } from '../context.js'
import type { Invoked } from './invoke.js'
import { mirrorState } from '../services/mirror.js'
import type { Observed } from './observe.js'
import { writeSummary } from '../services/summaries.js'
import { stopAfter } from '../rules/stops.js'
import { continuationAt } from '../rules/transitions.js'

/**
 * SPEC §5 steps 6–7: records the iteration, writes its summary, commits (and pushes) the work (§10),
 * writes the checkpoint, mirrors it after a push (§8), runs the hooks, then says whether the loop
 * stops: a failed commit or push, the stop the iteration decided (completion, removed tasks), or the
 * checks of step 7.
 */
export async function keep(
  loop: LoopContext,
  invoked: Invoked,
  { after, facts, stop }: Observed,
  record: IterationRecord
): Promise<Stop | undefined> {
  const { log, workspace } = loop.deps
  const { state, tally } = loop
  const { n, task, attempt } = invoked
  const { workAfter } = facts
  const { outcome } = record
  tally.addRecord(record)
  tally.completedThisRun += after.doneCount
  log.info(
    `Iteration ${n}: ${outcome}` +
      (after.doneCount ? `, done: ${after.tasksDone.join(', ') || after.doneCount}` : '') +
      `, ${workAfter.length} remaining, tree ${invoked.treeChanged ? 'changed' : 'unchanged'}` +
      (state.lastError ? ` — ${state.lastError}` : '')
  )
  const summary = await writeSummary(workspace, loop.stateDir, {
    record,
    title: task.title,
    finalMessage: invoked.lastWords,
    changed: invoked.changed,
    verifyTail: state.verifyOutput,
    error: state.lastError,
    answer: invoked.answer
  })
  loop.apply(continuationAt(summary))

  const before = loop.workBranch.sha
  const keepStop = await loop.workBranch.afterIteration({
    n,
    taskId: task.id,
    outcome,
    completed: after.doneCount + (record.verify === 'pass' ? 1 : 0),
    treeChanged: invoked.treeChanged
  })
  if (loop.workBranch.sha !== before)
    for (const id of after.tasksDone) tally.doneIn.set(id, loop.workBranch.sha)
  const unwritten = await loop.persistence.write(loop.snapshot(), 'interrupted', null)
  // A checkpoint that could not be written ends the run before anything else (SPEC §8).
  if (unwritten) return keepStop ?? { reason: 'error', message: unwritten }
  // `push-every: commit`: the push carries the checkpoint just written, as every push does (SPEC §8).
  if (loop.workBranch.unmirrored && loop.persistence.enabled && !loop.deps.signal.aborted) {
    loop.workBranch.unmirrored = false
    await mirrorState(loop.deps, loop.stateDir, `iteration ${n} (${outcome})`)
  }
  const values = { taskId: task.id, iteration: n, attempts: attempt }
  await loop.hooks.fire('onIterationEnd', { ...values, status: outcome, reason: outcome })
  for (const id of record.review?.rejected ?? [])
    await loop.hooks.fire('onReviewReject', { ...values, status: 'rejected', reason: 'review', taskId: id })
  for (const id of after.tasksDone.length > 0 ? after.tasksDone : Array<string>(after.doneCount).fill('')) {
    await loop.hooks.fire('onTaskComplete', { ...values, status: 'done', taskId: id })
  }
  return keepStop ?? stop ?? stopAfter(loop, workAfter, task.id)
}
