import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startAzurite, type Azurite } from '../../../__fixtures__/azurite.js'
import {
  startCacheServer,
  useCacheEnv,
  type CacheMode,
  type CacheServer
} from '../../../__fixtures__/cache-server.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'
import { createCacheStore, type CacheStoreOptions } from '../../../src/edges/cache-store.js'

let azurite: Azurite
let runnerTemp: string
let restoreEnv: () => void
const servers: CacheServer[] = []

beforeAll(async () => {
  restoreEnv = useCacheEnv({})
  runnerTemp = await makeTempDir('ralph-runner-temp-')
  azurite = await startAzurite()
  // The store imports the library on first use; under load that import alone has taken over a second,
  // and it is not what the budgets below are about.
  await import('@actions/cache')
}, 30_000)
beforeEach(() => void useCacheEnv({ RUNNER_TEMP: runnerTemp }))
afterAll(async () => {
  for (const server of servers) await server.close()
  await azurite.stop()
  await cleanup()
  restoreEnv()
})

/** A fixture server in `mode`, with process.env pointing at it (plus `extra`). */
async function serve(mode: CacheMode, extra: Record<string, string> = {}) {
  const server = await startCacheServer({ azurite, mode })
  servers.push(server)
  useCacheEnv({ ...server.env, RUNNER_TEMP: runnerTemp, ...extra })
  return server
}

/** A state dir holding `files`, and a store over it that records what it logs. */
async function setup(
  key: string,
  files: Record<string, string | Buffer>,
  options: Partial<CacheStoreOptions> = {}
) {
  const stateDirAbs = path.join(await makeTempDir('ralph-cache-faults-'), '.ralph')
  for (const [name, content] of Object.entries(files)) {
    await mkdir(stateDirAbs, { recursive: true })
    await writeFile(path.join(stateDirAbs, name), content)
  }
  const logs: string[] = []
  const log = (message: string) => void logs.push(message)
  return {
    dir: stateDirAbs,
    logs,
    store: createCacheStore({ stateDirAbs, key, runId: '7', runAttempt: '1', log, ...options })
  }
}

async function tree(dir: string): Promise<string[]> {
  const names = await readdir(dir)
  return Promise.all(
    names.sort().map(async name => `${name}:${await readFile(path.join(dir, name), 'utf8')}`)
  )
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false
  )
const LOCAL = { 'checkpoint.json': '{"local":true}', 'notes.md': 'local' }

