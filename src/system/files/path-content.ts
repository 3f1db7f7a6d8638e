import { createHash } from 'node:crypto'
import { closeSync, constants, fstatSync, lstatSync, openSync, readlinkSync, readSync } from 'node:fs'

// Never follows a link, and never waits on a FIFO put there since the lstat.
const FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0)
const CHUNK = 1024 * 1024
let chunk: Buffer | undefined

/**
 * What the path `abs` holds now, as a line of the fingerprint: `file:<sha256 of the content>` (and `+x`
 * when `execBit` is asked for and the file is executable), `link:<target>`, `dir`, `other` (a FIFO, a
 * device, a socket: never read), `missing`, or `error:<code>` when it cannot be read. Every file git
 * lists is read whole each time: no cache of what files held (ADR 0008 gives the figures).
 * Synchronous: a handful of system calls per file cost less on the loop's thread than round trips to
 * the thread pool.
 */
export function pathContent(abs: Buffer, execBit: boolean): string {
  try {
    const stats = lstatSync(abs, { throwIfNoEntry: false })
    if (!stats) return 'missing'
    if (stats.isSymbolicLink()) return `link:${readlinkSync(abs, { encoding: 'buffer' }).toString('latin1')}`
    if (stats.isDirectory()) return 'dir'
    if (!stats.isFile()) return 'other'
    const exec = execBit && (stats.mode & 0o111) !== 0 ? '+x' : ''
    return `${fileHash(abs)}${exec}`
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    // A folder of the path is a file now: nothing is there.
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : `error:${code ?? 'unknown'}`
  }
}

function fileHash(abs: Buffer): string {
  const fd = openSync(abs, FLAGS)
  try {
    // Replaced by something else since the lstat.
    if (!fstatSync(fd).isFile()) return 'other'
    const hash = createHash('sha256')
    chunk ??= Buffer.allocUnsafe(CHUNK)
    for (let n = readSync(fd, chunk, 0, CHUNK, null); n > 0; n = readSync(fd, chunk, 0, CHUNK, null))
      hash.update(chunk.subarray(0, n))
    return `file:${hash.digest('hex')}`
  } finally {
    closeSync(fd)
  }
}
