import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { lstat, readdir, readlink } from 'node:fs/promises'
import path from 'node:path'
import { gitPrefix, headSha, parseStatusZ, runGit, type GitOptions } from './git.js'
import type { TreeState } from '../ports/workspace.js'

// Outside git the list is only informational; the hash still covers every file.
const WALK_CHANGED_CAP = 1000
// Enough parallel reads to hide disk latency without running out of file descriptors.
const CONCURRENCY = 32

/**
 * Fingerprint of the working tree at `root`. Inside a git work tree: `git status` (staged, unstaged,
 * untracked), HEAD's sha and a content hash of every changed file, limited to `root` even when it is a
 * subfolder of the repository. Elsewhere: path, size and mtime of every file under `root`. `exclude`
 * holds paths relative to `root` (folders or files); `.git` is always excluded. `knownPrefix` is
 * `gitPrefix(root)` from an earlier call, when the caller keeps it; `git` says how git runs. Throws when
 * `root` is in a work tree but `git status` fails.
 */
export async function treeState(
  root: string,
  exclude: string[],
  knownPrefix?: Promise<string | undefined>,
  git: GitOptions = {}
): Promise<TreeState> {
  const excluded = normalizeExcludes(root, exclude)
  const prefix = await (knownPrefix ?? gitPrefix(root, git))
  return prefix === undefined ? walkTreeState(root, excluded) : gitTreeState(root, prefix, excluded, git)
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

async function gitTreeState(
  root: string,
  prefix: string,
  excluded: string[],
  git: GitOptions
): Promise<TreeState> {
  // `-- .` keeps the status to the workspace when it is a subfolder of the repository.
  const args = ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--', '.']
  const [head, status] = await Promise.all([headSha(root, git), runGit(root, args, git)])
  if (status.code !== 0) {
    throw new Error(`git status failed in ${root} (exit ${status.code}): ${status.stderr.trim()}`)
  }
  // Porcelain paths are relative to the repository's top; make them relative to the workspace.
  const local = (p: string | undefined): string | undefined => {
    if (p === undefined || !p.startsWith(prefix)) return undefined
    const rel = p.slice(prefix.length).replace(/\/$/, '')
    return rel && !isExcluded(rel, excluded) ? rel : undefined
  }
  const entries = parseStatusZ(status.stdout).flatMap(entry => {
    const rel = local(entry.path)
    const orig = local(entry.origPath)
    return rel === undefined && orig === undefined ? [] : [{ xy: entry.xy, rel, orig }]
  })
  const contents = await mapLimit(entries, CONCURRENCY, e =>
    e.rel === undefined ? Promise.resolve('') : contentOf(path.join(root, e.rel))
  )
  const hash = createHash('sha256').update(`git\0${head ?? 'unborn'}\n`)
  const changed = new Set<string>()
  entries.forEach((e, i) => {
    hash.update(`${e.xy}\0${e.rel ?? ''}\0${e.orig ?? ''}\0${contents[i]}\n`)
    if (e.orig !== undefined) changed.add(e.orig)
    if (e.rel !== undefined) changed.add(e.rel)
  })
  return { hash: hash.digest('hex'), changed: [...changed] }
}

/** What a changed path holds now; editing an already-modified file again changes this. */
async function contentOf(abs: string): Promise<string> {
  try {
    const stats = await lstat(abs)
    if (stats.isSymbolicLink()) return `link:${await readlink(abs)}`
    // A nested repository or submodule shows up as one directory entry; its name is all we hash.
    if (!stats.isFile()) return stats.isDirectory() ? 'dir' : 'other'
    return `file:${await hashFile(abs)}`
  } catch (error) {
    // Deleted files (or files gone since `git status` ran) count by name and this marker.
    return `missing:${(error as NodeJS.ErrnoException).code ?? 'error'}`
  }
}

function hashFile(abs: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(abs)
      .on('error', reject)
      .on('data', chunk => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
  })
}

interface WalkedFile {
  rel: string
  size: number
  mtimeMs: number
}

async function walkTreeState(root: string, excluded: string[]): Promise<TreeState> {
  const files: WalkedFile[] = []
  const dirs = ['']
  for (let dir = dirs.pop(); dir !== undefined; dir = dirs.pop()) {
    const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => [])
    const leaves: string[] = []
    for (const entry of entries) {
      if (entry.name === '.git') continue
      const rel = dir ? `${dir}/${entry.name}` : entry.name
      if (isExcluded(rel, excluded)) continue
      // Dirent types come from lstat semantics, so a symlinked directory is a leaf and is not followed.
      if (entry.isDirectory()) dirs.push(rel)
      else leaves.push(rel)
    }
    const stats = await mapLimit(leaves, CONCURRENCY, rel =>
      lstat(path.join(root, rel)).catch(() => undefined)
    )
    leaves.forEach((rel, i) => {
      const s = stats[i]
      if (s) files.push({ rel, size: s.size, mtimeMs: s.mtimeMs })
    })
  }
  files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))
  const hash = createHash('sha256').update('walk\n')
  for (const f of files) hash.update(`${f.rel}\0${f.size}\0${f.mtimeMs}\n`)
  return { hash: hash.digest('hex'), changed: files.slice(0, WALK_CHANGED_CAP).map(f => f.rel) }
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}
