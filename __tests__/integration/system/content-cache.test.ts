import { afterAll, describe, expect, it } from '@jest/globals'
import { appendFile, mkdir, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ContentCache, RACY_MS } from '../../../src/system/content-cache.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

/** A cache whose reads are counted, on a clock `ahead` ms past the real one (files look old). */
function counted(ahead: number, budget?: number) {
  const reads: string[] = []
  const cache = new ContentCache(
    budget,
    () => Date.now() + ahead,
    abs => {
      reads.push(path.basename(abs))
      return Promise.resolve(`read-${reads.length}`)
    }
  )
  return { cache, reads }
}

async function tree(files: Record<string, string>): Promise<string> {
  const dir = await makeTempDir('ralph-contents-')
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), text)
  }
  return dir
}

describe('ContentCache', () => {
  it('reads an old file once, and again after it is written, even with the same size and mtime', async () => {
    const dir = await tree({ 'a.txt': 'one', 'b.txt': 'two' })
    const { cache, reads } = counted(10 * RACY_MS)
    const first = await cache.contents(dir, ['a.txt', 'b.txt'])
    expect(reads).toEqual(['a.txt', 'b.txt'])
    expect(await cache.contents(dir, ['a.txt', 'b.txt'])).toEqual(first)
    expect(reads).toHaveLength(2)
    // Same size, mtime put back: ctime still moves, so the file is read again.
    await writeFile(path.join(dir, 'a.txt'), 'ONE')
    await utimes(path.join(dir, 'a.txt'), new Date(0), new Date(0))
    const again = await cache.contents(dir, ['a.txt', 'b.txt'])
    expect(reads).toEqual(['a.txt', 'b.txt', 'a.txt'])
    expect(again[0]).not.toBe(first[0])
    expect(again[1]).toBe(first[1])
  })

  it('reads a file written in the last few seconds every time (file times are coarse)', async () => {
    const dir = await tree({ 'a.txt': 'one' })
    const { cache, reads } = counted(0)
    await cache.contents(dir, ['a.txt'])
    await cache.contents(dir, ['a.txt'])
    expect(reads).toEqual(['a.txt', 'a.txt'])
  })

  it('hashes the real content: an append to an untracked file changes its value', async () => {
    const dir = await tree({ 'log.txt': 'line\n' })
    const cache = new ContentCache()
    const [before] = await cache.contents(dir, ['log.txt'])
    await appendFile(path.join(dir, 'log.txt'), 'more\n')
    const [after] = await cache.contents(dir, ['log.txt'])
    expect(before).toMatch(/^file:[0-9a-f]{64}$/)
    expect(after).toMatch(/^file:[0-9a-f]{64}$/)
    expect(after).not.toBe(before)
  })

  it('knows links, folders and missing paths without reading them', async () => {
    const dir = await tree({ 'a.txt': 'a', 'sub/b.txt': 'b' })
    await symlink('a.txt', path.join(dir, 'link'))
    const { cache, reads } = counted(0)
    expect(await cache.contents(dir, ['link', 'sub', 'gone.txt', undefined])).toEqual([
      'link:a.txt',
      'dir',
      'missing:ENOENT',
      ''
    ])
    expect(reads).toEqual([])
  })

  it('past its budget knows a file by its lstat identity, the same while it does not change', async () => {
    const dir = await tree({ 'a.txt': 'a', 'b.txt': 'b', 'c.txt': 'c' })
    const { cache, reads } = counted(10 * RACY_MS, 1)
    const names = ['a.txt', 'b.txt', 'c.txt']
    const first = await cache.contents(dir, names)
    expect(first[0]).toBe('file:read-1')
    expect(first[1]).toMatch(/^stat:/)
    expect(await cache.contents(dir, names)).toEqual(first)
    await appendFile(path.join(dir, 'c.txt'), 'more')
    const after = await cache.contents(dir, names)
    expect(after.slice(0, 2)).toEqual(first.slice(0, 2))
    expect(after[2]).not.toBe(first[2])
    expect(reads).toHaveLength(2)
    await rm(path.join(dir, 'b.txt'))
    expect((await cache.contents(dir, names))[1]).toBe('missing:ENOENT')
  })
})
