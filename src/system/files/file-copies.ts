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
import { globMatcher, globRoots, normalizeGlob } from '../../domain/path-glob.js'
import type { FileCopies, FileCopy } from '../../ports/workspace.js'
import { asBytes, isExcluded, shown, under, unshown } from './byte-names.js'

/**
 * `Workspace.copyFiles` over the real file system at `base`: walks only the folders the globs can
 * match in (`globRoots`), never follows a symbolic link, and reads regular files and links only (a
 * FIFO or a socket is no file git keeps, and reading one could hang). Names are bytes (byte-names.ts):
 * a glob matches a name as text, where a byte that is not UTF-8 reads as U+FFFD, and a copy's path is
 * the name as `shown` gives it, which `putFile` and `remove` take back as its bytes.
 */
export async function copyFiles(
  base: string,
  globs: readonly string[],
  exclude: readonly string[],
  limits: { files: number; bytes: number }
): Promise<FileCopies> {
  const matches = globMatcher(globs)
  const root = Buffer.from(base)
  const skipped = exclude.map(dir => asBytes(normalizeGlob(dir)))
  const files: FileCopy[] = []
  let bytes = 0
  const visit = async (rel: string, entry: Pick<Dirent, 'isDirectory' | 'isFile' | 'isSymbolicLink'>) => {
    if (isExcluded(rel, skipped) || rel.split('/').pop() === '.git') return undefined
    if (entry.isDirectory()) return walk(rel)
    const text = Buffer.from(rel, 'latin1').toString('utf8')
    if (!matches(text) || !(entry.isFile() || entry.isSymbolicLink())) return undefined
    const copy = await copyOf(root, rel)
    if (!copy) return undefined
    files.push(copy)
    bytes += copy.bytes.length
    if (files.length > limits.files || bytes > limits.bytes)
      return `more than ${limits.files} files or ${limits.bytes} bytes (at ${copy.path})`
    return undefined
  }
  const walk = async (rel: string): Promise<string | undefined> => {
    const dir = rel === '' ? root : under(root, rel)
    const entries = await readdir(dir, { withFileTypes: true, encoding: 'buffer' }).catch(() => [])
    for (const entry of entries.sort((a, b) => Buffer.compare(a.name, b.name))) {
      const name = entry.name.toString('latin1')
      const stop = await visit(rel === '' ? name : `${rel}/${name}`, entry)
      if (stop) return stop
    }
    return undefined
  }
  for (const top of globRoots(globs).map(asBytes)) {
    const entry = await lstat(top === '' ? root : under(root, top)).catch(() => undefined)
    const stop = entry && (top === '' ? await walk('') : await visit(top, entry))
    if (stop) return { tooMany: stop }
  }
  return { files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) }
}

/** A file's copy (`rel` as bytes), or undefined when it went away while being read. */
async function copyOf(root: Buffer, rel: string): Promise<FileCopy | undefined> {
  const abs = under(root, rel)
  const path = shown(rel)
  try {
    const stats = await lstat(abs)
    const mode = stats.mode & 0o777
    if (stats.isSymbolicLink()) {
      const link = shown((await readlink(abs, { encoding: 'buffer' })).toString('latin1'))
      return { path, bytes: new Uint8Array(), mode, link }
    }
    return { path, bytes: new Uint8Array(await readFile(abs)), mode }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * The absolute path, as bytes, of `rel` as `shown` gives a name. Throws unless it is a plain path
 * inside `base`: no empty, `.` or `..` segment, not absolute.
 */
export function plainPath(base: string, rel: string): Buffer {
  const bytes = unshown(rel)
  if (bytes.split('/').some(segment => segment === '' || segment === '.' || segment === '..'))
    throw new Error(`Path ${JSON.stringify(rel)} is not a plain path inside the workspace ${base}`)
  return under(Buffer.from(base), bytes)
}

/**
 * `Workspace.putFile` inside `base`. A link or a file standing where a folder above the copy was is
 * replaced by a real folder first, so the write cannot land outside the workspace; whatever stands at
 * the copy's path itself (a folder included) is replaced.
 */
export async function putFile(base: string, copy: FileCopy): Promise<void> {
  const target = plainPath(base, copy.path)
  const segments = unshown(copy.path).split('/')
  const name = segments.pop() ?? ''
  let dir: Buffer = Buffer.from(base)
  for (const segment of segments) {
    dir = under(dir, segment)
    const stats = await lstat(dir).catch(() => undefined)
    if (stats?.isDirectory()) continue
    if (stats) await rm(dir, { force: true })
    await mkdir(dir)
  }
  const existing = await lstat(target).catch(() => undefined)
  if (existing?.isDirectory()) await rm(target, { recursive: true, force: true })
  const temp = under(dir, `.${name}.ralph-${randomBytes(6).toString('hex')}`)
  try {
    if (copy.link !== undefined) await symlink(Buffer.from(unshown(copy.link), 'latin1'), temp)
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
