import { existsSync, lstatSync, readdirSync, readFileSync, type Dirent } from 'node:fs'
import path from 'node:path'
import { blobOid, parseIndex, plainRepository, type IndexEntry } from './git-index.js'
import type { GitOptions } from './git.js'
import type { StatusV2, StatusV2Entry } from './status-v2.js'
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

  constructor(
    private readonly root: string,
    private readonly watch: TreeWatch,
    private readonly git: GitOptions
  ) {}

  /** The status now when it can stand in for git's, else undefined (then run git and `remember` its status). */
  async status(excluded: (rel: string) => boolean, key: string): Promise<StatusV2 | undefined> {
    if (this.off || ++this.calls < 2) return undefined
    if (!this.ready || key !== this.excludedKey) return this.setUp(excluded, key)
    const events = (await this.watch.settle()) ? this.watch.take() : undefined
    if (this.watch.failed) return this.stop()
    if (!events || !this.last) return this.setUp(excluded, key)
    const news: string[] = []
    const status = this.apply(events, excluded, news, this.last)
    for (const dir of news) this.watchUnder(dir, excluded)
    if (status) this.last = status
    return status
  }

  /** The status git printed, the base of the next call. */
  remember(status: StatusV2): void {
    this.last = { head: status.head, entries: status.entries.filter(e => e.xy !== '!!') }
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
    this.watchUnder('', excluded)
    return this.watch.failed ? this.stop() : undefined
  }

  private stop(): undefined {
    this.off = true
    this.watch.close()
    return undefined
  }

  /** The status after `events`, or undefined when git must say (`news` gets folders to watch first). */
  private apply(
    events: Map<string, Map<string, 'rename' | 'change'>>,
    excluded: (rel: string) => boolean,
    news: string[],
    last: StatusV2
  ): StatusV2 | undefined {
    for (const dir of ['.git', '.git/info']) {
      for (const name of events.get(dir)?.keys() ?? []) if (!QUIET_IN_GIT.has(name)) return undefined
    }
    if (this.head() !== last.head) return undefined
    const index = this.loadIndex()
    if (!index || [...last.entries].some(e => e.path.endsWith('.gitattributes'))) return undefined
    const worktree = new Map<string, string>()
    let full = false
    for (const [dir, names] of events) {
      if (dir === '.git' || dir.startsWith('.git/')) continue
      for (const [name, type] of names) {
        const rel = dir ? `${dir}/${name}` : name
        if (name !== '' && excluded(rel)) continue
        if (name === '' || name === '.git') return undefined
        const stats = lstatSync(path.join(this.root, rel), { throwIfNoEntry: false })
        if (stats?.isDirectory()) {
          if (type === 'change' && this.watch.has(rel)) continue
          // A folder created, replaced or moved here: watched before git lists what it holds.
          this.watch.removeUnder(rel)
          news.push(rel)
          full = true
          continue
        }
        if (!stats && this.watch.has(rel)) this.watch.removeUnder(rel)
        const entry = index.get(rel)
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
    return full ? undefined : update(last, worktree, index)
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
    const s = lstatSync(file, { throwIfNoEntry: false })
    const key = s ? `${s.size}:${s.mtimeMs}:${s.ino}` : '-'
    if (this.index?.key !== key) {
      const entries = s ? parseIndex(readFileSync(file)) : new Map<string, IndexEntry>()
      if (!entries || [...entries.keys()].some(p => p === '.gitattributes' || p.endsWith('/.gitattributes')))
        return undefined
      this.index = { key, entries }
    }
    return this.index.entries
  }

  /** Watches `rel` and every folder under it but `.git` and excluded paths; gives up past the watch's limit. */
  private watchUnder(rel: string, excluded: (rel: string) => boolean): void {
    const pending = [rel]
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
      if (!this.watch.add(dir)) return
      let entries: Dirent[] = []
      try {
        entries = readdirSync(dir ? path.join(this.root, dir) : this.root, { withFileTypes: true })
      } catch {
        // Gone since: its parent's watch says so.
      }
      for (const e of entries) {
        const child = dir ? `${dir}/${e.name}` : e.name
        if (e.isDirectory() && e.name !== '.git' && !excluded(child)) pending.push(child)
      }
    }
  }
}

/** Whether `rel` was an untracked path of `status`, or under an untracked folder of it. */
function listed(status: StatusV2, rel: string): boolean {
  return status.entries.some(
    e => e.xy === '??' && (e.path === rel || (e.path.endsWith('/') && rel.startsWith(e.path)))
  )
}

/** `last` with each path's worktree column (Y) replaced; its index column (X) stays: the index did not change. */
function update(
  last: StatusV2,
  worktree: Map<string, string>,
  index: Map<string, IndexEntry>
): StatusV2 | undefined {
  const entries = [...last.entries]
  for (const [rel, y] of worktree) {
    const at = entries.findIndex(e => e.path === rel && e.xy !== '??')
    const before = at >= 0 ? entries[at] : undefined
    // An unmerged entry (no staged blob of its own) is git's to describe.
    if (before && before.index === undefined) return undefined
    const xy = `${before?.xy[0] ?? '.'}${y}`
    if (at >= 0) entries.splice(at, 1)
    if (xy === '..') continue
    const entry: StatusV2Entry = { xy, index: index.get(rel)?.oid, path: rel }
    // Tracked entries come first, in git's byte order of paths.
    let to = 0
    while (
      to < entries.length &&
      entries[to]?.xy !== '??' &&
      entries[to]?.xy !== '!!' &&
      byteOrder(entries[to]?.path ?? '', rel) < 0
    )
      to++
    entries.splice(to, 0, entry)
  }
  return { head: last.head, entries }
}

function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}
