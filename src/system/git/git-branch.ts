import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BranchSwitch, PlanResolver } from '../../ports/git.js'
import { identity, type GitResult } from './run-git.js'

/** What `git fetch origin` would fetch, named: the loop's fetches reach a URL (see `GitFence`), not the remote. */
export const ORIGIN_BRANCHES = '+refs/heads/*:refs/remotes/origin/*'

type Git = (args: string[]) => Promise<GitResult>

/**
 * The work branch at the start of a run (SPEC §10): compares `branch` on origin (or, without one,
 * locally) with HEAD and checks out the right commit, merging HEAD into a branch that diverged.
 */
export async function switchBranch(
  git: Git,
  branch: string,
  options: { fetch: boolean; author: { name: string; email: string }; plan?: PlanResolver }
): Promise<BranchSwitch> {
  const head = (await git(['rev-parse', '--verify', '-q', 'HEAD'])).stdout.trim()
  const found = options.fetch ? await fetchBranch(git, branch) : await localBranch(git, branch)
  if ('failed' in found) return { kind: 'failed', message: found.failed }
  const other = found.sha
  if (!other) return (await checkout(git, branch, head)) ?? { kind: 'created' }
  if (await isAncestor(git, other, head)) return (await checkout(git, branch, head)) ?? { kind: 'moved' }
  const refused = await checkout(git, branch, other)
  if (refused) return refused
  if (await isAncestor(git, head, other)) return { kind: 'resumed' }
  const merge = await git([
    ...identity(options.author),
    'merge',
    '-q',
    '--no-edit',
    '-m',
    `ralph: merge ${head.slice(0, 12)} into ${branch}`,
    head
  ])
  if (merge.code === 0) return { kind: 'merged' }
  const conflicted = lines((await git(['diff', '--name-only', '--diff-filter=U'])).stdout)
  const resolved = options.plan ? await resolvePlan(git, conflicted, options.plan, options.author) : undefined
  if (resolved !== undefined) return { kind: 'merged', resolved }
  await git(['merge', '--abort'])
  return { kind: 'conflict', files: conflicted }
}

/**
 * When the task file is the merge's only conflict: writes the resolver's text, stages it and commits
 * the merge; the resolver's note, or undefined (the merge is left for the caller to abort).
 */
async function resolvePlan(
  git: Git,
  conflicted: string[],
  plan: PlanResolver,
  author: { name: string; email: string }
): Promise<string | undefined> {
  const prefix = (await git(['rev-parse', '--show-prefix'])).stdout.trim()
  const file = path.posix.join(prefix, plan.path)
  if (conflicted.length !== 1 || conflicted[0] !== file) return undefined
  // Stages 1, 2, 3 of the index: the common ancestor, ours (the work branch), theirs (the base).
  const stages = await Promise.all([1, 2, 3].map(stage => git(['show', `:${stage}:${file}`])))
  if (stages.some(stage => stage.code !== 0)) return undefined
  const [ancestor, work, base] = stages.map(stage => stage.stdout)
  const merged = plan.resolve({ ancestor, work, base })
  if ('reason' in merged) return undefined
  const top = (await git(['rev-parse', '--show-toplevel'])).stdout.trim()
  await writeFile(path.join(top, file), merged.text)
  if ((await git(['add', '--', `:(top,literal)${file}`])).code !== 0) return undefined
  const commit = await git([...identity(author), 'commit', '-q', '--no-edit', '--no-verify'])
  return commit.code === 0 ? merged.note : undefined
}

/** The branch's sha on origin ('' when origin has no such branch), fetching enough history to compare. */
async function fetchBranch(git: Git, branch: string): Promise<{ sha: string } | { failed: string }> {
  const ref = `refs/heads/${branch}`
  const listed = await git(['ls-remote', '--exit-code', '--heads', 'origin', ref])
  // Exit 2: the remote answered and has no such branch.
  if (listed.code === 2) return { sha: '' }
  if (listed.code !== 0)
    return { failed: `could not reach origin to look for ${branch}: ${listed.stderr.trim()}` }
  // A shallow clone (actions/checkout's default) lacks the history to compare the two.
  if ((await git(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true') {
    await git(['fetch', '-q', '--no-tags', '--unshallow', 'origin', ORIGIN_BRANCHES])
  }
  const fetched = await git(['fetch', '-q', '--no-tags', 'origin', `+${ref}:refs/remotes/origin/${branch}`])
  if (fetched.code !== 0) return { failed: `could not fetch ${branch} from origin: ${fetched.stderr.trim()}` }
  return { sha: (await git(['rev-parse', '--verify', '-q', `refs/remotes/origin/${branch}`])).stdout.trim() }
}

async function localBranch(git: Git, branch: string): Promise<{ sha: string }> {
  const found = await git(['rev-parse', '--verify', '-q', `refs/heads/${branch}`])
  return { sha: found.code === 0 ? found.stdout.trim() : '' }
}

/** Whether `ancestor` is `of` or an ancestor of it. */
export async function isAncestor(git: Git, ancestor: string, of: string): Promise<boolean> {
  return (await git(['merge-base', '--is-ancestor', ancestor, of])).code === 0
}

/** `git switch -C branch sha`; a BranchSwitch when git refused (a dirty tree), else undefined. */
async function checkout(git: Git, branch: string, sha: string): Promise<BranchSwitch | undefined> {
  const result = await git(['switch', '-q', '--no-guess', '-C', branch, sha])
  if (result.code === 0) return undefined
  // git lists the files in its way, each on a line that starts with a tab.
  const files = result.stderr
    .split('\n')
    .filter(line => line.startsWith('\t'))
    .map(line => line.trim())
  if (files.length > 0) return { kind: 'dirty', files }
  return { kind: 'failed', message: `git switch to ${branch} failed: ${result.stderr.trim()}` }
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map(line => line.trim())
    .filter(line => line !== '')
}
