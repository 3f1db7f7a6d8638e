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

/** The warning of a run that commits on a detached HEAD: its commits are reachable from no branch once HEAD moves. */
export function detachedLine(sha: string): string {
  return (
    `HEAD is detached at ${sha.slice(0, 12)}: the loop's commits will not be on any branch. ` +
    `Check out a branch, or set 'branch' (e.g. ralph/nightly), to keep them on one.`
  )
}

/** Why the switch to the work branch was refused: it would overwrite these uncommitted files. */
export function dirtyLine(branch: string, files: readonly string[]): string {
  return (
    `Switching to the work branch ${branch} would overwrite uncommitted changes in ${files.join(', ')}. ` +
    `Commit or remove them before the loop starts, or set 'branch' to the checked-out branch.`
  )
}

/**
 * The resume guard's message (SPEC §10) when the previous run's last commit is not on the work branch
 * (`current`): the real cause — another branch, a run that did not push, or a reset branch.
 */
export function guardMessage(
  previous: { sha: string; branch: string | null; pushed: boolean | undefined },
  current: string
): string {
  const commit = previous.sha.slice(0, 12)
  const branch = previous.branch ?? current
  if (branch !== current)
    return (
      `The previous run's work (commit ${commit}) is on ${branch}, and this run is on ${current || 'a detached HEAD'}. ` +
      `Check out ${branch} (e.g. 'ref: ${branch}' in actions/checkout) or set 'branch: ${branch}', or set force-restart: true to start a new loop.`
    )
  if (previous.pushed === false)
    return (
      `The previous run's work (commit ${commit} on ${branch}) is not in this checkout: that run did not push it, so it was lost with its runner. ` +
      'Set force-restart: true to start the loop over, and keep push on (the default in Actions) so the next runs keep their work.'
    )
  return (
    `The work branch ${branch} does not contain the previous run's last commit ${commit}: the branch was reset or force-pushed since. ` +
    `Push ${commit} back to ${branch} (a clone or a pull request may still have it), or set force-restart: true to start the loop over.`
  )
}
