import { afterAll, describe, expect, it } from '@jest/globals'
import { lstatSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ContentCache } from '../../../src/system/files/content-cache.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

/** Reads through `cache` as a fingerprint does, counting the real reads. */
function reader(cache: ContentCache, file: string) {
  const counts = { reads: 0 }
  const abs = Buffer.from(file)
  const read = (now: number) => {
    cache.begin(now)
    const content = cache.content(abs, lstatSync(file), () => {
      counts.reads += 1
      return `file:${statSync(file).size}:${counts.reads}`
    })
    cache.end()
    return content
  }
  return { read, counts }
}

describe('ContentCache', () => {
  it('does not read again a file whose lstat identity is as it was, and old enough', async () => {
    const file = path.join(await makeTempDir('ralph-cache-'), 'f.txt')
    writeFileSync(file, 'one\n')
    const { read, counts } = reader(new ContentCache(), file)
    const later = Date.now() + 10_000
    expect(read(later)).toBe(read(later))
    expect(counts.reads).toBe(1)
  })

  it('reads again a file changed within the racy window before it was read', async () => {
    const file = path.join(await makeTempDir('ralph-cache-'), 'f.txt')
    writeFileSync(file, 'one\n')
    const { read, counts } = reader(new ContentCache(), file)
    read(Date.now())
    read(Date.now())
    expect(counts.reads).toBe(2)
  })

  it('reads again a file replaced by another of the same size and mtime (a new inode)', async () => {
    const dir = await makeTempDir('ralph-cache-')
    const file = path.join(dir, 'f.txt')
    writeFileSync(file, 'one\n')
    const { mtime, atime } = statSync(file)
    const { read, counts } = reader(new ContentCache(), file)
    const later = Date.now() + 10_000
    read(later)
    writeFileSync(path.join(dir, 'new.txt'), 'two\n')
    utimesSync(path.join(dir, 'new.txt'), atime, mtime)
    renameSync(path.join(dir, 'new.txt'), file)
    read(later)
    expect(counts.reads).toBe(2)
  })
})
