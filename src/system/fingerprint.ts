import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, type Dirent } from 'node:fs'
import path from 'node:path'
import { ContentCache, eachBatch } from './content-cache.js'
import { gitTreeState } from './fingerprint-git.js'
import { gitPrefix, type GitOptions } from './git.js'
import type { TreeState } from '../ports/workspace.js'

const NO_THROW = { throwIfNoEntry: false } as const
// Outside git the list is only informational; the hash still covers every file.
const WALK_CHANGED_CAP = 1000

/**
 * Fingerprint of the working tree at `root`. Inside a git work tree: one `git status` (staged,
 * unstaged, untracked, and HEAD's sha from its branch header) and what every changed path holds,
 * limited to `root` even when it is a subfolder of the repository; `cache` remembers file contents
 * between calls (see `ContentCache`). Elsewhere: path, size and mtime of every file under `root`.
 * `exclude` holds paths relative to `root` (folders or files); `.git` is always excluded.
 * `knownPrefix` is `gitPrefix(root)` from an earlier call, when the caller keeps it; `git` says how
 * git runs. Throws when `root` is in a work tree but `git status` fails.
 */
export async function treeState(
  root: string,
  exclude: string[],
  knownPrefix?: Promise<string | undefined>,
  git: GitOptions = {},
  cache: ContentCache = new ContentCache()
): Promise<TreeState> {
  const excluded = normalizeExcludes(root, exclude)
  const prefix = await (knownPrefix ?? gitPrefix(root, git))
  if (prefix === undefined) return walkTreeState(root, excluded)
  // Porcelain paths are relative to the repository's top; make them relative to the workspace.
  const local = (p: string | undefined): string | undefined => {
    if (p === undefined || !p.startsWith(prefix)) return undefined
    let rel = prefix ? p.slice(prefix.length) : p
    if (rel.endsWith('/')) rel = rel.slice(0, -1)
    return rel && !isExcluded(rel, excluded) ? rel : undefined
  }
  return gitTreeState(root, local, cache, git)
}

/** Exclusions as clean posix paths relative to `root`; entries outside `root`, or `root` itself, are dropped. */
export function normalizeExcludes(root: string, exclude: string[]): string[] {
  const out = ['.git']
  for (const entry of exclude) {
    const rel = toPosix(path.relative(root, path.resolve(root, entry)))
    if (rel === '' || rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) continue
    out.push(rel)
  }
  return out
}

function isExcluded(rel: string, excluded: string[]): boolean {
  return excluded.some(e => rel === e || rel.startsWith(`${e}/`))
}

/** Path, size and mtime of every file under `root`, read synchronously in batches (much faster than a promise per file). */
async function walkTreeState(root: string, excluded: string[]): Promise<TreeState> {
  const leaves: string[] = []
  const dirs = ['']
  let read = 0
  for (let dir = dirs.pop(); dir !== undefined; dir = dirs.pop()) {
    if (++read % 256 === 0) await new Promise(resolve => setImmediate(resolve))
    let entries: Dirent[] = []
    try {
      entries = readdirSync(path.join(root, dir), { withFileTypes: true })
    } catch {
      // A folder that vanished or cannot be read has no files to count.
    }
    for (const entry of entries) {
      if (entry.name === '.git') continue
      const rel = dir ? `${dir}/${entry.name}` : entry.name
      if (isExcluded(rel, excluded)) continue
      // Dirent types come from lstat semantics, so a symlinked directory is a leaf and is not followed.
      if (entry.isDirectory()) dirs.push(rel)
      else leaves.push(rel)
    }
  }
  leaves.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const hash = createHash('sha256').update('walk\n')
  const files: string[] = []
  const base = root.endsWith(path.sep) ? root : `${root}${path.sep}`
  let lines: string[] = []
  await eachBatch(leaves, rel => {
    let s
    try {
      s = lstatSync(`${base}${rel}`, NO_THROW)
    } catch {
      // Gone or unreadable since the folder was read: not a file to count.
    }
    if (!s) return
    lines.push(`${rel}\0${s.size}\0${s.mtimeMs}\n`)
    // One update per thousand files: an update per file costs more than the hashing itself.
    if (lines.length === 1000) {
      hash.update(lines.join(''))
      lines = []
    }
    if (files.length < WALK_CHANGED_CAP) files.push(rel)
  })
  hash.update(lines.join(''))
  return { hash: hash.digest('hex'), changed: files }
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}
