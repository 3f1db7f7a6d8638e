import { closeSync, constants, mkdirSync, openSync, writeSync } from 'node:fs'
import path from 'node:path'

// O_NOFOLLOW is missing on Windows: there a link in the file's place is followed.
const FLAGS =
  constants.O_WRONLY |
  constants.O_APPEND |
  constants.O_CREAT |
  ((constants.O_NOFOLLOW as number | undefined) ?? 0)

/**
 * Appends `content` to `target`, creating it and its folders when missing. Synchronous, so the text is
 * the OS's when it returns (a SIGKILL after it keeps it); no fsync. A symbolic link in the file's place
 * is refused (`ELOOP`): an agent that planted one cannot make the loop write outside the workspace.
 * The folders above are the caller's to check (`realFolders`).
 */
export function appendTo(target: string, content: string): void {
  try {
    let fd: number
    try {
      fd = openSync(target, FLAGS, 0o666)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      mkdirSync(path.dirname(target), { recursive: true })
      fd = openSync(target, FLAGS, 0o666)
    }
    try {
      const bytes = Buffer.from(content, 'utf8')
      for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done)
    } finally {
      closeSync(fd)
    }
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    throw Object.assign(new Error(`Could not append to ${target}: ${message}`), { code })
  }
}
