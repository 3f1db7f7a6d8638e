import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { fileLock } from '../../../src/system/files/state-lock.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

const host = hostname()
// Two live processes, so that each loop sees the other's lock as held.
const ONE = { pid: process.pid, host }
const OTHER = { pid: process.ppid, host }
const ROUNDS = 1000

/** How many of `ROUNDS` races, each started by `prepare`, did not end with exactly one loop holding the lock. */
async function notOneHeld(prepare: (file: string) => Promise<void>): Promise<number> {
  const dir = await makeTempDir('ralph-lock-race-')
  let wrong = 0
  for (let round = 0; round < ROUNDS; round++) {
    const file = path.join(dir, `lock-${round}`)
    await prepare(file)
    const taken = await Promise.all([fileLock(file, ONE).acquire(), fileLock(file, OTHER).acquire()])
    if (taken.filter(result => result.ok).length !== 1) wrong++
  }
  return wrong
}

describe('the state dir lock under a race (SPEC §8)', () => {
  it('two loops starting at once: exactly one holds it', async () => {
    expect(await notOneHeld(() => Promise.resolve())).toBe(0)
  })

  it('two loops taking over the same stale lock at once: exactly one holds it', async () => {
    const gone = spawnSync('true').pid
    const stale = JSON.stringify({ pid: gone, host, since: '2026-01-01T00:00:00.000Z' })
    expect(await notOneHeld(file => writeFile(file, stale))).toBe(0)
  })
})

describe('confirming the lock after a cache restore wrote into the state dir (SPEC §8)', () => {
  const gone = spawnSync('true').pid
  const since = '2026-01-01T00:00:00.000Z'
  it.each<[string, string | undefined, object]>([
    ['still ours: held', 'ours', { ok: true }],
    ['removed: taken again', undefined, { ok: true }],
    [
      "replaced by the archive's lock of a loop that is gone: taken over",
      JSON.stringify({ pid: gone, host, since }),
      { ok: true, takenOver: `pid ${gone} on ${host}, since ${since}` }
    ],
    [
      'taken by a live loop meanwhile: refused, naming it',
      JSON.stringify({ ...OTHER, since }),
      { ok: false, holder: `pid ${OTHER.pid} on ${host}, since ${since}` }
    ]
  ])('%s', async (_name, replaced, expected) => {
    const file = path.join(await makeTempDir('ralph-lock-confirm-'), 'lock')
    const lock = fileLock(file, ONE)
    expect(await lock.acquire()).toEqual({ ok: true })
    const placed = await readFile(file, 'utf8')
    if (replaced === undefined) await rm(file)
    else if (replaced !== 'ours') await writeFile(file, replaced)
    expect(await lock.confirm()).toEqual(expected)
    const now = await readFile(file, 'utf8')
    if (replaced === 'ours') expect(now).toBe(placed)
    expect(JSON.parse(now)).toMatchObject('ok' in expected && expected.ok ? ONE : OTHER)
  })
})
