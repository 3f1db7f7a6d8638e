import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, type Dirent } from 'node:fs'
import path from 'node:path'
import { STAT_BATCH } from './content-cache.js'
import type { TreeWatch, TreeEvents } from './tree-watch.js'
import type { TreeState } from '../ports/workspace.js'

const NO_THROW = { throwIfNoEntry: false } as const
// Outside git the list is only informational; the hash still covers every file.
const WALK_CHANGED_CAP = 1000

/** One folder as last read: its files (name → size and mtime), its subfolders, and a digest of the files. */
interface Folder {
  files: Map<string, string>
  subdirs: Set<string>
  /** The file names in order and their digest, undefined until asked for after a change. */
  sorted: { names: string[]; digest: string } | undefined
}

/**
 * The fingerprint outside git: path, size and mtime of every file under `root` (symbolic links are
 * files here, not followed), `.git` folders and the exclusions left out. Kept folder by folder: with a
 * `TreeWatch` that can vouch for what changed since the last call, only the names it reports are
 * looked at again, so a tree of 20,000 files that the agent did not touch costs nothing; without one
 * (not Linux, too many folders, an overflow, different exclusions) every folder is read again, as a
 * plain walk does. The hash is the same either way for the same tree.
 */
export class WalkIndex {
  private folders = new Map<string, Folder>()
  private order: string[] | undefined
  private key: string | undefined
  private ops = 0

  constructor(
    private readonly root: string,
    private readonly watch?: TreeWatch
  ) {}

  async state(excluded: string[]): Promise<TreeState> {
    const key = excluded.join('\0')
    const settled = key === this.key && this.watch !== undefined && (await this.watch.settle())
    const events = settled ? this.watch?.take() : undefined
    if (events === undefined || key !== this.key) {
      this.key = key
      this.folders.clear()
      this.order = undefined
      this.watch?.reset()
      await this.scan('', excluded)
    } else await this.apply(events, excluded)
    return this.fingerprint()
  }

  close(): void {
    this.watch?.close()
  }

  /** Reads the folder `rel` and everything under it, watching each folder before reading it. */
  private async scan(rel: string, excluded: string[]): Promise<void> {
    const pending = [rel]
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
      this.watch?.add(dir)
      let entries: Dirent[] = []
      try {
        entries = readdirSync(this.abs(dir), { withFileTypes: true })
      } catch {
        // A folder that vanished or cannot be read has no files to count.
      }
      const folder: Folder = { files: new Map(), subdirs: new Set(), sorted: undefined }
      this.folders.set(dir, folder)
      this.order = undefined
      for (const entry of entries) {
        const child = dir ? `${dir}/${entry.name}` : entry.name
        if (entry.name === '.git' || isExcluded(child, excluded)) continue
        // Dirent types come from lstat semantics, so a symlinked folder is a leaf and is not followed.
        if (entry.isDirectory()) {
          folder.subdirs.add(entry.name)
          pending.push(child)
        } else {
          this.stat(folder, dir, entry.name)
          const pause = this.breathe()
          if (pause) await pause
        }
      }
      const pause = this.breathe()
      if (pause) await pause
    }
  }

  /** Looks again at every name the watch reported. */
  private async apply(events: TreeEvents, excluded: string[]): Promise<void> {
    for (const [dir, names] of events) {
      const folder = this.folders.get(dir)
      // A folder no longer known (removed, or renamed while its events were on the way): nothing to do.
      if (!folder) continue
      for (const [name, type] of names) {
        if (name === '') {
          this.drop(dir)
          await this.scan(dir, excluded)
          break
        }
        const child = dir ? `${dir}/${name}` : name
        if (name === '.git' || isExcluded(child, excluded)) continue
        const wasDir = folder.subdirs.has(name)
        const isDir = this.stat(folder, dir, name)
        const pause = this.breathe()
        if (pause) await pause
        // A folder created, removed or renamed in place is read again whole: its old watch followed the old one.
        if (wasDir && (!isDir || type === 'rename')) {
          this.drop(child)
          folder.subdirs.delete(name)
        }
        if (isDir && (!wasDir || type === 'rename')) {
          folder.subdirs.add(name)
          await this.scan(child, excluded)
        }
      }
    }
  }

  /** lstats `dir/name` into `folder`; true when it is a folder (then not a file of `folder`). */
  private stat(folder: Folder, dir: string, name: string): boolean {
    let s
    try {
      s = lstatSync(this.abs(dir ? `${dir}/${name}` : name), NO_THROW)
    } catch {
      // Gone or unreadable since the folder was read: not a file to count.
    }
    const was = folder.files.get(name)
    const now = s && !s.isDirectory() ? `${s.size}\0${s.mtimeMs}` : undefined
    if (now !== was) {
      folder.sorted = undefined
      if (now === undefined) folder.files.delete(name)
      else folder.files.set(name, now)
    }
    return s?.isDirectory() ?? false
  }

  /** Forgets the folder `rel` and everything under it, and stops watching them. */
  private drop(rel: string): void {
    for (const dir of this.folders.keys()) {
      if (dir === rel || rel === '' || dir.startsWith(`${rel}/`)) this.folders.delete(dir)
    }
    this.order = undefined
    this.watch?.removeUnder(rel)
  }

  /** Every folder with files, in order, with the digest of its files; the first files for the list. */
  private fingerprint(): TreeState {
    const hash = createHash('sha256').update('walk\n')
    const files: string[] = []
    this.order ??= [...this.folders.keys()].sort(byCodeUnit)
    for (const dir of this.order) {
      const folder = this.folders.get(dir) as Folder
      if (folder.files.size === 0) continue
      if (!folder.sorted) {
        const names = [...folder.files.keys()].sort(byCodeUnit)
        const lines = names.map(name => `${name}\0${folder.files.get(name) ?? ''}\n`).join('')
        folder.sorted = { names, digest: createHash('sha256').update(lines).digest('hex') }
      }
      hash.update(`${dir}\0${folder.sorted.digest}\n`)
      for (const name of folder.sorted.names) {
        if (files.length >= WALK_CHANGED_CAP) break
        files.push(dir ? `${dir}/${name}` : name)
      }
    }
    return { hash: hash.digest('hex'), changed: files }
  }

  /** Lets the event loop turn every so often, so that a signal is not held up by a huge tree. */
  private breathe(): Promise<void> | undefined {
    return ++this.ops % STAT_BATCH === 0 ? new Promise(resolve => setImmediate(resolve)) : undefined
  }

  private abs(rel: string): string {
    return rel ? `${this.root}${path.sep}${rel}` : this.root
  }
}

export function isExcluded(rel: string, excluded: string[]): boolean {
  return excluded.some(e => rel === e || rel.startsWith(`${e}/`))
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
