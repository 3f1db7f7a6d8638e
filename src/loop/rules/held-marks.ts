import type { ReviewBase } from '../../domain/iteration.js'
import { reviewBasesOf } from '../../domain/state.js'
import type { Task } from '../../domain/task.js'
import type { TaskSource, WorkView } from '../../ports/task-source.js'
import { workOf } from '../../tasks/remaining.js'

/**
 * The work as the loop counts it (SPEC §7): a task whose done mark is held (marked in an iteration
 * that changed a protected path, or not approved by the review gate) is open, whatever the task file says.
 */
export function holdView(view: WorkView, held: readonly string[]): WorkView {
  if (held.length === 0) return view
  const holding = new Set(held)
  const tasks: Task[] = view.tasks.map(task =>
    task.state === 'done' && holding.has(task.id) ? { ...task, state: 'open' } : task
  )
  return workOf(tasks)
}

/** `source` with held marks not done: what select, the prompt, the outputs and the start see. */
export function holdingMarks(source: TaskSource, held: () => readonly string[]): TaskSource {
  return {
    can: source.can,
    ...(source.merge && { merge: source.merge }),
    open: () => source.open(),
    before: () => source.before(),
    after: () => source.after(),
    finished: () => {
      const finished = source.finished()
      return finished === 'done' && holdView(source.view(), held()).size > 0 ? 'work-left' : finished
    },
    view: () => holdView(source.view(), held()),
    fingerprint: () => source.fingerprint()
  }
}

/**
 * Which marks count after an iteration (SPEC §7). One that changed a protected path accepts none: its
 * new marks join the held ones. One that changed none accepts its own and every held mark still
 * there. A held task that is no longer marked is simply open again. Pure.
 */
export function judgeMarks(input: {
  held: readonly string[]
  /** Tasks the source saw newly done in this iteration. */
  done: readonly string[]
  protectedChanged: boolean
  /** Whether the task file marks this task done now. */
  stillDone: (id: string) => boolean
}): { accepted: string[]; held: string[] } {
  const marked = [...new Set([...input.held, ...input.done])].filter(id => input.stillDone(id))
  return input.protectedChanged ? { accepted: [], held: marked } : { accepted: marked, held: [] }
}

/**
 * The marks after the review gate (SPEC §7): a task it did not approve is held like a mark of an
 * iteration that changed a protected path — open for the loop until a later review approves it while
 * the task file still marks it. Pure.
 */
export function holdRejected<
  T extends { tasksDone: readonly string[]; doneCount: number; held: readonly string[] }
>(marks: T, rejected: readonly string[]): T {
  if (rejected.length === 0) return marks
  const holding = new Set(rejected)
  const tasksDone = marks.tasksDone.filter(id => !holding.has(id))
  return {
    ...marks,
    tasksDone,
    doneCount: marks.doneCount - (marks.tasksDone.length - tasksDone.length),
    held: [...new Set([...marks.held, ...rejected])]
  }
}

/** What the next prompt says after an iteration that changed protected paths (`{{last_error}}`). */
export function protectedMessage(n: number, paths: readonly string[], held: readonly string[]): string {
  const shown = paths.slice(0, 10).join(', ') + (paths.length > 10 ? ` and ${paths.length - 10} more` : '')
  const marks =
    held.length > 0
      ? ` The tasks it marked done (${held.slice(0, 10).join(', ')}) do not count yet: they count once an iteration that changes no protected path ends with them still marked.`
      : ''
  return (
    `Iteration ${n} changed protected paths (protected-paths): ${shown}. The loop restored them, and the iteration failed: ` +
    "these files judge or run the work (workflows, tests, the verify and review scripts, the package manager's " +
    'configuration), and the agent may not change them. Do the task without touching them.' +
    marks
  )
}

/**
 * Where each task's review diff starts after an iteration (SPEC §7: the whole work behind a mark). A
 * task the iteration worked on, marked, or still holds keeps the base it had, else gets the tree
 * before this iteration (`base`); an approved task's base goes, so its next work starts after the
 * approval; a task no longer open (done, or gone from the source) keeps none. Pure.
 */
export function nextReviewBases(
  bases: Readonly<Record<string, ReviewBase>>,
  input: {
    /** The tree before this iteration and HEAD then. */
    base: ReviewBase
    /** The current task, the tasks it marked done, and the marks held after it. */
    touched: readonly string[]
    approved: readonly string[]
    /** Whether the source still has this task open (held marks count as open). */
    open: (id: string) => boolean
  }
): Record<string, ReviewBase> {
  const next = reviewBasesOf(Object.entries(bases))
  for (const id of input.touched) next[id] ??= { ...input.base }
  for (const id of input.approved) delete next[id]
  for (const id of Object.keys(next)) if (!input.open(id)) delete next[id]
  return next
}
