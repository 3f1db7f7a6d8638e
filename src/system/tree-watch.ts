import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  watch,
  type Dirent,
  type FSWatcher
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Folders one watch follows at most: each costs about 2.5 KB of memory and a kernel watch. */
export const MAX_WATCHED_DIRS = 4096
/** How long `settle` waits for its own marker before it gives the watch up. */
const SETTLE_TIMEOUT_MS = 2000

/** What happened under the watched folders since the last `take`: per folder, the names seen, `rename` winning over `change`. */
export type TreeEvents = Map<string, Map<string, 'rename' | 'change'>>

/**
 * Which names changed in which folders under `root`, from inotify (through `fs.watch`, one watch per
 * folder: Linux has no recursive watch). A caller that lstats only those names instead of every file
 * must be sure it missed nothing, so the watch says when it cannot vouch for what it saw: `take`
 * returns undefined after any error, a folder it could not watch, or so many events that the kernel's
 * queue may have overflowed (libuv drops the overflow event silently, so the count stands in for it);
 * the caller then reads everything again. `settle` first waits until every event queued so far has been
 * delivered: the inotify queue is one FIFO, so the event of a marker file created now comes after all
 * of them. Not for file systems that do not report to inotify (a network mount changed from another
 * machine) or for writes through a memory map: neither happens to a job's checkout.
 */
export class TreeWatch {
  private watchers = new Map<string, FSWatcher>()
  private events: TreeEvents = new Map()
  private count = 0
  /** Since the last `reset`: an event may have been missed. */
  private broken = false
  /** For good: a folder could not be watched (the kernel's limit, permissions) or the marker failed. */
  private dead = false
  private marker:
    | { dir: string; watcher: FSWatcher; n: number; worked?: boolean; waiting?: (seen: boolean) => void }
    | undefined

  constructor(
    private readonly root: string,
    private readonly limits = { dirs: MAX_WATCHED_DIRS, events: overflowGuard() }
  ) {}

  /** Whether watching can work here at all: Linux (inotify) only. */
  static supported(): boolean {
    return process.platform === 'linux'
  }

  /** Starts watching the folder `rel` (relative to the root; '' is the root). False once the watch cannot vouch any more. */
  add(rel: string): boolean {
    if (this.broken || this.dead) return false
    if (this.watchers.has(rel)) return true
    if (this.watchers.size >= this.limits.dirs) return this.fail(true)
    try {
      const watcher = watch(path.join(this.root, rel), { persistent: false }, (type, name) =>
        this.note(rel, type, name)
      )
      watcher.on('error', () => this.fail())
      this.watchers.set(rel, watcher)
      return true
    } catch (error) {
      // A folder gone before it could be watched is reported by its parent's watch; anything else
      // (the kernel's limit on watches, permissions) means the watch cannot see everything.
      return (error as NodeJS.ErrnoException).code === 'ENOENT' || this.fail(true)
    }
  }

