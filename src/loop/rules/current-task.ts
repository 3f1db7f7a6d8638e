import type { CurrentTask, Task } from '../../domain/task.js'
import { describeTask } from './prompt.js'

/**
 * The current task (SPEC §3): `verify` after a failing gate; else, for a task CLI, whatever the agent
 * claims; else the first open required task, then the first open optional one, or `plan` when there is
 * none (plan mode).
 */
export function currentTask(
  /** Whether the source knows which task the agent takes (a task CLI does not). */
  tracksTasks: boolean,
  tasks: readonly Task[],
  verifyPending: boolean,
  verifyCommand: string | undefined
): CurrentTask {
  if (verifyPending) {
    const text = [
      '**verify**: every task is marked done, but the verify command fails.',
      `Make \`${verifyCommand ?? ''}\` pass (see its output below), without undoing finished work.`
    ].join('\n')
    return { id: 'verify', title: 'make the verify command pass', text }
  }
  if (!tracksTasks) {
    return {
      id: '(task-cli)',
      title: 'a task from the task CLI',
      text: 'Claim and complete one task from the task list below.'
    }
  }
  const open = tasks.filter(candidate => candidate.state !== 'done')
  const task = open.find(candidate => !candidate.optional) ?? open[0]
  if (task) return { id: task.id, title: task.title, text: describeTask(task) }
  return {
    id: 'plan',
    title: 'plan the work',
    text: '**plan**: plan the work, then say the completion promise'
  }
}
