import { randomBytes } from 'node:crypto'
import type { Dirent } from 'node:fs'
import {
  chmod,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile
} from 'node:fs/promises'
import path from 'node:path'
import { globMatcher, globRoots, normalizeGlob } from '../../domain/path-glob.js'
import type { FileCopies, FileCopy } from '../../ports/workspace.js'

/**
 * `Workspace.copyFiles` over the real file system at `base`: walks only the folders the globs can
 * match in (`globRoots`), never follows a symbolic link, and reads regular files and links only (a
 * FIFO or a socket is no file git keeps, and reading one could hang).
 */
export async function copyFiles(
  base: string,
  globs: readonly string[],
  exclude: readonly string[],
  limits: { files: number; bytes: number }
): Promise<FileCopies> {
  const matches = globMatcher(globs)
  const skipped = exclude.map(normalizeGlob)
  const isSkipped = (rel: string) => skipped.some(dir => rel === dir || rel.startsWith(`${dir}/`))
  const files: FileCopy[] = []
  let bytes = 0
  const visit = async (rel: string, entry: Pick<Dirent, 'isDirectory' | 'isFile' | 'isSymbolicLink'>) => {
    if (isSkipped(rel) || path.posix.basename(rel) === '.git') return undefined
    if (entry.isDirectory()) return walk(rel)
    if (!matches(rel) || !(entry.isFile() || entry.isSymbolicLink())) return undefined
    const copy = await copyOf(base, rel)
    if (!copy) return undefined
    files.push(copy)
    bytes += copy.bytes.length
    if (files.length > limits.files || bytes > limits.bytes)
      return `more than ${limits.files} files or ${limits.bytes} bytes (at ${rel})`
    return undefined
  }
  const walk = async (rel: string): Promise<string | undefined> => {
    const entries = await readdir(path.join(base, rel), { withFileTypes: true }).catch(() => [])
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const stop = await visit(rel === '' ? entry.name : `${rel}/${entry.name}`, entry)
      if (stop) return stop
    }
    return undefined
  }
  for (const root of globRoots(globs)) {
    const entry = root === '' ? await lstat(base) : await lstat(path.join(base, root)).catch(() => undefined)
    const stop = entry && (root === '' ? await walk('') : await visit(root, entry))
    if (stop) return { tooMany: stop }
  }
  return { files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) }
}

/** A file's copy, or undefined when it went away while being read. */
async function copyOf(base: string, rel: string): Promise<FileCopy | undefined> {
  const abs = path.join(base, rel)
  try {
    const stats = await lstat(abs)
    const mode = stats.mode & 0o777
    if (stats.isSymbolicLink()) return { path: rel, bytes: new Uint8Array(), mode, link: await readlink(abs) }
    return { path: rel, bytes: new Uint8Array(await readFile(abs)), mode }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * `Workspace.putFile`: `target` is the copy's absolute path inside `base`. A link or a file standing
 * where a folder above it was is replaced by a real folder first, so the write cannot land outside
 * the workspace; whatever stands at the target itself (a folder included) is replaced.
 */
export async function putFile(base: string, target: string, copy: FileCopy): Promise<void> {
  let dir = base
  for (const segment of path.relative(base, path.dirname(target)).split(path.sep).filter(Boolean)) {
    dir = path.join(dir, segment)
    const stats = await lstat(dir).catch(() => undefined)
    if (stats?.isDirectory()) continue
    if (stats) await rm(dir, { force: true })
    await mkdir(dir)
  }
  const existing = await lstat(target).catch(() => undefined)
  if (existing?.isDirectory()) await rm(target, { recursive: true, force: true })
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.ralph-${randomBytes(6).toString('hex')}`
  )
  try {
    if (copy.link !== undefined) await symlink(copy.link, temp)
    else {
      await writeFile(temp, copy.bytes, { flag: 'wx', mode: copy.mode })
      // The process's umask trims the mode given to open: set it as it was.
      await chmod(temp, copy.mode)
    }
    await rename(temp, target)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}
