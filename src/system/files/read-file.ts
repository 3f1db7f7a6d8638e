import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs'

/** A file the loop reads holds at most this much unless the caller says otherwise. */
export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024
const CHUNK = 64 * 1024

/**
 * Reads a file the loop reads from the workspace (SPEC §8): it must be a regular file within
 * `maxBytes`, checked on the open file. It is opened without blocking, so a FIFO cannot hang the loop;
 * a FIFO, a device, a socket or a directory is an error (code `ENOTREG` / `EISDIR`), as is, with
 * `noFollow`, a symbolic link (`ELINK`). At most `maxBytes + 1` bytes are read, so a file that grows
 * while it is read is an error (`EFBIG`) too, never an unbounded read. Errors name the file as `shown`.
 */
export function readRegularFile(
  file: string,
  shown: string,
  options: { maxBytes?: number; noFollow?: boolean } = {}
): Promise<string> {
  // Synchronous inside: a handful of system calls on the loop's thread cost less than as many round
  // trips to the thread pool, and the loop has nothing else to do while it reads. A throw becomes
  // the rejection, the error as fs made it (its code kept).
  return Promise.resolve().then(() => readRegularFileSync(file, shown, options))
}

function readRegularFileSync(
  file: string,
  shown: string,
  options: { maxBytes?: number; noFollow?: boolean }
): string {
  const max = options.maxBytes ?? DEFAULT_MAX_BYTES
  const flags =
    constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (options.noFollow ? (constants.O_NOFOLLOW ?? 0) : 0)
  let fd: number
  try {
    fd = openSync(file, flags)
  } catch (error) {
    if (options.noFollow && (error as NodeJS.ErrnoException).code === 'ELOOP')
      throw codeError('ELINK', `ELINK: ${shown} is a symbolic link; the loop reads only a regular file there`)
    throw error
  }
  try {
    const stats = fstatSync(fd)
    if (!stats.isFile()) {
      const code = stats.isDirectory() ? 'EISDIR' : 'ENOTREG'
      throw codeError(code, `${code}: ${shown} is ${kindOf(stats)}, not a regular file`)
    }
    if (stats.size > max) throw codeError('EFBIG', `${shown} is ${stats.size} bytes, more than ${max}`)
    const chunks: Buffer[] = []
    let total = 0
    // The first read asks for the whole file (and one byte more, to see it end).
    for (let want = Math.min(stats.size, max) + 1; ; want = CHUNK) {
      const chunk = Buffer.allocUnsafe(want)
      const bytesRead = readSync(fd, chunk, 0, want, null)
      if (bytesRead === 0) break
      chunks.push(chunk.subarray(0, bytesRead))
      total += bytesRead
      if (total > max) throw codeError('EFBIG', `${shown} grew past ${max} bytes while it was read`)
    }
    return Buffer.concat(chunks, total).toString('utf8')
  } finally {
    closeSync(fd)
  }
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory'
  if (stats.isFIFO()) return 'a FIFO (named pipe)'
  if (stats.isCharacterDevice()) return 'a character device'
  if (stats.isBlockDevice()) return 'a block device'
  if (stats.isSocket()) return 'a socket'
  return 'not a file'
}

export function codeError(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code })
}
