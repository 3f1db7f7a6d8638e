import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startAzurite, type Azurite } from '../../../__fixtures__/azurite.js'
import { startCacheServer, useCacheEnv, type CacheServer } from '../../../__fixtures__/cache-server.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'
import { createCacheStore } from '../../../src/edges/cache-store.js'

let azurite: Azurite
let restoreEnv: () => void
let runnerTemp: string
const servers: CacheServer[] = []

beforeAll(async () => {
  restoreEnv = useCacheEnv({})
  runnerTemp = await makeTempDir('ralph-runner-temp-')
  azurite = await startAzurite()
  await import('@actions/cache')
}, 30_000)
afterAll(async () => {
  for (const server of servers) await server.close()
  await azurite.stop()
  await cleanup()
  restoreEnv()
})

const LOCK = '{"pid":4242,"host":"this-runner","since":"2026-11-27T00:00:00.000Z"}\n'

/** A state dir holding the run's lock and `files`, and a cache store over it that keeps the lock. */
async function stateDir(key: string, files: Record<string, string>, timeoutMs = 1_500) {
  const dir = path.join(await makeTempDir('ralph-cache-lock-'), '.ralph')
  await mkdir(dir)
  for (const [name, text] of Object.entries({ lock: LOCK, ...files }))
    await writeFile(path.join(dir, name), text)
  const store = createCacheStore({
    stateDirAbs: dir,
    key,
    runId: '7',
    runAttempt: '1',
    timeoutMs,
    keep: ['lock']
  })
  return { dir, store }
}

async function listing(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).sort()
  return Promise.all(names.map(async name => `${name}:${await readFile(path.join(dir, name), 'utf8')}`))
}

describe('a cache restore never moves the lock out of the state dir (SPEC §8: one loop per state dir)', () => {
  it('while a restore hangs, the lock is in place; after the miss the local files are back beside it', async () => {
    const server = await startCacheServer({ azurite, mode: 'hang' })
    servers.push(server)
    useCacheEnv({ ...server.env, RUNNER_TEMP: runnerTemp })
    // A time limit no busy machine reaches: the restore ends when the service hangs up, below.
    const { dir, store } = await stateDir('ralph-hang', { 'checkpoint.json': '{"local":true}' }, 120_000)
    const { ino } = await stat(path.join(dir, 'lock'))
    const restoring = store.restore()
    // The request has reached the service, which never answers: the restore is under way.
    while (server.calls.length === 0) await new Promise(resolve => setTimeout(resolve, 10))
    const during = { lock: await stat(path.join(dir, 'lock')).then(s => s.ino), files: await listing(dir) }
    await server.close()
    expect(await restoring).toMatchObject({ hit: false })
    expect(during).toEqual({ lock: ino, files: [`lock:${LOCK}`] })
    expect(await listing(dir)).toEqual([`checkpoint.json:{"local":true}`, `lock:${LOCK}`])
    expect((await stat(path.join(dir, 'lock'))).ino).toBe(ino)
  })

  it('after a hit, the restored files stand beside the same lock', async () => {
    const server = await startCacheServer({ azurite, mode: 'ok' })
    servers.push(server)
    useCacheEnv({ ...server.env, RUNNER_TEMP: runnerTemp })
    // Saved by a run that had released its lock, as every run does before its save.
    const { dir, store } = await stateDir('ralph-hit', { 'checkpoint.json': '{"saved":true}' })
    await rm(path.join(dir, 'lock'))
    expect(await store.save()).toMatchObject({ saved: true })
    for (const [name, text] of Object.entries({
      lock: LOCK,
      'checkpoint.json': '{"local":true}',
      'old.md': 'x'
    }))
      await writeFile(path.join(dir, name), text)
    const { ino } = await stat(path.join(dir, 'lock'))
    expect(await store.restore()).toMatchObject({ hit: true })
    expect(await listing(dir)).toEqual([`checkpoint.json:{"saved":true}`, `lock:${LOCK}`])
    expect((await stat(path.join(dir, 'lock'))).ino).toBe(ino)
  })
})
