import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { blobOid, parseIndex, plainRepository, type IndexEntry } from './git-index.js'
import type { GitOptions } from './git/run-git.js'
import { look } from './files/read-file.js'
import { listed, withWorktree, type StatusV2 } from './git/status-v2.js'
import type { TreeWatch } from './tree-watch.js'

/** Names in `.git` whose change leaves `git status` as it was. */
const QUIET_IN_GIT = new Set(['objects', 'logs'])

/**
 * `git status` without git, for the common iteration: the watch reports that only tracked files
 * changed (an agent editing code), nothing in `.git` (no commit, no `git add`) and HEAD is where it
 * was. Each such file is compared with its staged blob from the index file, as git compares it
 * (content and executable bit), and the last status is updated in place: the result is the status
 * git would print. Anything else (a new or untracked path, a folder created or replaced, a change in
 * `.git`, an index this reader cannot parse, attributes or settings that make git convert files, a
 * repository bigger than the watch) leaves it to git, whose status becomes the base for the next call.
 * Only for a workspace at the top of its repository, with `.git` a folder. Never on the first call, so
 * that the cold start pays for nothing: the watch is set up on the second.
 */
export class FastStatus {
  /** The status the last fingerprint came from (git's, or this class's). */
  private last: StatusV2 | undefined
  private index: { key: string; entries: Map<string, IndexEntry> } | undefined
  private calls = 0
  private ready = false
  private off = false
  private excludedKey = ''
  private collapsed = false

  constructor(
    private readonly root: string,
    private readonly watch: TreeWatch,
    private readonly git: GitOptions
  ) {}

  /** The status now when it can stand in for git's, else undefined (then run git and `remember` its status). */
  async status(
    excluded: (rel: string) => boolean,
    key: string,
    collapsed: boolean
  ): Promise<StatusV2 | undefined> {
    if (this.off || ++this.calls < 2) return undefined
    // The last status lists untracked files one way; asked for the other, git lists them again.
    if (collapsed !== this.collapsed) this.last = undefined
    if (!this.ready || key !== this.excludedKey) return this.setUp(excluded, key)
    const events = (await this.watch.settle()) ? this.watch.take() : undefined
    if (this.watch.failed) return this.stop()
    if (!events || !this.last) return this.setUp(excluded, key)
    const news: string[] = []
    const status = this.apply(events, excluded, news, this.last)
    for (const dir of news) this.watch.addTree(dir, excluded)
    if (status) this.last = status
    return status
  }

  /** The status git printed (`collapsed`: with `--untracked-files=normal`), the base of the next call. */
  remember(status: StatusV2, collapsed: boolean): void {
    this.last = { head: status.head, entries: status.entries.filter(e => e.xy !== '!!') }
    this.collapsed = collapsed
  }

  close(): void {
    this.watch.close()
  }

  private async setUp(excluded: (rel: string) => boolean, key: string): Promise<undefined> {
    this.watch.reset()
    this.last = undefined
    if (!this.ready && !(await plainRepository(this.root, this.git))) return this.stop()
    this.ready = true
    this.excludedKey = key
    this.watch.add('.git')
    if (existsSync(path.join(this.root, '.git', 'info'))) this.watch.add('.git/info')
    this.watch.addTree('', excluded)
    return this.watch.failed ? this.stop() : undefined
  }

  private stop(): undefined {
    this.off = true
    this.watch.close()
    return undefined
  }

