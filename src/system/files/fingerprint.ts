import path from 'node:path'
import { ContentCache } from '../content-cache.js'
import { gitTreeState } from '../git/fingerprint-git.js'
import { gitPrefix, type GitOptions } from '../git/run-git.js'
import type { FastStatus } from '../fast-status.js'
import type { UntrackedIndex } from '../untracked-index.js'
import { isExcluded, WalkIndex } from '../walk-index.js'
import type { TreeState } from '../../ports/workspace.js'

/** What a caller keeps between fingerprints of one tree; each part is made when first needed. */
export interface TreeMemory {
  /** `gitPrefix(root)`: where the tree sits in its repository (undefined outside git). */
  prefix?: Promise<string | undefined>
  /** What the files git lists held (see `ContentCache`). */
  cache?: ContentCache
  /** The untracked folders, inside git (see `UntrackedIndex`; undefined: git lists every file). */
  untracked?: () => UntrackedIndex | undefined
  /** `git status` without git when only tracked files changed (see `FastStatus`; at the repository's top only). */
  fast?: () => FastStatus | undefined
  /** The tree outside git (see `WalkIndex`). */
  walk?: () => WalkIndex
}

/**
 * Fingerprint of the working tree at `root`. Inside a git work tree: one `git status` (staged,
 * unstaged, untracked, and HEAD's sha from its branch header) and what every changed path holds,
 * limited to `root` even when it is a subfolder of the repository. Elsewhere: path, size and mtime of
 * every file under `root`. `exclude` holds paths relative to `root` (folders or files); `.git` is
 * always excluded. `memory` is what the caller keeps between calls, so that a call reads again only
 * what changed; `git` says how git runs. Throws when `root` is in a work tree but git fails.
 */
export async function treeState(
  root: string,
  exclude: string[],
  git: GitOptions = {},
  memory: TreeMemory = {}
): Promise<TreeState> {
  const excluded = normalizeExcludes(root, exclude)
  const prefix = await (memory.prefix ?? gitPrefix(root, git))
  if (prefix === undefined) return (memory.walk?.() ?? new WalkIndex(root)).state(excluded)
  const out = (rel: string) => isExcluded(rel, excluded)
  // Porcelain paths are relative to the repository's top; make them relative to the workspace.
  const local = (p: string | undefined): string | undefined => {
    if (p === undefined || !p.startsWith(prefix)) return undefined
    let rel = prefix ? p.slice(prefix.length) : p
    if (rel.endsWith('/')) rel = rel.slice(0, -1)
    return rel && !out(rel) ? rel : undefined
  }
  // An untracked folder may be the workspace itself ('').
  const localDir = (p: string) => (prefix !== '' && p === prefix ? '' : local(p))
  const paths = { local, localDir, excluded: out, excludedKey: excluded.join('\0') }
  const fast = prefix === '' ? memory.fast?.() : undefined
  return gitTreeState(root, paths, memory.cache ?? new ContentCache(), git, memory.untracked?.(), fast)
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

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}