  /**
   * Watches `rel` and every folder under it but `.git` and `excluded` ones, each before it is read; with
   * `stopAtRepositories`, not inside a nested repository (its folder itself is watched). False once the
   * watch cannot vouch any more.
   */
  addTree(rel: string, excluded: (rel: string) => boolean, stopAtRepositories = false): boolean {
    const pending = [rel]
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
      if (!this.add(dir)) return false
      let entries: Dirent[] = []
      try {
        entries = readdirSync(dir ? path.join(this.root, dir) : this.root, { withFileTypes: true })
      } catch {
        // Gone since: its parent's watch reports it.
      }
      if (stopAtRepositories && entries.some(e => e.name === '.git')) continue
      for (const e of entries) {
        const child = dir ? `${dir}/${e.name}` : e.name
        if (e.isDirectory() && e.name !== '.git' && !excluded(child)) pending.push(child)
      }
    }
    return true
  }

  /** Whether the folder `rel` is watched. */
  has(rel: string): boolean {
    return this.watchers.has(rel)
  }

  /** Stops watching `rel` and every folder under it. */
  removeUnder(rel: string): void {
    for (const [dir, watcher] of this.watchers) {
      if (dir === rel || rel === '' || dir.startsWith(`${rel}/`)) {
        watcher.close()
        this.watchers.delete(dir)
      }
    }
  }

  /**
   * Resolves once every event queued before the call has been delivered; false when the watch cannot
   * vouch for them. A marker that never shows up fails the watch for good if no marker ever did (the
   * marker's folder does not report to inotify), else only until the next `reset` (its event was lost
   * to an overflow of the queue).
   */
  async settle(): Promise<boolean> {
    if (this.broken || this.dead) return false
    try {
      this.marker ??= this.openMarker()
    } catch {
      return this.fail(true)
    }
    const marker = this.marker
    // Let libuv read what is queued first, so a full queue has room for the marker's event: the first
    // immediate may run before the loop's next poll, the second runs after it.
    for (let turn = 0; turn < 2; turn++) await new Promise(resolve => setImmediate(resolve))
    const name = `m${++marker.n}`
    const seen = new Promise<boolean>(resolve => {
      const timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS)
      marker.waiting = ok => {
        clearTimeout(timer)
        resolve(ok)
      }
    })
    try {
      closeSync(openSync(path.join(marker.dir, name), 'wx'))
      unlinkSync(path.join(marker.dir, name))
    } catch {
      marker.waiting?.(false)
    }
    if (await seen) return (marker.worked = true)
    return this.fail(!marker.worked)
  }

  /** The events since the last call, or undefined when they cannot be trusted (see the class). */
  take(): TreeEvents | undefined {
    const events = this.events
    const trusted = !this.broken && !this.dead && this.count < this.limits.events
    this.events = new Map()
    this.count = 0
    return trusted ? events : undefined
  }

  /** Forgets every folder and every event, and trusts again (unless failed for good): for a caller about to read everything. */
  reset(): void {
    this.removeUnder('')
    this.events = new Map()
    this.count = 0
    this.broken = false
  }

  /** Whether the watch has failed for good: every call reads everything. */
  get failed(): boolean {
    return this.dead
  }

  close(): void {
    this.removeUnder('')
    if (this.marker) {
      this.marker.watcher.close()
      rmSync(this.marker.dir, { recursive: true, force: true })
      this.marker = undefined
    }
  }

  private note(rel: string, type: string, name: string | Buffer | null): void {
    this.count += 1
    const names = this.events.get(rel) ?? new Map<string, 'rename' | 'change'>()
    this.events.set(rel, names)
    // No name (never seen on Linux for a folder's watch): the folder as a whole is suspect.
    const key = name === null ? '' : String(name)
    if (names.get(key) !== 'rename') names.set(key, type === 'rename' ? 'rename' : 'change')
  }

  private openMarker(): NonNullable<TreeWatch['marker']> {
    const dir = mkdtempSync(path.join(tmpdir(), 'ralph-watch-'))
    const marker: NonNullable<TreeWatch['marker']> = {
      dir,
      n: 0,
      watcher: watch(dir, { persistent: false }, (_type, name) => {
        if (String(name) === `m${marker.n}`) marker.waiting?.(true)
      })
    }
    marker.watcher.on('error', () => marker.waiting?.(false))
    return marker
  }

  private fail(forGood = false): false {
    this.broken = true
    this.dead ||= forGood
    this.removeUnder('')
    return false
  }
}

/**
 * Events between two `take`s past which the kernel's queue may have overflowed: an overflow means the
 * queue once held `max_queued_events`, all delivered before the next marker; half of it leaves a margin.
 */
function overflowGuard(): number {
  try {
    return Math.floor(Number(readFileSync('/proc/sys/fs/inotify/max_queued_events', 'utf8')) / 2) || 8192
  } catch {
    return 8192
  }
}
