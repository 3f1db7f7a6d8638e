import type { Task } from '../domain/task.js'
import type { WorkView } from '../ports/task-source.js'

/** Ids of the tasks that are not done, in the order given (work order when it comes from `parsePlan`). */
export function remainingIds(tasks: readonly Task[]): string[] {
  return tasks.filter(task => task.state !== 'done').map(task => task.id)
}

/** What a list of tasks says of the work: the tasks, the open ids, how many, and the counts. */
export function workOf(tasks: Task[]): WorkView {
  const remaining = remainingIds(tasks)
  return {
    tasks,
    remaining,
    size: remaining.length,
    counts: { total: tasks.length, done: tasks.length - remaining.length }
  }
}
