import { isAncestor } from './git-branch.js'
import type { GitResult } from './run-git.js'

type Git = (args: string[]) => Promise<GitResult>

/**
 * A push git reported done, as origin answers it (SPEC §10): `pushed` only when origin's branch is the
 * sha the loop pushed, asked of origin after the push.
 */
export async function landed(
  git: Git,
  branch: string
): Promise<{ ok: true } | { ok: false; message: string }> {
  const ref = `refs/heads/${branch}`
  const [head, listed] = await Promise.all([
    git(['rev-parse', '--verify', '-q', 'HEAD']),
    git(['ls-remote', 'origin', ref])
  ])
  const sha = head.stdout.trim()
  const there = remoteSha(listed.stdout, ref)
  if (listed.code === 0 && sha !== '' && there === sha) return { ok: true }
  const found =
    listed.code !== 0
      ? `could not be read (${firstLine(listed)})`
      : there
        ? `is ${there.slice(0, 12)}`
        : 'is missing'
  return {
    ok: false,
    message: `git push to ${branch} reported success, but ${branch} on origin ${found}, not the loop's ${sha.slice(0, 12)}`
  }
}

/**
 * Whether `branch` on origin lacks the commit `sha` (SPEC §10: a push that failed): origin's branch is
 * missing, or neither is nor contains it. Asked of origin; one that cannot be asked lacks it, and the
 * push that follows says why.
 */
export async function originLacks(git: Git, branch: string, sha: string): Promise<boolean> {
  const ref = `refs/heads/${branch}`
  const listed = await git(['ls-remote', 'origin', ref])
  const there = listed.code === 0 ? remoteSha(listed.stdout, ref) : ''
  if (!there) return true
  if (there === sha) return false
  // origin's tip may be newer than this clone knows: fetched (to FETCH_HEAD only) to compare.
  if ((await git(['cat-file', '-e', `${there}^{commit}`])).code !== 0)
    await git(['fetch', '-q', 'origin', ref])
  return !(await isAncestor(git, sha, there))
}

/** The sha `git ls-remote` lists for exactly `ref`, or ''. */
export function remoteSha(listing: string, ref: string): string {
  for (const line of listing.split('\n')) {
    const [sha = '', name] = line.split('\t')
    if (name === ref) return sha
  }
  return ''
}

/** The first line git printed, to quote in a message. */
export function firstLine(result: GitResult): string {
  return (result.stderr || result.stdout).trim().split('\n')[0] ?? ''
}
