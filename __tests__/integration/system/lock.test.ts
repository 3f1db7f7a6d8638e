import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
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
