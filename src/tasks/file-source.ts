import type { Stop } from '../domain/outcomes.js'
import type { Task } from '../domain/task.js'
import type { After, Before, Finished, TaskSource, WorkView } from '../ports/task-source.js'
import { ABILITIES } from './abilities.js'
import type { TaskFileKind } from './checkbox-patch.js'
import { planResolver } from './plan-merge.js'
import { workOf } from './remaining.js'
import type { FileSource } from './task-file.js'
import { TaskFileError } from './task-file-error.js'

/**
 * A json or markdown task file (SPEC §3) as a task source: read at the start and after every
 * iteration; the agent marks work done by editing it.
 */
export function fileTaskSource(file: FileSource, kind: TaskFileKind): TaskSource {
  let list: Task[] = []
  // The view is asked for several times an iteration; on a 10,000-task plan each walk costs.
  let view: { of: Task[]; work: WorkView } | undefined
  const current = (): WorkView => {
    if (view?.of !== list) view = { of: list, work: workOf(list) }
    return view.work
  }
  const can = ABILITIES[kind]
  return {
    can,
    // Only a format whose row says so is merged by id: a format without a merge of its own gets none.
    ...(can.mergeById && { merge: planResolver(file.path, kind) }),
    async open(): Promise<Stop | undefined> {
      try {
        list = await file.load()
        return undefined
      } catch (error) {
        if (error instanceof TaskFileError)
          return { reason: 'error', message: `Task source ${error.message}` }
        throw error
      }
    },
    before: (): Promise<Before> => Promise.resolve({ kind: 'run', peek: '' }),
    async after(): Promise<After> {
      const before = list
      try {
        list = await file.load()
      } catch (error) {
        if (!(error instanceof TaskFileError)) throw error
        return { tasksDone: [], doneCount: 0, sourceError: error.message, removed: [] }
      }
      const tasksDone = newlyDone(before, list)
      return { tasksDone, doneCount: tasksDone.length, sourceError: '', removed: removedFrom(before, list) }
    },
    finished: (): Finished => (current().size === 0 ? 'done' : 'work-left'),
    view: current,
    fingerprint: () => file.fingerprint()
  }
}

/** No task source at all: plan mode without `tasks`, where the agent's promise ends the loop. */
export function noTaskSource(): TaskSource {
  return {
    can: ABILITIES.none,
    open: () => Promise.resolve(undefined),
    before: () => Promise.resolve({ kind: 'run', peek: '' }),
    after: () => Promise.resolve({ tasksDone: [], doneCount: 0, sourceError: '', removed: [] }),
    finished: () => 'done',
    view: () => workOf([]),
    fingerprint: () => Promise.resolve('')
  }
}

/** Ids that became done between two reads of the task source. */
export function newlyDone(before: readonly Task[], after: readonly Task[]): string[] {
  const doneBefore = new Set(before.filter(task => task.state === 'done').map(task => task.id))
  return after.filter(task => task.state === 'done' && !doneBefore.has(task.id)).map(task => task.id)
}

/**
 * Ids of tasks that were not done and are gone from the source (SPEC §3): the open ids before that
 * are no id after. Whatever appeared beside them does not count: a task renamed, reworded while
 * ticked or rewritten in another shape is removed, and a new task never stands in for it.
 */
export function removedFrom(before: readonly Task[], after: readonly Task[]): string[] {
  const now = new Set(after.map(task => task.id))
  return before.filter(task => task.state !== 'done' && !now.has(task.id)).map(task => task.id)
}
