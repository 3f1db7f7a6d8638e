import { createHash } from 'node:crypto'
import { closeSync, constants, fstatSync, openSync, readlinkSync, readSync } from 'node:fs'

// Never follows a link (ELOOP instead), never waits on a FIFO, never takes a terminal as its own.
const FLAGS =
  constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0)
const CHUNK = 1024 * 1024
let chunk: Buffer | undefined

/**
 * What the path `abs` holds now, as a line of the fingerprint: `file:<sha256 of the content>` (and `+x`
 * when `execBit` is asked for and the file is executable), `link:<target>`, `dir`, `other` (a FIFO or a
 * device, opened without blocking and never read, or a socket; git lists none of them unless one took a
 * tracked file's place), `missing`, or `error:<code>` when it cannot be read. A file is read whole
 * (known-contents.ts decides when it needs to be read at all). Synchronous, and
 * opened without an lstat first (the open says what the path is): a handful of system calls per file
 * cost less on the loop's thread than round trips to the thread pool.
 */
export function pathContent(abs: Buffer, execBit: boolean): string {
  let fd: number
  try {
    fd = openSync(abs, FLAGS)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    // O_NOFOLLOW refuses a symbolic link with ELOOP; a socket cannot be opened (ENXIO).
    if (code === 'ELOOP') return linkContent(abs)
    if (code === 'ENXIO') return 'other'
    return failed(code)
  }
  try {
    const stats = fstatSync(fd)
    if (stats.isDirectory()) return 'dir'
    if (!stats.isFile()) return 'other'
    const exec = execBit && (stats.mode & 0o111) !== 0 ? '+x' : ''
    const hash = createHash('sha256')
    chunk ??= Buffer.allocUnsafe(CHUNK)
    // A short read of a regular file is its end: no further read to learn so.
    for (let n = CHUNK; n === CHUNK;) {
      n = readSync(fd, chunk, 0, CHUNK, null)
      hash.update(chunk.subarray(0, n))
    }
    return `file:${hash.digest('hex')}${exec}`
  } catch (error) {
    return failed((error as NodeJS.ErrnoException).code)
  } finally {
    closeSync(fd)
  }
}

function linkContent(abs: Buffer): string {
  try {
    return `link:${readlinkSync(abs, { encoding: 'buffer' }).toString('latin1')}`
  } catch (error) {
    return failed((error as NodeJS.ErrnoException).code)
  }
}

/** A folder of the path is a file now, or nothing is there: missing. */
function failed(code: string | undefined): string {
  return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : `error:${code ?? 'unknown'}`
}
