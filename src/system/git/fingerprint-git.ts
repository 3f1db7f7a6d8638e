import { isUtf8 } from 'node:buffer'
import { createHash } from 'node:crypto'
import { isExcluded, shown, turn, under } from '../files/byte-names.js'
import { runGit, runGitBytes, type GitOptions } from './run-git.js'
import type { KnownContents } from '../files/known-contents.js'
import { parseStatusV2, type StatusV2Entry } from './status-v2.js'
import type { TreeState } from '../../ports/workspace.js'

/** What fingerprints in git keep between calls. */
export interface GitMemory {
  /** HEAD's tree by HEAD's commit (`headTree`). */
  trees: Map<string, string>
  /** What the listed files held, by identity (known-contents.ts). */
  contents: KnownContents
}

/** Where a fingerprint in git looks. Paths are bytes (latin1 strings, see byte-names.ts). */
export interface GitTree {
  /** The tree's folder. */
  root: string
  /** Its place in the repository, as `git rev-parse --show-prefix` prints it ('' at the top). */
  prefix: string
  /** Paths relative to `root` left out (`.git` needs none: git never lists it). */
  excluded: readonly string[]
}

// Entries read between two turns of the event loop.
const BATCH = 256

/**
 * The fingerprint inside a git work tree: one `git status --porcelain=v2 -z --untracked-files=all`
 * (submodules included, git's default), then HEAD's tree and, for every entry under `root`, git's
 * record of it and what the path holds now (`pathContent`; the executable bit of an untracked file too),
 * read again only when the file's identity changed since the previous fingerprint (known-contents.ts).
 * Every git setting (filters, `core.fileMode`, `core.trustctime`, the index format) is git's to apply:
 * nothing here reads git's files. A submodule or nested repository that git says is dirty counts by its
 * own fingerprint, so a further edit inside it is seen. Throws when git fails.
 */
export async function gitTreeState(tree: GitTree, git: GitOptions, memory: GitMemory): Promise<TreeState> {
  const { root, prefix, excluded } = tree
  // `-- .` keeps the status to the workspace when it is a subfolder of the repository.
  const args = [
    'status',
    '--porcelain=v2',
    '-z',
    '--untracked-files=all',
    '--no-renames',
    '--branch',
    '--',
    '.'
  ]
  const result = await runGitBytes(root, args, git)
  if (result.code !== 0)
    throw new Error(`git status failed in ${root} (exit ${result.code}): ${result.stderr.trim()}`)
  const status = parseStatusV2(result.stdout.toString('latin1'))
  // Porcelain paths are relative to the repository's top; make them relative to the workspace.
  const local = (p: string): string | undefined => {
    if (!p.startsWith(prefix)) return undefined
    const rel = p.slice(prefix.length).replace(/\/$/, '')
    return rel && !isExcluded(rel, excluded) ? rel : undefined
  }
  const hash = createHash('sha256').update(`git\0${await headTree(root, status.head, git, memory.trees)}\n`)
  const changed: string[] = []
  const rootBytes = Buffer.from(root, 'utf8')
  let read = 0
  for (const entry of status.entries) {
    const rel = local(entry.path)
    if (rel === undefined) continue
    if (++read % BATCH === 0) await turn()
    const now = isRepository(entry)
      ? await repositoryContent(tree, rel, git, memory)
      : memory.contents.contentOf(under(rootBytes, rel), entry.kind === '?')
    hash.update(`${entry.fields}\0${entry.path}\0${now}\n`, 'latin1')
    changed.push(shown(rel))
  }
  return { hash: hash.digest('hex'), changed, head: status.head ?? '' }
}

/**
 * Whether the entry is a repository of its own that git says is dirty: a submodule with a new commit,
 * changes or untracked files (`S` and a flag), or a whole untracked folder, which with
 * --untracked-files=all git lists only when it is a repository.
 */
function isRepository(entry: StatusV2Entry): boolean {
  return (entry.sub.startsWith('S') && entry.sub !== 'S...') || entry.path.endsWith('/')
}

/** A dirty repository of its own counts by its fingerprint. */
async function repositoryContent(
  tree: GitTree,
  rel: string,
  git: GitOptions,
  memory: GitMemory
): Promise<string> {
  const bytes = Buffer.from(rel, 'latin1')
  // A process can be started only in a folder whose name is UTF-8: such a submodule counts by its record.
  if (!isUtf8(bytes)) return 'repository'
  const inner = tree.excluded.flatMap(e => (e.startsWith(`${rel}/`) ? [e.slice(rel.length + 1)] : []))
  const root = `${tree.root}/${bytes.toString('utf8')}`
  return `repository:${(await gitTreeState({ root, prefix: '', excluded: inner }, git, memory)).hash}`
}

/**
 * The tree of HEAD's commit, 'unborn' before the first commit. The tree, not the commit: a commit that
 * leaves the content as it was (an empty commit, a `reset --soft` to the same tree) is no change. git is
 * asked only when the status header names a commit not seen before.
 */
async function headTree(
  root: string,
  commit: string | undefined,
  git: GitOptions,
  trees: Map<string, string>
): Promise<string> {
  if (commit === undefined) return 'unborn'
  const known = trees.get(commit)
  if (known !== undefined) return known
  const result = await runGit(root, ['rev-parse', '--verify', '--quiet', `${commit}^{tree}`], git)
  const tree = result.stdout.trim()
  if (result.code !== 0 || !tree)
    throw new Error(
      `git rev-parse ${commit}^{tree} failed in ${root} (exit ${result.code}): ${result.stderr.trim()}`
    )
  // A loop sees a handful of commits; the bound only keeps a very long run from growing the map.
  if (trees.size >= 1000) trees.clear()
  trees.set(commit, tree)
  return tree
}
