import { createHash } from 'node:crypto'
import { existsSync, lstatSync } from 'node:fs'
import path from 'node:path'
import { runGit, type GitOptions } from './git/run-git.js'

/** One path of git's index, as far as the fast status needs it (see `FastStatus`). */
export interface IndexEntry {
  /** The staged blob's object name (sha-1, hex). */
  oid: string
  /** 0o100644, 0o100755, 0o120000 (a link), 0o160000 (a submodule). */
  mode: number
  /** Merge stage, skip-worktree, intent-to-add or assume-valid: git decides its status, not us. */
  special: boolean
}

const SIGNATURE = 0x44495243 // "DIRC"
const OID_BYTES = 20
// ctime, mtime (8 each), dev, ino, mode, uid, gid, size (4 each), the oid, 2 bytes of flags.
const FIXED = 40 + OID_BYTES + 2

/**
 * The entries of a sha-1 index file (versions 2, 3 and 4), by path; undefined for anything this
 * reader does not fully understand (another version, a split or sparse index, a truncated file), so
 * that the caller asks git instead. Extensions other than those two only cache what git can rebuild.
 */
export function parseIndex(bytes: Buffer): Map<string, IndexEntry> | undefined {
  if (bytes.length < 12 + OID_BYTES || bytes.readUInt32BE(0) !== SIGNATURE) return undefined
  const version = bytes.readUInt32BE(4)
  if (version < 2 || version > 4) return undefined
  // The trailing checksum says the file is whole.
  const body = bytes.subarray(0, bytes.length - OID_BYTES)
  if (
    !createHash('sha1')
      .update(body)
      .digest()
      .equals(bytes.subarray(bytes.length - OID_BYTES))
  )
    return undefined
  const count = bytes.readUInt32BE(8)
  const entries = new Map<string, IndexEntry>()
  let at = 12
  let previous = ''
  for (let n = 0; n < count; n++) {
    if (at + FIXED > body.length) return undefined
    const mode = bytes.readUInt32BE(at + 24)
    const oid = bytes.toString('hex', at + 40, at + 40 + OID_BYTES)
    const flags = bytes.readUInt16BE(at + 40 + OID_BYTES)
    let next = at + FIXED
    let extended = 0
    if (flags & 0x4000) {
      if (version < 3) return undefined
      extended = bytes.readUInt16BE(next)
      next += 2
    }
    let path: string
    if (version === 4) {
      // The path is the previous one less N bytes (a varint), then this NUL-terminated suffix.
      const { value: strip, end } = readVarint(bytes, next)
      const nul = bytes.indexOf(0, end)
      if (nul < 0 || strip > Buffer.byteLength(previous)) return undefined
      const kept = Buffer.from(previous).subarray(0, Buffer.byteLength(previous) - strip)
      path = Buffer.concat([kept, bytes.subarray(end, nul)]).toString('utf8')
      at = nul + 1
    } else {
      const nul = bytes.indexOf(0, next)
      if (nul < 0) return undefined
      path = bytes.toString('utf8', next, nul)
      // Entries are padded with 1–8 NULs to a multiple of 8 bytes from the entry's start.
      at += Math.ceil((nul - at + 1) / 8) * 8
    }
    previous = path
    const stage = (flags >> 12) & 3
    const special = stage !== 0 || (flags & 0x8000) !== 0 || (extended & 0x6000) !== 0
    const known = entries.get(path)
    entries.set(path, { oid, mode, special: special || known !== undefined })
  }
  for (let ext = at; ext + 8 <= body.length;) {
    const name = bytes.toString('latin1', ext, ext + 4)
    // A split index keeps entries elsewhere; a sparse one folds folders into single entries.
    if (name === 'link' || name === 'sdir') return undefined
    ext += 8 + bytes.readUInt32BE(ext + 4)
  }
  return entries
}

function readVarint(bytes: Buffer, at: number): { value: number; end: number } {
  // git's offset encoding: 7 bits a byte, high bit set for more, each continuation adding one.
  let byte = bytes[at++] ?? 0
  let value = byte & 0x7f
  while (byte & 0x80) {
    byte = bytes[at++] ?? 0
    value = ((value + 1) << 7) | (byte & 0x7f)
  }
  return { value, end: at }
}

/** The object name git gives `content` as a blob. */
export function blobOid(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex')
}

/** Settings under which git compares files in a way this reader does not (conversions, filters, case). */
const UNSAFE_CONFIG =
  /^(core\.(eol|attributesfile|fsmonitor|worktree|checkroundtripencoding|sparsecheckout|splitindex)|index\.sparse|extensions\.refstorage|filter\.)/
const UNSAFE_FALSE = /^core\.(filemode|symlinks)$/
const UNSAFE_TRUE = /^core\.(ignorecase|precomposeunicode)$/

/**
 * Whether git, in the repository at `root` (its top, `.git` a folder), compares a file with its blob
 * byte for byte: no line-ending conversion, filter or attributes file, no case folding, the executable
 * bit trusted, sha-1 objects, loose refs, a plain index. (A `.gitattributes` in the tree is checked by
 * the caller, on the index and on the status.)
 */
export async function plainRepository(root: string, git: GitOptions): Promise<boolean> {
  const gitDir = path.join(root, '.git')
  if (!lstatSync(gitDir, { throwIfNoEntry: false })?.isDirectory()) return false
  if (existsSync(path.join(gitDir, 'commondir')) || existsSync(path.join(gitDir, 'info', 'attributes')))
    return false
  const env = git.baseEnv ?? process.env
  const config = env.XDG_CONFIG_HOME || (env.HOME ? path.join(env.HOME, '.config') : '')
  if (config && existsSync(path.join(config, 'git', 'attributes'))) return false
  const result = await runGit(root, ['config', '-z', '--list'], git)
  if (result.code !== 0) return false
  return result.stdout.split('\0').every(item => {
    const [name = '', value = ''] = item.split('\n')
    const [k, v] = [name.toLowerCase(), value.toLowerCase()]
    if (k === 'core.autocrlf') return v === 'false'
    if (k === 'extensions.objectformat') return v === 'sha1'
    if (UNSAFE_CONFIG.test(k)) return false
    if (UNSAFE_FALSE.test(k)) return !['false', 'no', 'off', '0'].includes(v)
    if (UNSAFE_TRUE.test(k)) return !['true', 'yes', 'on', '1', ''].includes(v)
    return true
  })
}
