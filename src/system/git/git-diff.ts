import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { GitOptions, GitResult } from './run-git.js'

type Git = (args: string[], extra?: Partial<GitOptions>) => Promise<GitResult>

// Hashing every changed and untracked file of a large tree can take longer than one plain git command.
const ADD_TIMEOUT_MS = 120_000

/**
 * The working tree as git would commit it now — HEAD's files as they are on disk, untracked ones
 * included, ignored ones and `exclude` (relative to the workspace) left out — as a tree id; '' outside
 * git or when git fails. It is built in an index of its own, so the repository's index, HEAD and files
 * stay as they are: two snapshots diff an iteration however the agent committed (SPEC §7's review).
 */
export async function snapshotTree(git: Git, exclude: readonly string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ralph-index-'))
  const env = { GIT_INDEX_FILE: path.join(dir, 'index') }
  try {
    const head = await git(['rev-parse', '--verify', '-q', 'HEAD'], { env })
    const read = await git(head.code === 0 ? ['read-tree', 'HEAD'] : ['read-tree', '--empty'], { env })
    if (read.code !== 0) return ''
    const pathspec = ['--', '.', ...exclude.map(p => `:(exclude,literal)${p}`)]
    const add = await git(['add', '-A', ...pathspec], { env, timeoutMs: ADD_TIMEOUT_MS })
    if (add.code !== 0) return ''
    const tree = await git(['write-tree'], { env })
    return tree.code === 0 ? tree.stdout.trim() : ''
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The patch from `from` (a snapshot, a commit, or '' for the empty tree) to the snapshot `to`
 * (`snapshotTree`); '' when `to` is missing or git fails.
 */
export async function diffTrees(git: Git, from: string, to: string): Promise<string> {
  if (!to) return ''
  // The empty tree of the repository's own hash (sha1 or sha256), which git knows without storing it.
  const empty = from ? undefined : await git(['hash-object', '-t', 'tree', '--stdin'], { stdin: '' })
  if (empty && empty.code !== 0) return ''
  const diff = await git(['diff', '--no-color', '--no-ext-diff', from || (empty?.stdout.trim() ?? ''), to])
  return diff.code === 0 ? diff.stdout : ''
}
