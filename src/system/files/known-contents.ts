import { lstatSync, type Stats } from 'node:fs'
import { pathContent } from './path-content.js'

// A file changed this close to the moment it is read (or later: a clock ahead of ours) may change again
// within the same tick of the file system's clock and keep its identity: it is read again next time, as
// git re-reads a "racily clean" entry. 3 s covers the coarsest clocks (FAT's 2 s mtime).
const RACY_MS = 3000

// A file's identity and what it held; the numbers alone are kept (a `Stats` holds four dates more).
type Known = Pick<Stats, 'size' | 'mtimeMs' | 'ctimeMs' | 'ino' | 'dev' | 'mode'> & { content: string }

/**
 * What the files of the previous fingerprint held, by their identity (SPEC §5 step 4): a listed file is
 * read again only when its size, mtime, ctime, inode, device or mode changed since, so a large untracked
 * file costs one `lstat` a fingerprint, not a read. Only the paths of the last fingerprint are kept.
 * `now` is the clock the racy rule compares with; `read` says what a path holds (`pathContent`).
 */
export class KnownContents {
  private previous = new Map<string, Known>()
  private current = new Map<string, Known>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly read: (abs: Buffer, execBit: boolean) => string = pathContent
  ) {}

  /** What `abs` holds now, as `pathContent(abs, execBit)` says it, read only when its identity changed. */
  contentOf(abs: Buffer, execBit: boolean): string {
    const stats = lstatSync(abs, { throwIfNoEntry: false })
    if (!stats?.isFile()) return this.read(abs, execBit)
    const key = `${execBit ? 'x' : '-'}${abs.toString('latin1')}`
    const known = this.previous.get(key)
    if (known && sameIdentity(known, stats)) {
      this.current.set(key, known)
      return known.content
    }
    // The identity is taken before the read: a change during the read gives a new one next time.
    const content = this.read(abs, execBit)
    if (content.startsWith('file:') && this.now() - Math.max(stats.ctimeMs, stats.mtimeMs) >= RACY_MS)
      this.current.set(key, {
        size: stats.size,
        mtimeMs: stats.mtimeMs,
        ctimeMs: stats.ctimeMs,
        ino: stats.ino,
        dev: stats.dev,
        mode: stats.mode,
        content
      })
    return content
  }

  /** One fingerprint is taken: what it read is what the next one compares with. */
  done(): void {
    this.previous = this.current
    this.current = new Map()
  }
}

// Times in ms (to the microsecond) suffice: a remembered file is 3 s old, so a change after moves its ctime by more.
function sameIdentity(a: Known, b: Stats): boolean {
  return (
    a.size === b.size &&
    a.mtimeMs === b.mtimeMs &&
    a.ctimeMs === b.ctimeMs &&
    a.ino === b.ino &&
    a.dev === b.dev &&
    a.mode === b.mode
  )
}
