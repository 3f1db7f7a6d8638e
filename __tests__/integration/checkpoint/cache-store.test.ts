import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startAzurite, type Azurite } from '../../../__fixtures__/azurite.js'
import { startCacheServer, useCacheEnv, type CacheServer } from '../../../__fixtures__/cache-server.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'
import { createCacheStore, type CacheStoreOptions } from '../../../src/edges/cache-store.js'
import { localStore } from '../../../src/checkpoint/store.js'

let azurite: Azurite
let cache: CacheServer
let runnerTemp: string
let restoreEnv: () => void

beforeAll(async () => {
  restoreEnv = useCacheEnv({})
  runnerTemp = await makeTempDir('ralph-runner-temp-')
  azurite = await startAzurite()
  cache = await startCacheServer({ azurite })
}, 30_000)
// RUNNER_TEMP is where the library writes its archive (else /home/actions/temp).
beforeEach(() => void useCacheEnv({ ...cache.env, RUNNER_TEMP: runnerTemp }))
afterAll(async () => {
  await cache.close()
  await azurite.stop()
  await cleanup()
  restoreEnv()
})

async function stateDir(): Promise<string> {
  return path.join(await makeTempDir('ralph-cache-store-'), '.ralph')
}

function store(stateDirAbs: string, options: Partial<CacheStoreOptions> & { key: string }) {
  return createCacheStore({ stateDirAbs, runId: '100', runAttempt: '1', ...options })
}

async function fill(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), content)
  }
}

async function tree(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(e => e.isFile())
  const read = async (file: string) => [path.relative(dir, file), await readFile(file, 'utf8')] as const
  const pairs = await Promise.all(files.map(e => read(path.join(e.parentPath, e.name))))
  return Object.fromEntries(pairs.sort(([a], [b]) => a.localeCompare(b)))
}

const FILES = {
  'checkpoint.json': '{"version":"2.1","iteration":3}\n',
  'summaries/iteration-2.md': '# Iteration 2\nDid things.\n',
  '.gitignore': '*\n'
}

describe('the cache store against the real @actions/cache (v2 twirp fixture, Azurite blobs)', () => {
  it('saves the state dir and restores it into an emptied dir, byte for byte', async () => {
    const dir = await stateDir()
    const cached = store(dir, { key: 'ralph-round-trip' })
    await fill(dir, FILES)
    expect(cached.nextKey()).toBe('ralph-round-trip-100-1')
    expect(await cached.save()).toEqual({ saved: true, key: 'ralph-round-trip-100-1' })
    await rm(dir, { recursive: true })
    expect(await cached.restore()).toEqual({ hit: true, key: 'ralph-round-trip-100-1' })
    expect(await tree(dir)).toEqual(FILES)
  })

  it('restores the newest entry with the prefix and the same version, replacing the local dir', async () => {
    const dir = await stateDir()
    await fill(dir, { 'checkpoint.json': 'old' })
    expect(await store(dir, { key: 'ralph-newest', runId: '201' }).save()).toMatchObject({ saved: true })
    await fill(dir, { 'checkpoint.json': 'new' })
    expect(await store(dir, { key: 'ralph-newest', runId: '202' }).save()).toMatchObject({ saved: true })
    // Saved later, but from another path: another cache version, invisible to `dir`.
    const elsewhere = await stateDir()
    await fill(elsewhere, { 'checkpoint.json': 'other path' })
    expect(await store(elsewhere, { key: 'ralph-newest', runId: '203' }).save()).toMatchObject({
      saved: true
    })

    await fill(dir, { 'checkpoint.json': 'local', 'local-only.md': 'x' })
    expect(await store(dir, { key: 'ralph-newest', runId: '204' }).restore()).toEqual({
      hit: true,
      key: 'ralph-newest-202-1'
    })
    expect(await tree(dir)).toEqual({ 'checkpoint.json': 'new' })
  })

  it('gives a second save in the same run a sequence key, and both entries exist', async () => {
    const dir = await stateDir()
    const cached = store(dir, { key: 'ralph-twice', runId: '301' })
    await fill(dir, FILES)
    expect(await cached.save()).toEqual({ saved: true, key: 'ralph-twice-301-1' })
    expect(cached.nextKey()).toBe('ralph-twice-301-1-2')
    expect(await cached.save()).toEqual({ saved: true, key: 'ralph-twice-301-1-2' })
    expect(cache.entries().filter(e => e.key.startsWith('ralph-twice-'))).toEqual([
      { key: 'ralph-twice-301-1', finalized: true },
      { key: 'ralph-twice-301-1-2', finalized: true }
    ])
  })

  it('reports a second save under the same exact key as not saved: entries are immutable', async () => {
    const dir = await stateDir()
    const cached = store(dir, { key: 'ralph-exact-100-1', exactKey: true })
    await fill(dir, FILES)
    expect(await cached.save()).toEqual({ saved: true, key: 'ralph-exact-100-1' })
    expect(await cached.save()).toEqual({
      saved: false,
      reason: expect.stringContaining('did not take ralph-exact-100-1')
    })
  })

  it('reports a miss with its prefix and leaves the local state dir as it was', async () => {
    const dir = await stateDir()
    await fill(dir, FILES)
    const result = await store(dir, { key: 'ralph-never-saved' }).restore()
    expect(result).toEqual({ hit: false, reason: expect.stringContaining('ralph-never-saved-') })
    expect(await tree(dir)).toEqual(FILES)
  })

  it('saves a state dir that is missing as not saved, with the reason', async () => {
    const result = await store(await stateDir(), { key: 'ralph-no-dir' }).save()
    expect(result).toEqual({ saved: false, reason: expect.stringContaining('do(es) not exist') })
  })
})

describe('the stores that keep the state on disk only', () => {
  it.each([
    ['file', localStore('file'), /no cache to restore/, /not a cache store/],
    ['none', localStore('none'), /keeps no state/, /keeps no state/]
  ])('checkpoint: %s never restores and never saves', async (kind, local, restore, save) => {
    expect(local.kind).toBe(kind)
    expect(local.nextKey()).toBe('')
    expect(await local.restore()).toEqual({ hit: false, reason: expect.stringMatching(restore) })
    expect(await local.save()).toEqual({ saved: false, reason: expect.stringMatching(save) })
  })
})
