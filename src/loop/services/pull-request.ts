import { redactDeep } from '../../domain/redact.js'
import type { LoopResult } from '../../domain/result.js'
import { renderPullRequest } from '../../report/pull-request-body.js'
import type { LoopContext } from '../context.js'
import { issueNumber } from '../../tasks/issues-plan.js'
import { runLink } from '../rules/run-link.js'

/** The outputs of SPEC §2 before report.json and the job summary are written. */
export type Outputs = Omit<LoopResult, 'report' | 'summary' | 'handOff'>

/**
 * Opens the work branch's pull request, or rewrites the open one (SPEC §10), once the work is on
 * origin. An API error is a warning: the work is kept either way.
 */
export async function keepPullRequest(loop: LoopContext, result: Outputs): Promise<Outputs> {
  const { config, log, pullRequests, tasks } = loop.deps
  const { workBranch } = loop
  if (config.pullRequest === 'none' || !workBranch.pushing || !workBranch.onOrigin) return result
  const base = config.base ?? workBranch.base
  if (!base || base === workBranch.branch) {
    log.warning(
      `No pull request: it needs a base other than the work branch ${workBranch.branch}. Set 'base' (e.g. main).`,
      'Pull request'
    )
    return result
  }
  const runUrl = runLink(config.run)
  const facts = {
    result,
    tasks: tasks.view().tasks,
    closes: closing(loop),
    lastMessage: loop.tally.lastMessage,
    branch: workBranch.branch,
    runUrl
  }
  // Redacted before they are escaped: in `&lt;` or `\|` a secret would no longer be found.
  const { title, body } = renderPullRequest(redactDeep(facts, loop.redact))
  const made = await pullRequests.upsert({
    head: workBranch.branch,
    base,
    draft: config.pullRequest === 'draft',
    title: loop.redact(title),
    body: loop.redact(body)
  })
  if (!made.ok) {
    log.warning(made.warning, 'Pull request')
    return result
  }
  log.info(`${made.created ? 'Opened' : 'Updated'} pull request #${made.number}: ${made.url}`)
  return { ...result, pullRequestUrl: made.url, pullRequestNumber: made.number }
}

/** The labelled issues whose tasks are done: the pull request closes them when it is merged (SPEC §3). */
function closing(loop: LoopContext): number[] {
  const board = loop.deps.issues
  if (!board) return []
  const open = new Set(board.labelled().map(issue => issue.number))
  return loop.deps.tasks
    .view()
    .tasks.filter(task => task.state === 'done')
    .map(task => issueNumber(task.id) ?? 0)
    .filter(number => open.has(number))
}
