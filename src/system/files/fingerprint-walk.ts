import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, readlinkSync } from 'node:fs'
import { isExcluded, shown, turn, under } from './byte-names.js'
import type { TreeState } from '../../ports/workspace.js'

/** Files and folders a walk outside git looks at, at most (SPEC §5 step 4). */
export const WALK_CAP = 200_000
// Outside git the list is only informational; the hash still covers every file.
const SHOWN_CAP = 1000
// Entries looked at between two turns of the event loop.
const BATCH = 1000

/**
 * The fingerprint outside git: an lstat walk of `root` (names as bytes, sorted by bytes, so the same
 * tree always gives the same hash) hashing the path and type of everything but a folder, and for a
 * file its size, mtime and mode, for a symbolic link its target (never followed). `.git` folders and `excluded` (paths
 * relative to `root`, as bytes) are left out. Past `cap` entries the walk stops and says so in
 * `capped`: a change beyond them is not seen.
 */
export async function walkTreeState(
  root: string,
  excluded: readonly string[],
  cap = WALK_CAP
): Promise<TreeState & { capped: boolean }> {
  const rootBytes = Buffer.from(root, 'utf8')
  const hash = createHash('sha256').update('walk\n')
  const files: string[] = []
  let seen = 0
  // Breadth first, in byte order within each folder: a deterministic order, and the same cut at the cap.
  const folders = ['']
  for (let at = 0; at < folders.length; at++) {
    const dir = folders[at] ?? ''
    let names: Buffer[] = []
    try {
      names = readdirSync(dir ? under(rootBytes, dir) : rootBytes, { encoding: 'buffer' }).sort((a, b) =>
        Buffer.compare(a, b)
      )
    } catch {
      // A folder that vanished or cannot be read has nothing to count.
    }
    for (const name of names) {
      const base = name.toString('latin1')
      const rel = dir ? `${dir}/${base}` : base
      if (base === '.git' || isExcluded(rel, excluded)) continue
      if (++seen > cap) return { hash: hash.digest('hex'), changed: files, head: '', capped: true }
      if (seen % BATCH === 0) await turn()
      const line = describe(under(rootBytes, rel))
      // A folder counts by what it holds: an empty one is no change, as in git.
      if (line === 'dir') {
        folders.push(rel)
        continue
      }
      if (files.length < SHOWN_CAP) files.push(shown(rel))
      hash.update(Buffer.from(`${rel}\0${line}\n`, 'latin1'))
    }
  }
  return { hash: hash.digest('hex'), changed: files, head: '', capped: false }
}

/** One entry's line: `dir`, or its type, size, mtime and mode, or a link's target. */
function describe(abs: Buffer): string {
  try {
    const s = lstatSync(abs, { throwIfNoEntry: false })
    if (!s) return 'missing'
    if (s.isDirectory()) return 'dir'
    if (s.isSymbolicLink()) return `link ${readlinkSync(abs, { encoding: 'buffer' }).toString('latin1')}`
    return `${s.isFile() ? 'file' : 'other'} ${s.size} ${s.mtimeMs} ${s.mode & 0o7777}`
  } catch (error) {
    return `error ${(error as NodeJS.ErrnoException).code ?? 'unknown'}`
  }
}
