import { look } from './files/read-file.js'
import path from 'node:path'
import { ContentCache, HASH_BUDGET } from './content-cache.js'
import { runGit, type GitOptions } from './git/run-git.js'
import { parseStatusV2 } from './git/status-v2.js'
import type { TreeEvents, TreeWatch } from './tree-watch.js'

/** One untracked folder as git collapses it, expanded to the files `--untracked-files=all` would list. */
export interface Expanded {
  /** Relative to the workspace, each with what it holds, in git's order. */
  rels: string[]
  /** The lines of these files in the fingerprint, joined. */
  lines: string
}

interface Folder extends Expanded {
  /** Relative to the workspace, without a trailing slash ('' when the workspace itself is untracked). */
  rel: string
  /** Its own content cache, so that a folder nobody touched is not looked at at all. */
  cache: ContentCache
}

/**
 * What git's `--untracked-files=all` would say of every untracked folder, kept between fingerprints so
 * that a `git status --untracked-files=normal` (one line for a whole untracked folder, about as cheap
 * as a clean tree) can stand in for it: a folder is listed again (`git status --untracked-files=all`
 * limited to the folders that need it) only when it is new or when the watch
 * reported a change anywhere under it, and only its changed files are looked at then. Nested
 * repositories are left to git, as it leaves them (one line, by name). Usable only while the watch is.
 */
export class UntrackedIndex {
  private folders = new Map<string, Folder>()
  private stale = new Set<string>()
  /** The ignore files' identities when the folders were listed (see `ignoresNow`). */
  private ignores = ''
  private infoExclude: Promise<string> | undefined

  constructor(
    private readonly root: string,
    private readonly watch: TreeWatch,
    private readonly git: GitOptions
  ) {}

  /** Whether `--untracked-files=normal` with this index can stand in for `=all` now. */
  get usable(): boolean {
    return !this.watch.failed
  }

  /**
   * Notes which folders changed since the last fingerprint (every one, when the watch cannot vouch
   * for its events). Call before `git status`, so that a change made after it is seen next time.
   */
  async begin(excluded: (rel: string) => boolean): Promise<void> {
    const events = (await this.watch.settle()) ? this.watch.take() : undefined
    if (!events) {
      this.watch.reset()
      this.folders.clear()
      this.stale.clear()
      return
    }
    for (const folder of this.folders.values()) {
      if (touched(folder.rel, events, excluded)) this.stale.add(folder.rel)
    }
  }

  /**
   * The expansions of the untracked folders of this `git status` (repository paths ending in '/',
   * with `rels` relative to the workspace): each from the last call when nothing under it changed,
   * else listed again. Folders not in `collapsed` any more are forgotten.
   */
  async expand(
    collapsed: { path: string; rel: string }[],
    status: { xy: string; path: string }[],
    local: (path: string) => string | undefined,
    excluded: (rel: string) => boolean
  ): Promise<Map<string, Expanded>> {
    // A changed ignore file outside the folders changes what git lists inside them: list all again.
    if (collapsed.length > 0 || this.folders.size > 0) {
      const ignores = await this.ignoresNow(status, local)
      if (ignores !== this.ignores) for (const rel of this.folders.keys()) this.stale.add(rel)
      this.ignores = ignores
    }
    const wanted = new Set(collapsed.map(c => c.rel))
    for (const rel of this.folders.keys()) {
      if (!wanted.has(rel)) this.forget(rel)
    }
    const redo = collapsed.filter(c => this.stale.has(c.rel) || !this.folders.has(c.rel))
    // Watch first, list after: a change made between the two is then reported next time.
    for (const { rel } of redo) {
      // A nested repository is one line whatever it holds: watched for its `.git` going, not inside.
      this.watch.removeUnder(rel)
      this.watch.addTree(rel, excluded, true)
    }
    const listed = redo.length > 0 ? await this.list(redo.map(c => c.path)) : []
    let budget = HASH_BUDGET
    for (const { path: top, rel } of redo) {
      const folder = this.folders.get(rel) ?? { rel, rels: [], lines: '', cache: new ContentCache() }
      const rels = listed.filter(p => p.startsWith(top)).flatMap(p => local(p) ?? [])
      const values = await folder.cache.contents(this.root, rels, budget)
      budget = Math.max(0, budget - rels.length)
      folder.rels = rels
      folder.lines = rels.map((r, i) => `??\0\0${r}\0\0${values[i]}\n`).join('')
      this.folders.set(rel, folder)
      this.stale.delete(rel)
    }
    return new Map(
      collapsed.flatMap(c => (this.folders.has(c.rel) ? [[c.path, this.folders.get(c.rel) as Folder]] : []))
    )
  }

  close(): void {
    this.watch.close()
  }

  private forget(rel: string): void {
    this.folders.delete(rel)
    this.stale.delete(rel)
    this.watch.removeUnder(rel)
  }

  /**
   * Who the ignore rules are now: every `.gitignore` that `git status` lists (any change to one shows
   * there: it appears, goes, or changes its lstat identity) and `info/exclude`. Not the global
   * excludes file, nor ignore files above the workspace: a change to those is seen once something
   * under the folder changes.
   */
  private async ignoresNow(
    listed: { xy: string; path: string }[],
    local: (path: string) => string | undefined
  ): Promise<string> {
    this.infoExclude ??= runGit(
      this.root,
      ['rev-parse', '--path-format=absolute', '--git-path', 'info/exclude'],
      this.git
    ).then(r => (r.code === 0 ? r.stdout.trim() : ''))
    const exclude = await this.infoExclude
    const lines = [`${exclude}\0${identity(exclude)}`]
    for (const { xy, path: p } of listed) {
      const rel = p === '.gitignore' || p.endsWith('/.gitignore') ? local(p) : undefined
      if (rel !== undefined) lines.push(`${xy}\0${rel}\0${identity(path.join(this.root, rel))}`)
    }
    return lines.join('\n')
  }

  /** The untracked, not ignored files under these repository paths, as `--untracked-files=all` lists them. */
  private async list(paths: string[]): Promise<string[]> {
    // The same command as the full listing, limited to these folders, so that it lists them exactly as
    // the full one would (`git ls-files --others` differs where a tracked file sits in a nested
    // repository). Pathspecs from the repository's top, taken as they are: no glob in a file name.
    const specs = paths.map(p => `:(top,literal)${p}`)
    const args = ['status', '--porcelain=v2', '-z', '--untracked-files=all', '--no-renames', '--', ...specs]
    const result = await runGit(this.root, args, this.git)
    if (result.code !== 0) {
      throw new Error(`git status failed in ${this.root} (exit ${result.code}): ${result.stderr.trim()}`)
    }
    return parseStatusV2(result.stdout)
      .entries.filter(e => e.xy === '??')
      .map(e => e.path)
  }
}

function identity(abs: string): string {
  const s = abs ? look(abs) : undefined
  if (s === 'unknown') return '?'
  return s ? `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}` : '-'
}

/** Whether any event under the folder `rel` names something not excluded (a `.git` counts: it makes a nested repository). */
function touched(rel: string, events: TreeEvents, excluded: (rel: string) => boolean): boolean {
  for (const [dir, names] of events) {
    if (rel !== '' && dir !== rel && !dir.startsWith(`${rel}/`)) continue
    for (const name of names.keys()) {
      if (name === '' || !excluded(dir ? `${dir}/${name}` : name)) return true
    }
  }
  return false
}
