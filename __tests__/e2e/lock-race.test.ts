import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import { createServer, type Server, type Socket } from 'node:net'
import { hostname } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { runBundle, type BundleRun } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'
import { random } from '../../__fixtures__/kill-trial.js'

// A cache service that accepts connections and never answers: every cache call hangs until the
// loop's own budget (RALPH_CACHE_TIMEOUT) ends it, as a runner's cache does when it is down.
let silent: Server
const sockets = new Set<Socket>()
let port = 0
beforeAll(async () => {
  silent = createServer(socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => silent.listen(0, '127.0.0.1', resolve))
  port = (silent.address() as { port: number }).port
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise(resolve => silent.close(resolve))
  await cleanup()
})

const PAIRS = 20
const next = random(38_5)
/** When the second loop starts after the first, 0 to 3 s, in steps of 50 ms. */
const OFFSETS = Array.from({ length: PAIRS }, () => Math.floor(next() * 61) * 50)

const CACHE_DOWN = () => ({
  ACTIONS_CACHE_SERVICE_V2: 'true',
  ACTIONS_RESULTS_URL: `http://127.0.0.1:${port}/`,
  ACTIONS_CACHE_URL: `http://127.0.0.1:${port}/`,
  ACTIONS_RUNTIME_TOKEN: 'x.e30.',
  RALPH_CACHE_TIMEOUT: '1.5'
})

/**
 * Two main steps on one workspace, the second `offset` ms after the first. The agent prints a marker
 * and waits until the other loop has ended (or both loops iterate: the bug), so the loop that iterates
 * always outlives the other, whatever the machine's speed. What happened, in words.
 */
async function pair(offset: number, env: Record<string, string>): Promise<string> {
  const dir = await makeTempDir('ralph-race-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
  await makeGitRepo(dir)
  const release = path.join(await makeTempDir('ralph-race-release-'), 'release')
  const agent = `echo "agent iterating"; i=0; while [ ! -e '${release}' ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done; node ${AGENTS}/complete-one.mjs plan.json`
  const inputs = {
    tasks: 'plan.json',
    agent: 'command',
    'agent-command': agent,
    checkpoint: 'cache',
    commit: 'none'
  }
  const released = () => writeFile(release, '').catch(() => undefined)
  const watched: (() => string)[] = []
  const both = setInterval(() => {
    if (watched.length === 2 && watched.every(output => output().includes('agent iterating'))) void released()
  }, 20)
  const pids: number[] = []
  const step = async (delay: number, n: number) => {
    await sleep(delay)
    const run = await runBundle('main', {
      cwd: dir,
      inputs,
      env,
      onStart: (pid, output) => {
        pids[n] = pid
        watched.push(output)
      }
    })
    await released()
    return run
  }
  const runs = await Promise.all([step(0, 0), step(offset, 1)])
  clearInterval(both)
  return verdict(runs, pids)
}

function verdict(runs: BundleRun[], pids: number[]): string {
  const iterated = runs.flatMap((run, n) => (run.outputs.iterations === '0' ? [] : [n]))
  if (iterated.length !== 1) return `${iterated.length} loops iterated`
  const winner = iterated[0]
  const [won, lost] = [runs[winner], runs[1 - winner]]
  if (won.outputs.status !== 'completed') return `the loop that iterated ended ${won.outputs.status}`
  if (lost.outputs.status !== 'aborted') return `the other loop ended ${lost.outputs.status}`
  const holder = `Another loop is running on state-dir .ralph (pid ${pids[winner]} on ${hostname()}, since `
  if (!`${lost.stdout}${lost.stderr}`.includes(holder)) return 'the other loop did not name the holder'
  return 'one iterated, the other stopped naming it'
}

/** The pairs, two at a time. */
async function pairs(env: () => Record<string, string>): Promise<string[]> {
  const seen: string[] = []
  for (let i = 0; i < OFFSETS.length; i += 2) {
    const batch = OFFSETS.slice(i, i + 2).map(offset => pair(offset, env()))
    seen.push(...(await Promise.all(batch)).map((what, n) => `${OFFSETS[i + n]} ms: ${what}`))
  }
  return seen
}

const ONE = (seen: string[]) =>
  seen.map(line => line.replace(/: .*/, ': one iterated, the other stopped naming it'))

describe('one loop per state dir, whenever the second starts (SPEC §8)', () => {
  it('with the cache variables set and the cache service silent, exactly one of two loops iterates', async () => {
    const seen = await pairs(CACHE_DOWN)
    expect(seen).toEqual(ONE(seen))
  }, 120_000)

  it('without the cache variables, exactly one of two loops iterates', async () => {
    const seen = await pairs(() => ({}))
    expect(seen).toEqual(ONE(seen))
  }, 120_000)
})
