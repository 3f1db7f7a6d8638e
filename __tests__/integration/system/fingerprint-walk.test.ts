import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import type { Workspace } from '../../../src/ports/workspace.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

const EXCLUDE = ['.ralph', 'prompt.md']

async function write(dir: string, rel: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, rel)), { recursive: true })
  await writeFile(path.join(dir, rel), content)
}

describe('treeState outside git', () => {
  let dir: string
  let ws: Workspace
  beforeEach(async () => {
    dir = await makeTempDir('ralph-walk-')
    await write(dir, 'a.txt', 'a')
    await write(dir, 'src/b.txt', 'b')
    ws = createWorkspace(dir)
  })

  it('lists every file and is stable', async () => {
    const first = await ws.treeState(EXCLUDE)
    expect(first.changed).toEqual(['a.txt', 'src/b.txt'])
    expect((await ws.treeState(EXCLUDE)).hash).toBe(first.hash)
  })

  it('changes with mtime, size, a new file and a deletion', async () => {
    const seen = new Set([(await ws.treeState(EXCLUDE)).hash])
    await utimes(path.join(dir, 'a.txt'), new Date(2001, 1, 1), new Date(2001, 1, 1))
    seen.add((await ws.treeState(EXCLUDE)).hash)
    await writeFile(path.join(dir, 'src/b.txt'), 'bigger')
    seen.add((await ws.treeState(EXCLUDE)).hash)
    await write(dir, 'c.txt', 'c')
    seen.add((await ws.treeState(EXCLUDE)).hash)
    await rm(path.join(dir, 'a.txt'))
    seen.add((await ws.treeState(EXCLUDE)).hash)
    expect(seen.size).toBe(5)
  })

  it('skips excluded paths and any .git folder', async () => {
    const clean = await ws.treeState(EXCLUDE)
    await write(dir, '.ralph/checkpoint.json', '{}')
    await write(dir, 'prompt.md', 'p')
    await write(dir, '.git/HEAD', 'ref')
    await write(dir, 'vendor/.git/objects/x', 'y')
    expect(await ws.treeState(EXCLUDE)).toEqual(clean)
  })

  it('does not follow a symlinked directory', async () => {
    if (process.platform === 'win32') return
    const outside = await makeTempDir('ralph-walk-outside-')
    await write(outside, 'big/file.txt', 'x')
    await symlink(outside, path.join(dir, 'link'))
    expect((await ws.treeState(EXCLUDE)).changed).toEqual(['a.txt', 'link', 'src/b.txt'])
  })

  it('caps the list at 1,000 entries while the hash covers all', async () => {
    await Promise.all(Array.from({ length: 1200 }, (_, i) => write(dir, `many/f${i}`, 'x')))
    const all = await ws.treeState(EXCLUDE)
    expect(all.changed).toHaveLength(1000)
    await write(dir, 'zzz/last', 'x')
    expect((await ws.treeState(EXCLUDE)).hash).not.toBe(all.hash)
  })
})
