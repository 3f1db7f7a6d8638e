import { remainingIds } from '../tasks/summary.js'
import type { Task } from '../tasks/types.js'
import { describeTask } from './prompt.js'
import type { LoopState } from './state.js'

/** The task an iteration works on: a real task, or the pseudo-tasks `verify` and `plan`. */
export interface CurrentTask {
  id: string
  title: string
  /** The task as markdown, for `{{task}}`. */
  text: string
}

/** Ids of real tasks not yet done, in priority order. */
export const realRemaining = remainingIds

/** The current task: `verify` after a failing gate, else the first open task, else `plan`. */
export function currentTask(
  tasks: readonly Task[],
  state: Pick<LoopState, 'verifyPending'>,
  verifyCommand: string | undefined
): CurrentTask {
  if (state.verifyPending) {
    const text = [
      '**verify**: every task is marked done, but the verify command fails.',
      `Make \`${verifyCommand ?? ''}\` pass (see its output below), without undoing finished work.`
    ].join('\n')
    return { id: 'verify', title: 'make the verify command pass', text }
  }
  const task = tasks.find(candidate => candidate.state !== 'done')
  if (task) return { id: task.id, title: task.title, text: describeTask(task) }
  return {
    id: 'plan',
    title: 'plan the work',
    text: '**plan**: plan the work, then say the completion promise'
  }
}

/** Ids that became done between two reads of the task source. */
export function newlyDone(before: readonly Task[], after: readonly Task[]): string[] {
  const doneBefore = new Set(before.filter(task => task.state === 'done').map(task => task.id))
  return after.filter(task => task.state === 'done' && !doneBefore.has(task.id)).map(task => task.id)
}
