import type { BranchSwitch } from '../../ports/git.js'
import { identity, type GitResult } from './run-git.js'

type Git = (args: string[]) => Promise<GitResult>

/**
 * The work branch at the start of a run (SPEC §10): compares `branch` on origin (or, without one,
 * locally) with HEAD and checks out the right commit, merging HEAD into a branch that diverged.
 */
export async function switchBranch(
  git: Git,
  branch: string,
  options: { fetch: boolean; author: { name: string; email: string } }
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
  const conflicted = await git(['diff', '--name-only', '--diff-filter=U'])
  await git(['merge', '--abort'])
  return { kind: 'conflict', files: lines(conflicted.stdout) }
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
    await git(['fetch', '-q', '--no-tags', '--unshallow', 'origin'])
  }
  const fetched = await git(['fetch', '-q', '--no-tags', 'origin', `+${ref}:refs/remotes/origin/${branch}`])
  if (fetched.code !== 0) return { failed: `could not fetch ${branch} from origin: ${fetched.stderr.trim()}` }
  return { sha: (await git(['rev-parse', '--verify', '-q', `refs/remotes/origin/${branch}`])).stdout.trim() }
}

async function localBranch(git: Git, branch: string): Promise<{ sha: string }> {
  const found = await git(['rev-parse', '--verify', '-q', `refs/heads/${branch}`])
  return { sha: found.code === 0 ? found.stdout.trim() : '' }
}

async function isAncestor(git: Git, ancestor: string, of: string): Promise<boolean> {
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
