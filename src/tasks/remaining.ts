import type { Task } from '../domain/task.js'

/** Ids of the tasks that are not done, in the order given (work order when it comes from `parseTasks`). */
export function remainingIds(tasks: readonly Task[]): string[] {
  return tasks.filter(task => task.state !== 'done').map(task => task.id)
}

/** How many of the tasks are done. */
export function countDone(tasks: readonly Task[]): number {
  return tasks.filter(task => task.state === 'done').length
}
