import { randomBytes } from 'node:crypto'
import {
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync
} from 'node:fs'
import { realpath, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { treeState, type TreeMemory } from './fingerprint.js'
import { appendTo } from './append-file.js'
import { codeError, readRegularFile } from './read-file.js'
import { copyFiles, plainPath, putFile } from './file-copies.js'
import type { GitOptions } from '../git/run-git.js'
import type { Workspace } from '../../ports/workspace.js'

/**
 * A `Workspace` over the real file system at `root` (made absolute once, here). Every path is taken
 * relative to `root`, and one that resolves outside it throws before anything is touched. `git` says how
 * the working-tree fingerprint runs git (runner, environment, signal); `fingerprint`, where a walk outside
 * git stops and whom it tells, once, that the workspace is too large to fingerprint whole, and the clock
 * that tells a file changed just now (known-contents.ts).
 */
export function createWorkspace(
  root: string,
  git: GitOptions = {},
  fingerprint: Pick<TreeMemory, 'walkCap' | 'warn' | 'now'> = {}
): Workspace {
  const base = path.resolve(root)
  let realBase: Promise<string> | undefined
  // What the fingerprints keep between calls (fingerprint.ts).
  const memory: TreeMemory = { ...fingerprint }
  const at = (p: string): string => resolveInside(base, p)
  return {
    root: base,
    // async throughout, so a rejected path is a rejected promise and never a synchronous throw.
    readText: async (p, limits = {}) => {
      let file = at(p)
      if (limits.within) {
        // The check in `at` is lexical: here a symbolic link may lead only to a file inside.
        // Synchronous, as the read itself (read-file.ts).
        file = realpathSync.native(file)
        realBase ??= realpath(base)
        if (!isWithin(await realBase, file))
          throw codeError('EOUTSIDE', `${p} is a symbolic link to ${file}, outside the workspace`)
      }
      return readRegularFile(file, p, limits)
    },
    // A rejected promise, never a synchronous throw, whatever fails.
    writeText: (p, content, options) =>
      Promise.resolve().then(() => writeAtomic(realFolders(base, at(p)), content, options)),
    // The executor runs at once, so the text is the OS's when the call returns; a throw rejects.
    appendText: (p, content) =>
      new Promise<void>(resolve => {
        appendTo(realFolders(base, at(p)), content)
        resolve()
      }),
    exists: async p => {
      try {
        await stat(at(p))
        return true
      } catch (error) {
        if (isCode(error, 'ENOENT', 'ENOTDIR')) return false
        throw error
      }
    },
    remove: async p => {
      // A name copyFiles gave: quoted when it is not UTF-8 (byte-names.ts).
      const target = p.startsWith('"') ? plainPath(base, p) : at(p)
      if (target === base) throw new Error(`Refusing to remove the workspace root ${base}`)
      await unlink(target).catch(error => {
        if (!isCode(error, 'ENOENT')) throw error
      })
    },
    copyFiles: async (globs, exclude, limits) => copyFiles(base, globs, exclude, limits),
    putFile: async copy => putFile(base, copy),
    treeState: async exclude => treeState(base, exclude, git, memory)
  }
}

function isWithin(root: string, target: string): boolean {
  const rel = path.relative(root, target)
  return rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel)
}

/**
 * The absolute path of `p` taken relative to `root`. Throws when it resolves outside `root` (`..`,
 * an absolute path elsewhere, another drive). The check is lexical: a symlink inside `root` that
 * points elsewhere is followed.
 */
export function resolveInside(root: string, p: string): string {
  const abs = path.resolve(root, p)
  if (!isWithin(root, abs)) throw new Error(`Path "${p}" resolves outside the workspace ${root}`)
  return abs
}

/**
 * `target`, once every folder between `root` and it that exists is checked to stay inside the
 * workspace: a symbolic link among them that leads out of it (or nowhere) is an error naming it.
 * Checked on every write (SPEC §10): an agent can swap the state dir, or a folder above a file, for
 * a link to a folder outside at any time, and the check of the inputs at the start no longer holds.
 * A link that stays inside, which the start accepts for `state-dir`, is followed.
 */
export function realFolders(root: string, target: string): string {
  const parts = path.relative(root, path.dirname(target)).split(path.sep).filter(Boolean)
  let folder = root
  for (const part of parts) {
    folder = path.join(folder, part)
    const stats = lstatSync(folder, { throwIfNoEntry: false })
    if (!stats) break
    if (!stats.isSymbolicLink()) continue
    let to = ''
    try {
      to = realpathSync.native(folder)
    } catch {
      // A dangling link: named without where it leads.
    }
    if (to && isWithin(realpathSync.native(root), to)) continue
    throw Object.assign(
      new Error(
        `Could not write ${path.relative(root, target)}: ${path.relative(root, folder)} is a symbolic link` +
          `${to ? ` (to ${to})` : ''}, out of the workspace; the loop writes only inside it. ` +
          'Something (the agent?) replaced it during the run.'
      ),
      { code: 'ELINK' }
    )
  }
  return target
}

/**
 * Writes `content` to `target` so that a crash at any instant leaves either the old file or the new
 * one: temp file in the same folder (rename is only atomic within one file system), rename over the
 * target. `durable` (the default) also fsyncs the temp file before the rename and the folder after it,
 * so the new content and the rename survive a power cut; without it a crash of the machine may leave
 * the old file. Keeps the target's mode. Synchronous: the loop waits for every write it makes.
 */
export function writeAtomic(
  target: string,
  content: string,
  { durable = true }: { durable?: boolean } = {}
): void {
  const dir = path.dirname(target)
  const temp = path.join(
    dir,
    `.${path.basename(target)}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`
  )
  let mode = 0o666
  try {
    mode = statSync(target).mode & 0o7777
  } catch {
    // A new file: the default mode.
  }
  try {
    let fd: number
    try {
      fd = openSync(temp, 'wx', mode)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      mkdirSync(dir, { recursive: true })
      fd = openSync(temp, 'wx', mode)
    }
    try {
      const bytes = Buffer.from(content, 'utf8')
      for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done)
      if (durable) fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, target)
  } catch (error) {
    rmSync(temp, { force: true })
    throw writeError(target, error)
  }
  if (durable) syncDir(dir)
}

/** Node's errors from a write through a handle do not name the file; this one does, and says what to do. */
function writeError(target: string, error: unknown): Error {
  const { code, message } = error as NodeJS.ErrnoException
  const hint =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? ' (the disk is full: free some space and run again; the file as it was before is kept)'
      : code === 'EROFS' || code === 'EACCES' || code === 'EPERM'
        ? ' (the folder cannot be written: check its permissions and mount)'
        : ''
  return Object.assign(new Error(`Could not write ${target}: ${message}${hint}`), { code })
}

function syncDir(dir: string): void {
  let fd: number | undefined
  try {
    fd = openSync(dir, 'r')
    fsyncSync(fd)
  } catch (error) {
    // Windows cannot open a folder, and some file systems refuse to fsync one; the rename still happened.
    if (!isCode(error, 'EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP')) throw writeError(dir, error)
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

function isCode(error: unknown, ...codes: string[]): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code !== undefined && codes.includes(code)
}
