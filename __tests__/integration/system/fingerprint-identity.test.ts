import { afterAll, describe, expect, it } from '@jest/globals'
import { chmodSync, lstatSync, renameSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import { KnownContents } from '../../../src/system/files/known-contents.js'
import { pathContent } from '../../../src/system/files/path-content.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

/**
 * SPEC §5 step 4: a listed path's content is read again only when its identity (size, mtime, ctime,
 * inode, mode) changed since the previous fingerprint. The clock is an hour ahead where a case needs
 * the files to count as old (a file changed in the last 3 s is always read again: the racy rule).
 */
const later = () => Date.now() + 3_600_000
// A round mtime, so that putting it back is exact to the nanosecond.
const OLD = 1_000_000

/** Changes the file's ctime and nothing else (chmod to its own mode), until the file system's clock ticks. */
function newCtime(file: string, before: number): void {
  const { mode } = lstatSync(file)
  while (lstatSync(file).ctimeMs === before) chmodSync(file, mode & 0o7777)
}

/** Rewrites `file` in place with `content` of the same size, puts its mtime back, and moves only its ctime. */
function rewriteKeepingMtime(file: string, content: string): void {
  const before = lstatSync(file, { bigint: true })
  const { ctimeMs } = lstatSync(file)
  writeFileSync(file, content)
  utimesSync(file, OLD, OLD)
  // As the fingerprint sees it: in ms, to the microsecond.
  newCtime(file, ctimeMs)
  const after = lstatSync(file, { bigint: true })
  // Only the ctime tells the new content from the old: an identity without it would miss the change.
  expect([after.size, after.mtimeNs, after.ino, after.mode]).toEqual([
    before.size,
    before.mtimeNs,
    before.ino,
    before.mode
  ])
  expect(after.ctimeNs).not.toBe(before.ctimeNs)
}

describe('in git, a same-size rewrite with the mtime put back is still seen (ctime)', () => {
  it.each([
    ['an untracked file', false],
    ['a tracked file already edited', true]
  ])('%s', async (_name, tracked) => {
    const dir = await makeTempDir('ralph-identity-')
    const file = path.join(dir, 'data.txt')
    // Committed first when tracked; else made once the repository is.
    if (tracked) writeFileSync(file, 'first\n')
    await makeGitRepo(dir)
    writeFileSync(file, 'edit 1\n')
    utimesSync(file, OLD, OLD)
    const ws = createWorkspace(dir, {}, { now: later })
    const before = await ws.treeState([])
    expect(before.changed).toEqual(['data.txt'])
    expect((await ws.treeState([])).hash).toBe(before.hash)
    rewriteKeepingMtime(file, 'edit 2\n')
    const after = await ws.treeState([])
    expect(after.hash).not.toBe(before.hash)
    // A fresh workspace (nothing known) agrees.
    expect((await createWorkspace(dir).treeState([])).hash).toBe(after.hash)
  })
})

interface Case {
  /** What happens to the file between two reads. */
  act: (file: string) => void
  /** The clock of the racy rule (default an hour ahead). */
  now?: () => number
  /** Times the file is read in the two calls. */
  reads: number
}

const cases: Record<string, Case> = {
  'nothing (read once)': { act: () => undefined, reads: 1 },
  'a same-size rewrite with the mtime put back': {
    act: f => rewriteKeepingMtime(f, 'other\n'),
    reads: 2
  },
  'a longer content': { act: f => writeFileSync(f, 'longer content\n'), reads: 2 },
  'chmod +x': { act: f => chmodSync(f, 0o755), reads: 2 },
  'a new file renamed over it (a new inode)': {
    act: f => {
      writeFileSync(`${f}.new`, 'first\n')
      utimesSync(`${f}.new`, OLD, OLD)
      renameSync(`${f}.new`, f)
    },
    reads: 2
  },
  'nothing, but the file changed less than 3 s before the first read (racy)': {
    act: () => undefined,
    now: Date.now,
    reads: 2
  }
}

describe('KnownContents reads a file again only when its identity changed', () => {
  it.each(Object.entries(cases))('%s', async (_name, c) => {
    const dir = await makeTempDir('ralph-known-')
    const file = path.join(dir, 'f.txt')
    writeFileSync(file, 'first\n')
    chmodSync(file, 0o644)
    utimesSync(file, OLD, OLD)
    let reads = 0
    const known = new KnownContents(c.now ?? later, (abs, execBit) => {
      reads += 1
      return pathContent(abs, execBit)
    })
    const abs = Buffer.from(file)
    known.contentOf(abs, true)
    known.done()
    c.act(file)
    const second = known.contentOf(abs, true)
    known.done()
    expect(reads).toBe(c.reads)
    expect(second).toBe(pathContent(abs, true))
  })

  it('forgets a path the last fingerprint did not list', async () => {
    const dir = await makeTempDir('ralph-known-')
    const file = path.join(dir, 'f.txt')
    writeFileSync(file, 'first\n')
    utimesSync(file, OLD, OLD)
    let reads = 0
    const known = new KnownContents(later, (abs, execBit) => {
      reads += 1
      return pathContent(abs, execBit)
    })
    known.contentOf(Buffer.from(file), false)
    known.done()
    known.done()
    known.contentOf(Buffer.from(file), false)
    expect(reads).toBe(2)
  })
})
