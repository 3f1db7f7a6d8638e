import type { IterationFacts } from '../../domain/iteration.js'
import type { Stop } from '../../domain/outcomes.js'
import type { After } from '../../ports/task-source.js'
import { saidPromise } from '../../agents/promise.js'
import { completion, gated, type Completion } from './completion.js'
import type { LoopContext } from '../context.js'
import { runFacts, type Invoked } from './invoke.js'
import { holdRejected, holdView, judgeMarks, nextReviewBases } from '../rules/held-marks.js'
import type { ReviewBase } from '../../domain/iteration.js'
import { review, type Reviewed } from './review.js'

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
  const { config, log } = loop.deps
  const { n, telemetry } = invoked
  const marked = marksOf(loop, invoked, await loop.source.after())
  const touched = invoked.protectedChanged.length > 0
  const reviewed = await reviewGate(loop, invoked, marked)
  const after = reviewed ? holdRejected(marked, reviewed.record.rejected) : marked
  // A held mark is open work (SPEC §7): no completion while the review gate holds one.
  const holding = after.held.length > 0
  if (after.sourceError)
    log.warning(
      `The task source could not be read after iteration ${n}: ${after.sourceError}`,
      'Task source broken'
    )
  const promised =
    config.mode === 'plan' &&
    saidPromise(telemetry.finalMessage, invoked.quotable, config.completionPromise) &&
    endedCleanly(loop, invoked)
  let path: Completion = {}
  let pending = loop.state.verifyPending
  if (reviewed?.fatal) path = { stop: { reason: 'error', message: reviewed.fatal } }
  else if (after.removed.length > 0) path = { stop: removal(loop, after.removed) }
  // An iteration that changed a protected path never takes the completion path (SPEC §7).
  else if (!after.sourceError && !touched) {
    if (config.mode === 'plan') {
      if (promised && !holding) path = await gated(loop)
    } else {
      // The marks are judged by now: the source as it reads, less the held ones, says whether work is left.
      const read = loop.source.finished()
      const finished = holding && read === 'done' ? 'work-left' : read
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
    sizeAfter: loop.size(telemetry.workRemaining, pending, after.held),
    promised,
    workAfter: loop.workRemaining(telemetry.workRemaining, pending, after.held),
    ...(path.gate && { verify: { pass: path.gate.pass, tail: path.gate.tail } }),
    verifyPending: pending,
    heldMarks: after.held,
    ...(reviewed && { review: reviewed }),
    ...(invoked.reviewBase && { reviewBases: basesAfter(loop, invoked, invoked.reviewBase, after, reviewed) })
  }
  return { after, facts, stop: path.stop }
}

/**
 * The source's re-read with the marks that count (SPEC §7, rules/held-marks.ts): none when the
 * iteration changed a protected path (they are held), else its own and the held ones still marked.
 * A held task gone from the file was open for the loop: it is removed.
 */
function marksOf(loop: LoopContext, invoked: Invoked, after: After): After & { held: string[] } {
  const held = loop.state.heldMarks
  const touched = invoked.protectedChanged.length > 0
  if (held.length === 0 && !touched) return { ...after, held: [] }
  // An unreadable source accepts nothing and says nothing new: the held marks stay held.
  if (after.sourceError) return { ...after, tasksDone: [], doneCount: 0, held: [...held] }
  const tasks = new Map(loop.source.view().tasks.map(task => [task.id, task.state]))
  const marks = judgeMarks({
    held,
    done: after.tasksDone,
    protectedChanged: touched,
    stillDone: id => tasks.get(id) === 'done'
  })
  const gone = held.filter(id => !tasks.has(id))
  // A task CLI reports a count without ids: it cannot be held, only not counted.
  const doneCount = touched ? 0 : after.doneCount + marks.accepted.length - after.tasksDone.length
  return {
    ...after,
    tasksDone: marks.accepted,
    doneCount,
    removed: [...after.removed, ...gone],
    held: marks.held
  }
}

/**
 * The review gate (SPEC §7) over the marks this iteration made or kept, when it is on and there are any:
 * not after an iteration whose source is broken, that removed tasks or changed a protected path (its
 * marks are held already), nor for a task CLI, which names no task it finished.
 */
async function reviewGate(
  loop: LoopContext,
  invoked: Invoked,
  marked: After & { held: string[] }
): Promise<Reviewed | undefined> {
  const judged = marked.tasksDone.length > 0 && !marked.sourceError && marked.removed.length === 0
  if (loop.deps.config.review === 'none' || !loop.tracksTasks || !judged) return undefined
  if (invoked.protectedChanged.length > 0) return undefined
  return review(loop, invoked, marked.tasksDone)
}

/** Where each task's review diff starts from now on (SPEC §7): see `nextReviewBases`. */
function basesAfter(
  loop: LoopContext,
  invoked: Invoked,
  base: ReviewBase,
  after: After & { held: string[] },
  reviewed: Reviewed | undefined
): Record<string, ReviewBase> {
  const open = new Set(holdView(loop.source.view(), after.held).remaining)
  return nextReviewBases(loop.state.reviewBases, {
    base,
    touched: [invoked.task.id, ...after.tasksDone, ...after.held],
    approved: reviewed?.record.approved ?? [],
    open: id => open.has(id)
  })
}

/**
 * Plan mode's promise counts only from an agent run that ended cleanly (SPEC §7): exit 0, no time-out,
 * no error class. One that said it and then failed leaves the loop going, and the log says why.
 */
function endedCleanly(loop: LoopContext, invoked: Invoked): boolean {
  const { result, telemetry } = invoked
  const why = result.timedOut
    ? 'it timed out'
    : result.exitCode !== 0
      ? `it exited with ${result.exitCode === null ? (result.signal ?? 'a signal') : `code ${result.exitCode}`}`
      : telemetry.errorClass !== 'none'
        ? `it ended with an error (${telemetry.errorClass})`
        : undefined
  if (why === undefined) return true
  loop.deps.log.info(
    `The agent said <promise>${loop.deps.config.completionPromise}</promise> in iteration ${invoked.n}, but ${why}: the promise is ignored and the loop goes on.`
  )
  return false
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
