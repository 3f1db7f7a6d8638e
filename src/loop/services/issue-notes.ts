import type { Stop } from '../../domain/outcomes.js'
import { doneComment, stuckComment } from '../../report/issue-comments.js'
import { DONE_LABEL, issueNumber } from '../../tasks/issues-plan.js'
import type { LoopContext } from '../context.js'
import { runLink } from '../rules/run-link.js'
import { issuesNoted } from '../rules/transitions.js'

/**
 * Writes back to the issues of `task-source: github-issues` at the stop (SPEC §3): one comment and the
 * label `ralph:done` on each issue whose task got done, one comment on the issue the loop is stuck on.
 * Each is written once over the loop's lifetime (`LoopState.issuesNoted`, kept in the checkpoint); an
 * API error is a warning and the next run tries again. Only labelled open issues are written to: an
 * id the agent made up names no issue of ours.
 */
export async function noteIssues(loop: LoopContext, stop: Stop): Promise<void> {
  const board = loop.deps.issues
  if (!board) return
  const { log, tasks } = loop.deps
  const { workBranch } = loop
  const noted = new Set(loop.state.issuesNoted)
  const open = new Map(board.labelled().map(issue => [issue.number, issue]))
  const place = {
    sha: workBranch.sha,
    branch: workBranch.branch,
    runUrl: runLink(loop.deps.config.run),
    pullRequest: loop.deps.config.pullRequest !== 'none'
  }
  const write = async (id: string, what: 'done' | 'stuck', body: string): Promise<boolean> => {
    const number = issueNumber(id)
    if (number === undefined || !open.has(number) || noted.has(`${id} ${what}`)) return false
    const made = await board.api.comment(number, loop.redact(body))
    if (!made.ok) {
      log.warning(made.warning, 'GitHub issues')
      return false
    }
    noted.add(`${id} ${what}`)
    log.info(`Commented on issue ${id}: ${what}.`)
    return true
  }
  // Work that never reached origin is not done for a person reading the issue: the next run says so.
  const kept = !workBranch.pushing || workBranch.pushed
  for (const task of kept ? tasks.view().tasks : []) {
    const issue = open.get(issueNumber(task.id) ?? 0)
    if (task.state !== 'done' || issue?.labels.includes(DONE_LABEL)) continue
    // The commit the task was done in; one done by an earlier run (its comment failed then): the last.
    const sha = loop.tally.doneIn.get(task.id) ?? workBranch.sha
    if (!(await write(task.id, 'done', doneComment({ ...place, sha })))) continue
    const labelled = await board.api.addLabel(issue?.number ?? 0, DONE_LABEL)
    if (!labelled.ok) log.warning(labelled.warning, 'GitHub issues')
  }
  if (stop.stuckTask) {
    const body = stuckComment({
      ...place,
      reason: stop.reason,
      message: stop.message,
      lastWords: loop.tally.lastMessage
    })
    await write(stop.stuckTask, 'stuck', body)
  }
  loop.apply(issuesNoted([...noted]))
}
