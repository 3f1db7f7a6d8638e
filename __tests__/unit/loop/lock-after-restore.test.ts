import { describe, expect, it } from '@jest/globals'
import { completesTask, plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { MemoryLock } from '../../../__fixtures__/fakes/memory-lock.js'
import { MemoryStore } from '../../../__fixtures__/fakes/memory-store.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const HOLDER = 'pid 4242 on runner-2, since 2026-11-27T00:00:00.000Z'

/** A cache store whose restore runs while `during` happens (another loop starting beside it). */
function restoring(workspace: MemoryWorkspace, during: () => void): MemoryStore {
  const store = new MemoryStore(workspace)
  store.down = true
  const restore = store.restore.bind(store)
  store.restore = () => {
    during()
    return restore()
  }
  return store
}

describe('the lock is confirmed after the cache restore (SPEC §8: one loop per state dir)', () => {
  it.each<[string, string | undefined, Record<string, unknown>]>([
    [
      'another loop took the lock during the restore: stops at once, naming it',
      HOLDER,
      { status: 'aborted', iterations: 0 }
    ],
    ["the lock is still this run's: the loop goes on", undefined, { status: 'completed', iterations: 1 }]
  ])('%s', async (_name, holder, expected) => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(1) })
    const lock = new MemoryLock()
    const store = restoring(workspace, () => (lock.holder = holder))
    const run = await runFakeLoop({ tasks: 'plan.json', checkpoint: 'cache' }, completesTask(), {
      workspace,
      store,
      lock
    })
    expect(run.result).toMatchObject(expected)
    expect(lock.confirms).toBe(1)
    if (holder)
      expect(run.result.message).toBe(
        `Another loop is running on state-dir .ralph (${HOLDER}). Wait for it to end, or give this one its own state-dir.`
      )
  })
})
