import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startAzurite, type Azurite } from '../../__fixtures__/azurite.js'
import { runBundle, signalWhen, stepFiles } from '../../__fixtures__/bundle.js'
import { startCacheServer, type CacheMode, type CacheServer } from '../../__fixtures__/cache-server.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

let azurite: Azurite
const servers: CacheServer[] = []
beforeAll(async () => {
  azurite = await startAzurite()
}, 30_000)
afterAll(async () => {
  for (const server of servers) await server.close()
  await azurite.stop()
  await cleanup()
})

async function server(mode: CacheMode = 'ok') {
  const started = await startCacheServer(azurite, mode)
  servers.push(started)
  return started
}

// Fails a task's first attempt, completes it on the second: attempts must survive a resume.
const SECOND_TIME = `if [ -f ".seen-$RALPH_TASK_ID" ]; then node ${AGENTS}/complete-one.mjs plan.json; else touch ".seen-$RALPH_TASK_ID"; fi`

async function workspace() {
  const dir = await makeTempDir('ralph-cache-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(2))
  await writeFile(path.join(dir, '.gitignore'), '.seen-*\n')
  await makeGitRepo(dir)
  return dir
}

const inputs = (extra: Record<string, string> = {}) => ({
  tasks: 'plan.json',
  agent: 'command',
  'agent-command': SECOND_TIME,
  checkpoint: 'cache',
  commit: 'none',
  ...extra
})

describe('checkpoints through the real @actions/cache (v2 protocol, Azurite blobs)', () => {
  it('halts on iterations-per-run, and a fresh runner restores, resumes with attempts intact and completes', async () => {
    const cache = await server()
    const dir = await workspace()
    const first = await runBundle('main', {
      cwd: dir,
      inputs: inputs({ 'iterations-per-run': '1' }),
      env: cache.env
    })
    expect(first.outputs).toMatchObject({ status: 'halted', 'halt-reason': 'run_slice', 'exit-code': '0' })
    expect(first.outputs['checkpoint-key']).toBe('ralph-nightly-loop-main-1001-1')
    expect(first.code).toBe(0)
    expect(cache.entries()).toEqual([{ key: 'ralph-nightly-loop-main-1001-1', finalized: true }])

    await rm(path.join(dir, '.ralph'), { recursive: true }) // a new runner has no state dir
    const second = await runBundle('main', {
      cwd: dir,
      inputs: inputs(),
      env: { ...cache.env, GITHUB_RUN_ID: '1002' }
    })
    expect(second.stdout).toContain(
      'Restored the state dir from the cache entry ralph-nightly-loop-main-1001-1'
    )
    expect(second.stdout).toContain(
      '=== Build Iteration 2 (Subtask: t1, Attempt: 2/5, 2 subtasks remaining) ==='
    )
    expect(second.outputs).toMatchObject({
      status: 'completed',
      resumed: 'true',
      'total-iterations': '4',
      iterations: '3'
    })
    expect(cache.entries().map(entry => entry.key)).toContain('ralph-nightly-loop-main-1002-1')
  })

  it.each<[string, CacheMode | 'down']>([
    ['is down', 'down'],
    ['returns 500', 'error500'],
    ['refuses every save with 409', 'conflict'],
    ['hangs', 'hang']
  ])(
    'warns and completes when the cache service %s',
    async (_name, mode) => {
      const env =
        mode === 'down'
          ? {
              ACTIONS_CACHE_SERVICE_V2: 'true',
              ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/',
              ACTIONS_RUNTIME_TOKEN: 'x.e30.'
            }
          : (await server(mode)).env
      const dir = await workspace()
      const started = Date.now()
      const run = await runBundle('main', {
        cwd: dir,
        inputs: inputs(),
        env: { ...env, RALPH_CACHE_TIMEOUT: '2' }
      })
      expect(run.outputs).toMatchObject({ status: 'completed', 'exit-code': '0', iterations: '4' })
      expect(run.code).toBe(0)
      expect(run.stdout).toMatch(/::warning title=Cache::No checkpoint restored from the cache/)
      expect(run.stdout).toMatch(/::warning title=Cache::Could not save the checkpoint to the cache/)
      expect(Date.now() - started).toBeLessThan(20_000)
    },
    30_000
  )

  it('warns on a corrupted archive and goes on from the local state', async () => {
    const cache = await server()
    const dir = await workspace()
    await runBundle('main', { cwd: dir, inputs: inputs({ 'iterations-per-run': '1' }), env: cache.env })
    cache.mode = 'corrupt'
    const run = await runBundle('main', {
      cwd: dir,
      inputs: inputs(),
      env: { ...cache.env, GITHUB_RUN_ID: '1003' }
    })
    expect(run.stdout).toContain('No checkpoint restored from the cache')
    expect(run.outputs).toMatchObject({ status: 'completed', resumed: 'true' })
  })

  it('the post step saves the state of an interrupted main step, and the next run resumes from it', async () => {
    const cache = await server()
    const dir = await workspace()
    const files = await stepFiles()
    const stubborn = `trap '' INT; echo started; sleep 30`
    const main = await runBundle('main', {
      cwd: dir,
      inputs: inputs({ 'agent-command': stubborn }),
      env: cache.env,
      files,
      onStart: signalWhen('SIGINT')
    })
    expect(main.outputs).toMatchObject({ status: 'interrupted', 'exit-code': '3' })
    expect(cache.entries()).toEqual([])
    const post = await runBundle('post', { cwd: dir, inputs: inputs(), env: cache.env, files })
    expect(post.code).toBe(0)
    expect(post.stdout).toContain('saved the interrupted loop')
    expect(cache.entries()).toEqual([{ key: 'ralph-nightly-loop-main-1001-1', finalized: true }])

    await rm(path.join(dir, '.ralph'), { recursive: true })
    const next = await runBundle('main', {
      cwd: dir,
      inputs: inputs(),
      env: { ...cache.env, GITHUB_RUN_ID: '1002' }
    })
    expect(next.outputs).toMatchObject({ status: 'completed', resumed: 'true' })
    expect(next.stdout).toContain('Resuming the loop at iteration 1 (was interrupted/interrupted)')
  })
})

describe('a signal before the loop is ready (SPEC §9)', () => {
  it("during a cache restore that hangs: the step ends inside the runner's window as interrupted, with its outputs", async () => {
    const cache = await server('hang')
    const dir = await workspace()
    let sentAt = 0
    const run = await runBundle('main', {
      cwd: dir,
      inputs: inputs(),
      env: cache.env,
      onStart: pid => {
        const timer = setInterval(() => {
          if (cache.calls.length === 0) return
          clearInterval(timer)
          sentAt = Date.now()
          process.kill(pid, 'SIGINT')
        }, 10)
      }
    })
    expect(sentAt).toBeGreaterThan(0)
    expect(Date.now() - sentAt).toBeLessThan(7500)
    expect(run.outputs).toMatchObject({ status: 'interrupted', 'exit-code': '3', iterations: '0' })
    expect(run.stdout).toContain('the run was interrupted before the restore finished')
  })
})
