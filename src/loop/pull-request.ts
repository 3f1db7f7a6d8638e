import { redactDeep } from '../domain/redact.js'
import type { LoopResult } from '../domain/result.js'
import { renderPullRequest } from '../report/pull-request.js'
import type { LoopContext } from './context.js'

type Outputs = Omit<LoopResult, 'report' | 'summary' | 'handOff'>

/**
 * Opens the work branch's pull request, or rewrites the open one (SPEC §10), once the work is on
 * origin. An API error is a warning: the work is kept either way.
 */
export async function keepPullRequest(loop: LoopContext, result: Outputs): Promise<Outputs> {
  const { config, log, pullRequests, tasks } = loop.deps
  const { keeper } = loop
  if (config.pullRequest === 'none' || !keeper.pushing || !keeper.onOrigin) return result
  const base = config.base ?? keeper.base
  if (!base || base === keeper.branch) {
    log.warning(
      `No pull request: it needs a base other than the work branch ${keeper.branch}. Set 'base' (e.g. main).`,
      'Pull request'
    )
    return result
  }
  const { run } = config
  const runUrl =
    run.repository && run.id !== 'local' ? `${run.serverUrl}/${run.repository}/actions/runs/${run.id}` : ''
  const facts = {
    result,
    tasks: tasks.view().tasks,
    lastMessage: loop.tally.lastMessage,
    branch: keeper.branch,
    runUrl
  }
  // Redacted before they are escaped: in `&lt;` or `\|` a secret would no longer be found.
  const { title, body } = renderPullRequest(redactDeep(facts, loop.redact))
  const made = await pullRequests.upsert({
    head: keeper.branch,
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
