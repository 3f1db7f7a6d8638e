import { createHash } from 'node:crypto'
import type { ContentCache } from './content-cache.js'
import type { Expanded, UntrackedIndex } from './untracked-index.js'
import { runGit, type GitOptions } from './git.js'
import type { TreeState } from '../ports/workspace.js'

/** One entry of `git status --porcelain=v2 -z`: XY, the staged blob when there is one, path, origin. */
export interface StatusV2Entry {
  xy: string
  /** The object name in the index (`hI`), for changed tracked entries. */
  index?: string
  path: string
  origPath?: string
}

/** What `git status --porcelain=v2 --branch -z` says: HEAD (undefined on an unborn branch) and the entries. */
export interface StatusV2 {
  head: string | undefined
  entries: StatusV2Entry[]
}

// Fields before the path: `1 XY sub mH mI mW hH hI path`, `2 … hI Xscore path\0orig`, `u XY sub m1 m2 m3 mW h1 h2 h3 path`.
const FIELDS_BEFORE_PATH: Record<string, number> = { '1': 8, '2': 9, u: 10 }

/**
 * Parses `git status --porcelain=v2 --branch -z`. Paths stay relative to the repository's top, as
 * porcelain prints them whatever the cwd; they may hold spaces (fields are split by count, not by space).
 */
export function parseStatusV2(output: string): StatusV2 {
  const fields = output.split('\0')
  const status: StatusV2 = { head: undefined, entries: [] }
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? ''
    const kind = field.slice(0, 2)
    if (field.startsWith('# branch.oid ')) {
      const oid = field.slice('# branch.oid '.length).trim()
      status.head = oid === '(initial)' ? undefined : oid
    } else if (kind === '? ' || kind === '! ') {
      status.entries.push({ xy: field[0] === '?' ? '??' : '!!', path: field.slice(2) })
    } else {
      const count = FIELDS_BEFORE_PATH[field[0] ?? '']
      if (count === undefined || field[1] !== ' ') continue
      let at = -1
      for (let n = 0; n < count && (at = field.indexOf(' ', at + 1)) !== -1; n++);
      if (at === -1) continue
      const meta = field.slice(0, at).split(' ')
      const entry: StatusV2Entry = { xy: meta[1] ?? '', path: field.slice(at + 1) }
      if (field[0] !== 'u' && meta[7]) entry.index = meta[7]
      if (field[0] === '2') entry.origPath = fields[++i]
      status.entries.push(entry)
    }
  }
  return status
}

/** How paths from git's output map onto the workspace (see `treeState`). */
export interface GitPaths {
  /** A path from the repository's top, relative to the workspace; undefined outside it or excluded. */
  local: (path: string | undefined) => string | undefined
  /** The same for a folder, '' for the workspace itself. */
  localDir: (path: string) => string | undefined
  /** Whether a path relative to the workspace is excluded. */
  excluded: (rel: string) => boolean
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
  untracked?: UntrackedIndex
): Promise<TreeState> {
  const index = untracked?.usable ? untracked : undefined
  await index?.begin(paths.excluded)
  // `-- .` keeps the status to the workspace when it is a subfolder of the repository.
  const mode = index ? 'normal' : 'all'
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
  const status = parseStatusV2(result.stdout)
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
