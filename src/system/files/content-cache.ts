import type { Stats } from 'node:fs'

/**
 * A file changed this recently is read again next time: timestamps are coarse (a tick, a second or two
 * on some file systems), so a second write in the same tick could keep the same identity (git's
 * "racily clean" entries).
 */
export const RACY_MS = 3000

/**
 * What files held, by their lstat identity (size, mtime, ctime, inode, device), as git's index does for
 * tracked files. Kept only because the bench needs it: 5,000 untracked files (an `npm install` without a
 * `.gitignore`) cost 60 ms of reads an iteration against a 10 ms `git status` (issue 22's target: 1.5 ×).
 * Every write changes mtime and ctime, and ctime cannot be set back, so a file whose identity is as it
 * was holds what it held; a file that had changed less than `racyMs` before it was read is not
 * remembered. Holds the files of the last fingerprint only.
 */
export class ContentCache {
  private known = new Map<string, { identity: string; content: string }>()
  private next = new Map<string, { identity: string; content: string }>()
  private startedAt = 0

  constructor(private readonly racyMs = RACY_MS) {}

  /** Starts a fingerprint at `now` (epoch ms): what it does not ask for is forgotten at `end`. */
  begin(now: number): void {
    this.startedAt = now
    this.next = new Map()
  }

  end(): void {
    this.known = this.next
  }

  /** What the file at `abs` (lstat'd as `stats`) holds: remembered, or `read()` now. */
  content(abs: Buffer, stats: Stats, read: () => string): string {
    const key = abs.toString('latin1')
    const identity = `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}:${stats.dev}`
    const old = this.known.get(key)
    if (old?.identity === identity) {
      this.next.set(key, old)
      return old.content
    }
    const content = read()
    if (Math.max(stats.mtimeMs, stats.ctimeMs) < this.startedAt - this.racyMs)
      this.next.set(key, { identity, content })
    return content
  }
}