describe('cache trouble is a result with a reason, never a throw', () => {
  // The library alone takes ~30 s to give up on the 500s (5 attempts with back-off) and never gives up
  // on the hang. The store must give up at its own budget: the result says so, the time says so (the
  // budget plus 5 s of slack for a loaded machine, far from the library's 30 s), and the fixture saw only the
  // first attempt of each call, i.e. the store did not wait for the library's first retry (3 s on).
  it.each<[CacheMode, number]>([
    ['error500', 2_000],
    ['hang', 1_500]
  ])('%s: save and restore give up within the budget (%i ms)', async (mode, timeoutMs) => {
    const server = await serve(mode)
    const saving = await setup(`ralph-${mode}`, LOCAL, { timeoutMs })
    const restoring = await setup(`ralph-${mode}`, LOCAL, { timeoutMs })
    // Both at once, so the library's retries all meet the closed server.
    const started = Date.now()
    const timed = async <T>(call: Promise<T>) => [await call, Date.now() - started] as const
    const [[saved, saveMs], [restored, restoreMs]] = await Promise.all([
      timed(saving.store.save()),
      timed(restoring.store.restore())
    ])
    await server.close()
    for (const ms of [saveMs, restoreMs]) {
      expect(ms).toBeGreaterThanOrEqual(timeoutMs - 10)
      expect(ms).toBeLessThan(timeoutMs + 5_000)
    }
    expect(saved).toEqual({
      saved: false,
      reason: `the cache save of ralph-${mode}-7-1 did not finish within ${timeoutMs / 1000} s`
    })
    expect(restored).toEqual({
      hit: false,
      reason: `the cache restore did not finish within ${timeoutMs / 1000} s`
    })
    expect(await tree(restoring.dir)).toEqual(['checkpoint.json:{"local":true}', 'notes.md:local'])
    expect(server.calls.sort()).toEqual(['CreateCacheEntry', 'GetCacheEntryDownloadURL'])
  })

  it('corrupt archive: no hit, nothing half-extracted is left, the local dir comes back', async () => {
    const server = await serve('ok')
    const big = Object.fromEntries([1, 2, 3, 4].map(n => [`part-${n}.bin`, randomBytes(256 * 1024)]))
    const fresh = await setup('ralph-corrupt', big)
    expect(await fresh.store.save()).toMatchObject({ saved: true })
    server.mode = 'corrupt'

    await rm(fresh.dir, { recursive: true })
    expect(await fresh.store.restore()).toEqual({
      hit: false,
      reason: expect.stringContaining('ralph-corrupt-')
    })
    expect(await exists(fresh.dir)).toBe(false)
    // Half the archive holds whole files: tar extracted some before failing, and the store removed them.
    expect(fresh.logs).toEqual([`Removed what a failed cache restore extracted into ${fresh.dir}.`])

    await mkdir(fresh.dir)
    for (const [name, content] of Object.entries(LOCAL)) await writeFile(path.join(fresh.dir, name), content)
    expect(await fresh.store.restore()).toMatchObject({ hit: false })
    expect(await tree(fresh.dir)).toEqual(['checkpoint.json:{"local":true}', 'notes.md:local'])
    expect(await exists(`${fresh.dir}.before-restore`)).toBe(false)
  })

  it('read-only: `readOnly` skips the save with a clear reason; ACTIONS_CACHE_MODE=read alone gives -1', async () => {
    const server = await serve('ok')
    const { store } = await setup('ralph-read', LOCAL)
    expect(await store.save()).toMatchObject({ saved: true, key: 'ralph-read-7-1' })
    useCacheEnv({ ...server.env, RUNNER_TEMP: runnerTemp, ACTIONS_CACHE_MODE: 'read' })
    const readOnly = await setup('ralph-read', LOCAL, { readOnly: true })
    expect(await readOnly.store.save()).toEqual({
      saved: false,
      reason: expect.stringContaining('ACTIONS_CACHE_MODE=read')
    })
    expect(await store.save()).toEqual({
      saved: false,
      reason: expect.stringContaining('did not take ralph-read-7-1-2')
    })
    expect(server.calls).toEqual(['CreateCacheEntry', 'FinalizeCacheEntryUpload'])
    expect(await store.restore()).toEqual({ hit: true, key: 'ralph-read-7-1' })
  })

  it.each<[string, string, Partial<CacheStoreOptions>, RegExp, RegExp]>([
    ['ACTIONS_RESULTS_URL', 'ACTIONS_RESULTS_URL', {}, /ACTIONS_RESULTS_URL/, /ACTIONS_RESULTS_URL/],
    [
      'ACTIONS_RUNTIME_TOKEN (known to be missing)',
      'ACTIONS_RUNTIME_TOKEN',
      { hasToken: false },
      /ACTIONS_RUNTIME_TOKEN/,
      /ACTIONS_RUNTIME_TOKEN/
    ],
    [
      'ACTIONS_RUNTIME_TOKEN (not known)',
      'ACTIONS_RUNTIME_TOKEN',
      {},
      /could not be read/,
      /ACTIONS_RUNTIME_TOKEN/
    ]
  ])('missing %s: a miss and a failed save that say so', async (_name, variable, options, restore, save) => {
    const server = await serve('ok')
    const env: Record<string, string> = { ...server.env, RUNNER_TEMP: runnerTemp }
    delete env[variable]
    useCacheEnv(env)
    const { dir, store } = await setup('ralph-no-env', LOCAL, options)
    expect(await store.restore()).toEqual({ hit: false, reason: expect.stringMatching(restore) })
    expect(await store.save()).toEqual({ saved: false, reason: expect.stringMatching(save) })
    expect(await tree(dir)).toEqual(['checkpoint.json:{"local":true}', 'notes.md:local'])
    expect(server.calls).toEqual([])
  })
})
