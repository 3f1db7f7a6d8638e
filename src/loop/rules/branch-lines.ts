import type { BranchSwitch } from '../../ports/git.js'

/** What an iteration did, for the commit decision. */
export interface IterationWork {
  n: number
  taskId: string
  outcome: string
  /** Tasks the iteration completed (a passing verify gate completes `verify`). */
  completed: number
  treeChanged: boolean
}

/** Fills a commit message template: `{task_id}`, `{outcome}`, `{n}` / `{iteration}`. */
export function commitMessage(
  template: string,
  work: Pick<IterationWork, 'n' | 'taskId' | 'outcome'>
): string {
  return template
    .replace(/\{\{?\s*task_id\s*\}?\}/g, work.taskId)
    .replace(/\{\{?\s*outcome\s*\}?\}/g, work.outcome)
    .replace(/\{\{?\s*(n|iteration)\s*\}?\}/g, String(work.n))
}

/** The line that says which case of SPEC §10 applied at the switch to the work branch. */
export function switchLine(
  result: BranchSwitch,
  branch: string,
  from: string,
  at: string,
  origin: boolean
): string {
  switch (result.kind) {
    case 'created':
      return `Work branch ${branch}: not on ${origin ? 'origin' : 'this clone'} yet, created at ${from} (${at}).`
    case 'moved':
      return `Work branch ${branch}: merged into ${from} already (or level with it), moved to ${from} (${at}).`
    case 'resumed':
      return `Work branch ${branch}: checked out at ${at}, the previous runs' work (${from} is behind it).`
    case 'merged':
      return (
        `Work branch ${branch}: ${from} had commits it lacked; checked out and merged ${from} into it (${at}).` +
        (result.resolved ? ` ${result.resolved}` : '')
      )
    default:
      return (
        `Work branch ${branch}: checked out at ${at}, but ${from} has commits it lacks and merging them conflicts` +
        ` (${result.kind === 'conflict' ? result.files.join(', ') : ''}); the loop goes on without them. Merge ${from} into ${branch} by hand.`
      )
  }
}
