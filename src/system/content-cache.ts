import { createHash } from 'node:crypto'
import { createReadStream, lstatSync, readlinkSync, type Stats } from 'node:fs'
import path from 'node:path'

/** Content hashes one fingerprint reads at most; past it a file is known by its lstat identity. */
export const HASH_BUDGET = 2000
/**
 * A file changed this recently is hashed again next time: file times are coarse (a jiffy, a second or
 * two on some file systems), so a second write in the same tick could keep the same lstat identity.
 */
export const RACY_MS = 3000
/** lstat calls between two turns of the event loop, so a signal is not held up by a huge tree. */
export const STAT_BATCH = 1000
const NO_THROW = { throwIfNoEntry: false } as const
// Enough parallel reads to hide disk latency without running out of file descriptors.
const CONCURRENCY = 32

/**
 * What the files of a fingerprint hold, remembered by their lstat identity (size, mtime, ctime,
 * inode): a file whose identity did not change since an earlier call is not read again, so a tree
 * with thousands of untracked files costs one lstat each per fingerprint. Every write changes ctime,
 * so an edit is never mistaken for the old content; only files older than `RACY_MS` are remembered.
 * Holds the paths of the last call only. Past the hash budget a file is known by its identity instead;
 * which files those are follows git's order, so an unchanged tree keeps its fingerprint, except once
 * when more than the budget of files were written in the last few seconds (seen as a change).
 */
export class ContentCache {
  private known = new Map<string, { key: string; value: string }>()

  constructor(
    private readonly budget = HASH_BUDGET,
    private readonly now: () => number = Date.now,
    /** The sha256 of a file's content (a test counts the reads). */
    private readonly hashOf: (abs: string) => Promise<string> = hashFile
  ) {}

  /**
   * For each path (relative to `root`; undefined gives ''): `file:<sha256>`, `link:<target>`, `dir`
   * (a nested repository counts by name), `other`, `missing:<code>`, or past the hash budget
   * `stat:<identity>`. The same identity always gives the same value, so a tree that did not change
   * fingerprints the same. `budget` stands in for the cache's own for this call.
   */
  async contents(
    root: string,
    rels: readonly (string | undefined)[],
    budget = this.budget
  ): Promise<string[]> {
    const startedAt = this.now()
    const base = root.endsWith(path.sep) ? root : `${root}${path.sep}`
    const next = new Map<string, { key: string; value: string }>()
    const values = new Array<string>(rels.length).fill('')
    const toHash: { i: number; rel: string; key: string; remember: boolean }[] = []
    await eachBatch(rels, (rel, i) => {
      if (rel === undefined) return
      // Plain concatenation: path.join normalises every one of thousands of paths git already gave clean.
      const abs = `${base}${rel}`
      let stats: Stats | undefined
      try {
        stats = lstatSync(abs, NO_THROW)
        if (!stats) return void (values[i] = 'missing:ENOENT')
        if (stats.isSymbolicLink()) return void (values[i] = `link:${readlinkSync(abs)}`)
      } catch (error) {
        return void (values[i] = `missing:${(error as NodeJS.ErrnoException).code ?? 'error'}`)
      }
      if (!stats.isFile()) return void (values[i] = stats.isDirectory() ? 'dir' : 'other')
      const key = `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`
      const remember = Math.max(stats.mtimeMs, stats.ctimeMs) < startedAt - RACY_MS
      const old = this.known.get(rel)
      if (old?.key === key) {
        values[i] = old.value
        next.set(rel, old)
      } else if (toHash.length < budget) toHash.push({ i, rel, key, remember })
      else {
        values[i] = `stat:${key}`
        if (remember) next.set(rel, { key, value: values[i] })
      }
    })
    await mapLimit(toHash, CONCURRENCY, async ({ i, rel, key, remember }) => {
      values[i] = await this.hashOf(path.join(root, rel)).then(
        hash => `file:${hash}`,
        (error: NodeJS.ErrnoException) => `missing:${error.code ?? 'error'}`
      )
      if (remember && values[i].startsWith('file:')) next.set(rel, { key, value: values[i] })
    })
    this.known = next
    return values
  }
}

/** Calls `fn` on every item, synchronously in batches of `STAT_BATCH`, letting the event loop turn between. */
export async function eachBatch<T>(items: readonly T[], fn: (item: T, i: number) => void): Promise<void> {
  for (let start = 0; start < items.length; start += STAT_BATCH) {
    if (start > 0) await new Promise(resolve => setImmediate(resolve))
    const end = Math.min(items.length, start + STAT_BATCH)
    for (let i = start; i < end; i++) fn(items[i], i)
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

export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
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
