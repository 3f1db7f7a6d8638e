import type { Stop } from '../../domain/outcomes.js'
import type { Checkout } from '../../ports/git.js'
import { planResolver } from '../../tasks/plan-merge.js'
import type { LoopDeps } from '../loop-deps.js'
import { dirtyLine, switchLine } from '../rules/branch-lines.js'

/**
 * The switch to the work branch at the start (SPEC §10): created, moved, resumed or merged (the task
 * file's conflict resolved by id), with the line that says which; a Stop when git failed or the switch
 * would overwrite uncommitted files.
 */
export async function switchBranch(
  deps: Pick<LoopDeps, 'git' | 'log' | 'config'>,
  branch: string,
  checkout: Checkout,
  author: { name: string; email: string }
): Promise<{ stop: Stop } | { sha: string; created: boolean; merged: boolean }> {
  const { git, log, config } = deps
  const kind = config.taskSource
  const plan =
    (kind === 'json' || kind === 'yaml' || kind === 'markdown') && config.tasks
      ? planResolver(config.tasks, kind)
      : undefined
  const result = await git.switchTo(branch, { fetch: checkout.origin, author, plan })
  if (result.kind === 'failed') return { stop: { reason: 'error', message: result.message } }
  if (result.kind === 'dirty') return { stop: { reason: 'error', message: dirtyLine(branch, result.files) } }
  const sha = (await git.inspect()).sha
  const from = checkout.branch || checkout.sha.slice(0, 12)
  const line = switchLine(result, branch, from, sha.slice(0, 12), checkout.origin)
  if (result.kind === 'conflict') log.warning(line, 'Work branch')
  else log.info(line)
  return { sha, created: result.kind === 'created', merged: result.kind === 'merged' }
}