  /**
   * The status after `events`, or undefined when git must say. Every event is looked at either way,
   * so that a folder created or moved here is in `news`, to be watched before git lists it.
   */
  private apply(
    events: Map<string, Map<string, 'rename' | 'change'>>,
    excluded: (rel: string) => boolean,
    news: string[],
    last: StatusV2
  ): StatusV2 | undefined {
    let full = false
    for (const dir of ['.git', '.git/info']) {
      for (const name of events.get(dir)?.keys() ?? []) if (!QUIET_IN_GIT.has(name)) full = true
    }
    const index = full || this.head() !== last.head ? undefined : this.loadIndex()
    if (!index || last.entries.some(e => e.path.endsWith('.gitattributes'))) full = true
    const worktree = new Map<string, string>()
    for (const [dir, names] of events) {
      if (dir === '.git' || dir.startsWith('.git/')) continue
      for (const [name, type] of names) {
        const rel = dir ? `${dir}/${name}` : name
        if (name === '') {
          // The folder as a whole is suspect: watched again, and git lists it.
          this.watch.removeUnder(dir)
          news.push(dir)
          full = true
          continue
        }
        if (excluded(rel)) continue
        // A folder named `.git` makes a nested repository (not watched inside); an ignore file changes
        // what git lists as untracked.
        if (name === '.git' || name === '.gitignore' || name === '.gitmodules') full = true
        if (name === '.git') continue
        const stats = look(path.join(this.root, rel))
        if (stats === 'unknown') {
          full = true
          continue
        }
        if (stats?.isDirectory()) {
          if (type === 'change' && this.watch.has(rel)) continue
          // A folder created, replaced or moved here.
          this.watch.removeUnder(rel)
          news.push(rel)
          full = true
          continue
        }
        if (!stats && this.watch.has(rel)) {
          // A folder gone: what it held is for git to say.
          this.watch.removeUnder(rel)
          full = true
          continue
        }
        const entry = full ? undefined : index?.get(rel)
        if (!entry) {
          // A file that came and went (an editor's temp file) changes nothing; anything else is git's to list.
          if (stats || listed(last, rel)) full = true
          continue
        }
        const y = stats ? this.compare(rel, stats, entry) : 'D'
        if (y === undefined) full = true
        else worktree.set(rel, y)
      }
    }
    return full || !index ? undefined : withWorktree(last, worktree, file => index.get(file)?.oid)
  }

  /** '.' when the file matches its staged blob (content and executable bit), 'M' when not, undefined for git to say. */
  private compare(
    rel: string,
    stats: { isFile(): boolean; mode: number },
    entry: IndexEntry
  ): string | undefined {
    if (entry.special || (entry.mode !== 0o100644 && entry.mode !== 0o100755) || !stats.isFile())
      return undefined
    if ((entry.mode === 0o100755) !== ((stats.mode & 0o100) !== 0)) return 'M'
    try {
      return blobOid(readFileSync(path.join(this.root, rel))) === entry.oid ? '.' : 'M'
    } catch {
      return undefined
    }
  }

  /** HEAD's commit from `.git/HEAD` and the ref it names (loose or packed); undefined on an unborn branch. */
  private head(): string | undefined {
    try {
      return this.readHead()
    } catch {
      // Mid-change (a ref being replaced): never equal to a commit, so git is asked.
      return 'unreadable'
    }
  }

  private readHead(): string | undefined {
    const gitDir = path.join(this.root, '.git')
    const text = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim()
    if (!text.startsWith('ref: ')) return text
    const ref = text.slice(5)
    const loose = path.join(gitDir, ref)
    if (existsSync(loose)) return readFileSync(loose, 'utf8').trim()
    const packed = existsSync(path.join(gitDir, 'packed-refs'))
      ? readFileSync(path.join(gitDir, 'packed-refs'), 'utf8')
      : ''
    return packed
      .split('\n')
      .find(line => line.endsWith(` ${ref}`))
      ?.split(' ')[0]
  }

  /** The index file's entries, parsed again only when the file changed; undefined when it cannot be read or has attributes. */
  private loadIndex(): Map<string, IndexEntry> | undefined {
    const file = path.join(this.root, '.git', 'index')
    const s = look(file)
    if (s === 'unknown') return undefined
    const key = s ? `${s.size}:${s.mtimeMs}:${s.ino}` : '-'
    if (this.index?.key !== key) {
      let entries: Map<string, IndexEntry> | undefined
      try {
        entries = s ? parseIndex(readFileSync(file)) : new Map<string, IndexEntry>()
      } catch {
        // Replaced since the lstat: git is asked.
      }
      if (!entries || [...entries.keys()].some(p => p === '.gitattributes' || p.endsWith('/.gitattributes')))
        return undefined
      this.index = { key, entries }
    }
    return this.index.entries
  }
}
