import type { Task } from '../domain/task.js'
import type { WorkView } from '../ports/task-source.js'

/**
 * What a list of tasks says of the work: the tasks, the ids of those not done in the order given (work
 * order when it comes from `parsePlan`), how many, and the counts. Optional tasks are never work that
 * remains (SPEC §3): `completed` does not wait for them.
 */
export function workOf(tasks: Task[]): WorkView {
  const remaining = tasks.filter(task => task.state !== 'done' && !task.optional).map(task => task.id)
  return {
    tasks,
    remaining,
    size: remaining.length,
    counts: { total: tasks.length, done: tasks.length - remaining.length }
  }
}
