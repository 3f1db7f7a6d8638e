import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle, type BundleRun } from '../../../__fixtures__/bundle.js'
import { jsonPlan } from '../../../__fixtures__/loop-harness.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'
import { parseCheckpoint } from '../../../src/checkpoint/validate.js'

afterAll(cleanup)

const CRASH = /^\s+at .+:\d+:\d+\)?$|node:internal|(TypeError|RangeError|SyntaxError|ReferenceError): /m

async function runAgent(dir: string, agent: string, extra: string[] = []): Promise<BundleRun> {
  return runBundle('cli', {
    cwd: dir,
    args: [
      '--tasks',
      'plan.json',
      '--agent',
      'command',
      '--agent-command',
      agent,
      '--max-attempts',
      '1',
      ...extra
    ]
  })
}

async function workspace(): Promise<string> {
  const dir = await makeTempDir('ralph-agent-fault-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(2))
  return dir
}

/** The checkpoint on disk, validated (throws naming the field when it is not). */
function checkpointOf(dir: string) {
  const file = path.join(dir, '.ralph', 'checkpoint.json')
  return parseCheckpoint(readFileSync(file, 'utf8'), { file, stateDir: '.ralph' })
}

function alive(pattern: string): boolean {
  return spawnSync('pgrep', ['-f', pattern]).status === 0
}

describe('an agent that fails is a failed iteration, and the loop stops as stuck', () => {
  it.each([
    ['exits 1', 'exit 1', 'exited with code 1'],
    ['is killed by a signal', 'kill -SEGV $$', 'killed by SIGSEGV'],
    ['hangs past iteration-timeout', 'sleep 30', 'timed out after 1 s'],
    ['deletes the task file', 'rm plan.json', 'plan.json: the file does not exist in the workspace'],
    [
      'replaces the task file with a directory',
      'rm plan.json; mkdir plan.json',
      'plan.json: it is a directory, not a file'
    ]
  ])('%s', async (_, agent, reason) => {
    const dir = await workspace()
    const run = await runAgent(dir, agent, ['--iteration-timeout', '0.02'])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`Iteration 1: failed, 2 remaining`)
    expect(`${run.stdout}${run.stderr}`).toContain(reason)
    expect(run.stderr).toContain('Ralph Loop stuck: Stuck on task t1')
    expect(`${run.stdout}${run.stderr}`).not.toMatch(CRASH)
    const checkpoint = checkpointOf(dir)
    expect(checkpoint).toMatchObject({ status: 'stuck', history: [{ n: 1, outcome: 'failed' }] })
  })
})

describe('output held open by what the agent left behind', () => {
  it('a grandchild that keeps stdout open is stopped with the agent: the iteration ends at once', async () => {
    const dir = await workspace()
    const started = Date.now()
    // `; :` keeps the shell (and the marker in its argv) alive instead of exec-ing sleep.
    const run = await runAgent(dir, `sh -c 'sleep 30; :' '${dir} grandchild' &\necho left a grandchild`)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(run.stdout).toContain('left a grandchild')
    expect(run.stdout).toContain('Iteration 1:')
    expect(alive(`${dir} grandchild`)).toBe(false)
  })

  it('one that left the process group (setsid) is waited for at most the drain time', async () => {
    const dir = await workspace()
    const started = Date.now()
    const run = await runAgent(dir, `setsid sh -c 'sleep 30; :' '${dir} escaped' &\necho escaped`)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('Iteration 1:')
    spawnSync('pkill', ['-f', `${dir} escaped`])
  })
})

// A full disk needs a small file system of its own: a 1 MB tmpfs, where this machine lets us mount one.
const mountPoint = path.join(process.env.RUNNER_TEMP ?? '/tmp', `ralph-tmpfs-${process.pid}`)
const mounted = await (async () => {
  await mkdir(mountPoint, { recursive: true })
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mountPoint])
  if (result.status === 0) return true
  console.log(`skipping the full-disk fault: cannot mount a tmpfs here (${result.stderr.toString().trim()})`)
  return false
})()
afterAll(async () => {
  if (mounted) spawnSync('umount', [mountPoint])
  await rm(mountPoint, { recursive: true, force: true })
})

describe('an agent that fills the disk', () => {
  const itMounted = mounted ? it : it.skip
  itMounted(
    'aborts with a message naming the file and the full disk; the last checkpoint is kept',
    async () => {
      const dir = path.join(mountPoint, 'ws')
      await mkdir(dir)
      await writeFile(path.join(dir, 'plan.json'), jsonPlan(3))
      // Iteration 1 is an ordinary one; iteration 2 fills the disk before the loop writes anything.
      const agent = `if [ -e done-one ]; then head -c 2000000 /dev/zero > fill; else touch done-one; fi; echo ok`
      const run = await runBundle('cli', {
        cwd: dir,
        args: [
          '--tasks',
          'plan.json',
          '--agent',
          'command',
          '--agent-command',
          agent,
          '--max-iterations',
          '5'
        ]
      })
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/Could not write .*: ENOSPC: no space left on device.*the disk is full/)
      expect(`${run.stdout}${run.stderr}`).not.toMatch(CRASH)
      // The checkpoint of iteration 1 is whole and valid; no temp file is left beside it.
      expect(checkpointOf(dir).totals.iterations).toBeGreaterThanOrEqual(1)
      expect(readFileSync(path.join(dir, 'plan.json'), 'utf8')).toBe(jsonPlan(3))
      const leftovers = spawnSync('find', [path.join(dir, '.ralph'), '-name', '*.tmp-*']).stdout.toString()
      expect(leftovers).toBe('')
      expect(existsSync(path.join(dir, 'fill'))).toBe(true)
    }
  )
})
