import { createHash } from 'node:crypto'
import path from 'node:path'
import type { ContentCache } from '../content-cache.js'
import { byteOrder, parseStatusV2, type StatusV2, type StatusV2Entry } from './status-v2.js'
import type { FastStatus } from '../fast-status.js'
import { look } from '../files/read-file.js'
import type { Expanded, UntrackedIndex } from '../untracked-index.js'
import { runGit, type GitOptions } from './run-git.js'
import type { TreeState } from '../../ports/workspace.js'

/** One `git status`; `collapse` asks for one line per wholly untracked folder. Throws when git fails. */
async function gitStatus(root: string, git: GitOptions, collapse: boolean): Promise<StatusV2> {
  // `-- .` keeps the status to the workspace when it is a subfolder of the repository.
  const mode = collapse ? 'normal' : 'all'
  const args = [
    'status',
    '--porcelain=v2',
    '--branch',
    '-z',
    `--untracked-files=${mode}`,
    '--no-renames',
    '--',
    '.'
  ]
  const result = await runGit(root, args, git)
  if (result.code !== 0) {
    throw new Error(`git status failed in ${root} (exit ${result.code}): ${result.stderr.trim()}`)
  }
  return parseStatusV2(result.stdout)
}

/**
 * `status` with an untracked folder line for each deleted tracked file that is a folder now: there
 * `--untracked-files=normal` lists nothing, where `=all` lists the folder's files (a git quirk).
 */
function withFoldersOverDeleted(root: string, paths: GitPaths, status: StatusV2): StatusV2 {
  const folders = status.entries.filter(e => {
    const rel = e.xy[1] === 'D' ? paths.local(e.path) : undefined
    const now = rel === undefined ? undefined : look(path.join(root, rel))
    return now !== undefined && now !== 'unknown' && now.isDirectory()
  })
  if (folders.length === 0) return status
  const entries = [...status.entries]
  for (const { path: file } of folders) {
    const line = { xy: '??', path: `${file}/` }
    // Among the untracked lines, in git's byte order of paths.
    let at = entries.findIndex(e => e.xy === '??' || e.xy === '!!')
    if (at < 0) at = entries.length
    while (
      at < entries.length &&
      entries[at]?.xy === '??' &&
      byteOrder(entries[at]?.path ?? '', line.path) < 0
    )
      at++
    entries.splice(at, 0, line)
  }
  return { head: status.head, entries }
}

/** How paths from git's output map onto the workspace (see `treeState`). */
export interface GitPaths {
  /** A path from the repository's top, relative to the workspace; undefined outside it or excluded. */
  local: (path: string | undefined) => string | undefined
  /** The same for a folder, '' for the workspace itself. */
  localDir: (path: string) => string | undefined
  /** Whether a path relative to the workspace is excluded. */
  excluded: (rel: string) => boolean
  /** The exclusions, as one string (a different one means a different tree). */
  excludedKey: string
}

/**
 * The fingerprint inside a git work tree, from one `git status` (HEAD comes from its branch header):
 * every staged, unstaged and untracked path under the workspace with its XY, its staged blob and what
 * the work tree holds there now. With `untracked`, git collapses each untracked folder to one line and
 * the index expands it as git would have (see `UntrackedIndex`): the fingerprint is the same either
 * way. Throws when git fails.
 */
export async function gitTreeState(
  root: string,
  paths: GitPaths,
  cache: ContentCache,
  git: GitOptions,
  untracked?: UntrackedIndex,
  fast?: FastStatus
): Promise<TreeState> {
  const index = untracked?.usable ? untracked : undefined
  // Each waits for its watch's marker: side by side, the waits overlap.
  const [quick] = await Promise.all([
    fast?.status(paths.excluded, paths.excludedKey, index !== undefined),
    index?.begin(paths.excluded)
  ])
  const listed = quick ?? (await gitStatus(root, git, index !== undefined))
  if (!quick) fast?.remember(listed, index !== undefined)
  const status = index ? withFoldersOverDeleted(root, paths, listed) : listed
  const collapsed = index
    ? status.entries.flatMap(({ xy, path }) => {
        const rel = xy === '??' && path.endsWith('/') ? paths.localDir(path) : undefined
        return rel === undefined ? [] : [{ path, rel }]
      })
    : []
  const folders = index
    ? await index.expand(collapsed, status.entries, paths.local, paths.excluded)
    : new Map<string, Expanded>()
  const entries: StatusV2Entry[] = []
  const rels: (string | undefined)[] = []
  const origs: (string | undefined)[] = []
  // In git's order: an entry of its own (an index into `entries`) or an expanded folder.
  const order: (number | Expanded)[] = []
  for (const entry of status.entries) {
    const folder = folders.get(entry.path)
    if (folder) {
      order.push(folder)
      continue
    }
    const rel = paths.local(entry.path)
    const orig = entry.origPath === undefined ? undefined : paths.local(entry.origPath)
    if (rel === undefined && orig === undefined) continue
    order.push(entries.length)
    entries.push(entry)
    rels.push(rel)
    origs.push(orig)
  }
  const contents = await cache.contents(root, rels)
  const changed = new Set<string>()
  // One string hashed once: thousands of small updates cost more than the hashing.
  const lines = order.map(at => {
    if (typeof at !== 'number') {
      for (const rel of at.rels) changed.add(rel)
      return at.lines
    }
    const [e, rel, orig] = [entries[at], rels[at], origs[at]]
    if (orig !== undefined) changed.add(orig)
    if (rel !== undefined) changed.add(rel)
    return `${e.xy}\0${e.index ?? ''}\0${rel ?? ''}\0${orig ?? ''}\0${contents[at]}\n`
  })
  const hash = createHash('sha256').update(`git\0${status.head ?? 'unborn'}\n${lines.join('')}`)
  return { hash: hash.digest('hex'), changed: [...changed] }
}
