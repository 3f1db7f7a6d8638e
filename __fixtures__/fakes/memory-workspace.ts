import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import { globMatcher, normalizeGlob } from '../../src/domain/path-glob.js'
import type { FileCopies, FileCopy, TreeState, Workspace } from '../../src/ports/workspace.js'

/** An error with an OS-style code, as the real workspace throws them. */
function codeError(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${message}`), { code })
}

/**
 * A workspace in memory for unit tests: files are a map from relative path to text; folders exist
 * implicitly. The tree state hashes every file's path and content, as the walk outside git does.
 */
export class MemoryWorkspace implements Workspace {
  readonly files = new Map<string, string>()
  /** Every write, in order (path only), to assert on what the loop wrote and when. */
  readonly writes: string[] = []
  /** The writes asked for without fsync (`durable: false`), in order (path only). */
  readonly lightWrites: string[] = []
  /** The appends (path only), in order; each is in `writes` too. */
  readonly appends: string[] = []
  /** HEAD's commit for the tree state: the fake loop wires it to its fake git. */
  headOf: () => string = () => ''

  constructor(
    readonly root = '/ws',
    files: Record<string, string> = {}
  ) {
    for (const [path, text] of Object.entries(files)) this.files.set(norm(path), text)
  }

  /** The text of a file, or undefined. */
  text(path: string): string | undefined {
    return this.files.get(norm(path))
  }

  readText(path: string, limits: { maxBytes?: number } = {}): Promise<string> {
    const text = this.files.get(norm(path))
    if (text === undefined) return Promise.reject(codeError('ENOENT', `no such file, open '${path}'`))
    const size = Buffer.byteLength(text)
    if (limits.maxBytes !== undefined && size > limits.maxBytes)
      return Promise.reject(codeError('EFBIG', `${path} is ${size} bytes, more than ${limits.maxBytes}`))
    return Promise.resolve(text)
  }

  writeText(path: string, content: string, options: { durable?: boolean } = {}): Promise<void> {
    this.files.set(norm(path), content)
    this.writes.push(norm(path))
    if (options.durable === false) this.lightWrites.push(norm(path))
    return Promise.resolve()
  }

  /** At once, as the real one: the text is in the file when the call returns. */
  appendText(path: string, content: string): Promise<void> {
    this.files.set(norm(path), (this.files.get(norm(path)) ?? '') + content)
    this.writes.push(norm(path))
    this.appends.push(norm(path))
    return Promise.resolve()
  }

  exists(path: string): Promise<boolean> {
    const p = norm(path)
    return Promise.resolve(this.files.has(p) || [...this.files.keys()].some(f => f.startsWith(`${p}/`)))
  }

  remove(path: string): Promise<void> {
    this.files.delete(norm(path))
    return Promise.resolve()
  }

  /** Files are text of mode 0o644 here; past `limits` it stops as the real one does. */
  copyFiles(
    globs: readonly string[],
    exclude: readonly string[],
    limits: { files: number; bytes: number }
  ): Promise<FileCopies> {
    const matches = globMatcher(globs)
    const skipped = exclude.map(normalizeGlob)
    const paths = [...this.files.keys()]
      .filter(file => matches(file) && !skipped.some(dir => file === dir || file.startsWith(`${dir}/`)))
      .sort()
    const files = paths.map(file => ({
      path: file,
      bytes: Buffer.from(this.files.get(file) ?? ''),
      mode: 0o644
    }))
    const bytes = files.reduce((total, file) => total + file.bytes.length, 0)
    if (files.length > limits.files || bytes > limits.bytes)
      return Promise.resolve({ tooMany: `more than ${limits.files} files or ${limits.bytes} bytes` })
    return Promise.resolve({ files })
  }

  putFile(copy: FileCopy): Promise<void> {
    this.files.set(norm(copy.path), Buffer.from(copy.bytes).toString('utf8'))
    this.writes.push(norm(copy.path))
    return Promise.resolve()
  }

  treeState(exclude: string[]): Promise<TreeState> {
    const excluded = exclude.map(norm)
    const kept = [...this.files.keys()]
      .filter(file => !excluded.some(e => file === e || file.startsWith(`${e}/`)))
      .sort()
    const hash = createHash('sha256')
    for (const file of kept) hash.update(`${file}\0${this.files.get(file) ?? ''}\n`)
    return Promise.resolve({ hash: hash.digest('hex'), changed: kept, head: this.headOf() })
  }
}

function norm(path: string): string {
  return posix.normalize(path).replace(/^\.\//, '').replace(/\/$/, '')
}
