import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseCheckpoint } from '../../src/checkpoint/validate.js'
import { runBundle, signalWhen, stepFiles } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

// An agent that ignores SIGINT and waits with a grandchild, as a busy agent would; its pid file says who to check.
const STUBBORN = `trap '' INT; sleep 30 & echo $! > "$PID_FILE"; echo started; wait`

async function workspace(tasks = 2) {
  const dir = await makeTempDir('ralph-signal-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(tasks))
  await makeGitRepo(dir)
  return { dir, pidFile: `${dir}-pid` }
}

function checkpointOf(dir: string) {
  const text = readFileSync(path.join(dir, '.ralph', 'checkpoint.json'), 'utf8')
  return parseCheckpoint(text, { file: 'checkpoint.json', stateDir: '.ralph' })
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/** Waits (bounded) until no process started for this test's workspace is left. */
async function orphansGone(marker: string): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const { status } = spawnSync('pgrep', ['-f', marker])
    if (status !== 0) return
    await new Promise(resolve => setTimeout(resolve, 20))
  }
  throw new Error(`processes for ${marker} are still running`)
}

describe('SIGINT inside the runner window', () => {
  it('the main step stops the agent group, saves state for the post step and sets every output in time', async () => {
    const { dir, pidFile } = await workspace()
    const files = await stepFiles()
    const sentAt = { time: 0 }
    const inputs = {
      tasks: 'plan.json',
      agent: 'command',
      'agent-command': STUBBORN,
      checkpoint: 'cache',
      commit: 'none'
    }
    const run = await runBundle('main', {
      cwd: dir,
      inputs,
      env: { PID_FILE: pidFile },
      files,
      onStart: signalWhen('SIGINT', 'started', sentAt)
    })
    const took = Date.now() - sentAt.time
    expect(took).toBeLessThan(7500)
    expect(run.outputs).toMatchObject({
      status: 'interrupted',
      'exit-code': '3',
      'halt-reason': 'interrupted'
    })
    expect(run.outputs['checkpoint-key']).toBe('ralph-nightly-loop-main-1001-1')
    expect(run.code).toBe(1) // the step failed (fail-on includes interrupted)
    expect(alive(Number(readFileSync(pidFile, 'utf8')))).toBe(false)
    expect(checkpointOf(dir)).toMatchObject({
      status: 'interrupted',
      halt_reason: 'interrupted',
      iteration: 1
    })
    expect(run.state).toMatchObject({
      'ralph-post-needed': 'true',
      'ralph-cache-key': 'ralph-nightly-loop-main-1001-1'
    })

    // The post step (no cache service here) only warns.
    const post = await runBundle('post', { cwd: dir, inputs, files })
    expect(post.code).toBe(0)
    expect(post.stdout).toContain('::warning::')
  })

  it('Ctrl+C in the CLI exits 3, and the next run redoes the interrupted iteration', async () => {
    const { dir, pidFile } = await workspace()
    const sentAt = { time: 0 }
    const run = await runBundle('cli', {
      cwd: dir,
      args: ['--tasks', 'plan.json', '--agent', 'command', '--agent-command', STUBBORN],
      env: { PID_FILE: pidFile },
      onStart: signalWhen('SIGINT', 'started', sentAt)
    })
    expect(run.code).toBe(3)
    expect(run.stdout).toContain('status=interrupted')
    expect(checkpointOf(dir)).toMatchObject({ status: 'interrupted', iteration: 1, attempts: {} })

    const next = await runBundle('cli', {
      cwd: dir,
      args: [
        '--tasks',
        'plan.json',
        '--agent',
        'command',
        '--agent-command',
        `node ${AGENTS}/complete-one.mjs plan.json`
      ]
    })
    expect(next.code).toBe(0)
    expect(next.stdout).toContain(
      '=== Build Iteration 1 (Subtask: t1, Attempt: 1/5, 2 subtasks remaining) ==='
    )
  })
})

describe('SIGKILL at a random moment', () => {
  it('always leaves a valid checkpoint and loses at most the iteration in flight (20 kills)', async () => {
    const { dir } = await workspace(40)
    const calls = `${dir}-calls`
    // The extra argument marks this test's agents: a SIGKILL leaves them running, as on a runner.
    const agent = `sleep 0.0$((RANDOM % 5)); node ${AGENTS}/complete-one.mjs plan.json ${dir}`
    const args = [
      '--tasks',
      'plan.json',
      '--agent',
      'command',
      '--agent-command',
      agent,
      '--max-iterations',
      '100'
    ]
    const count = () => (existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n').length : 0)
    let recorded = 0
    for (let kill = 0; kill < 20; kill++) {
      const callsBefore = count()
      const delay = 40 + Math.floor(Math.random() * 300)
      await runBundle('cli', {
        cwd: dir,
        args,
        env: { CALLS_FILE: calls },
        // A run that finished first (the last tasks go fast) has nothing left to kill.
        onStart: pid => setTimeout(() => killIfThere(pid), delay)
      })
      await orphansGone(dir)
      const ran = count() - callsBefore
      if (!existsSync(path.join(dir, '.ralph', 'checkpoint.json'))) {
        expect(ran).toBeLessThanOrEqual(1)
        continue
      }
      const checkpoint = checkpointOf(dir)
      const newlyRecorded = checkpoint.totals.iterations - recorded
      expect(ran - newlyRecorded).toBeLessThanOrEqual(1)
      recorded = checkpoint.totals.iterations
      // The loop never writes the task file: whatever the agent left is valid JSON.
      expect(() => JSON.parse(readFileSync(path.join(dir, 'plan.json'), 'utf8')) as unknown).not.toThrow()
    }
    const last = await runBundle('cli', { cwd: dir, args, env: { CALLS_FILE: calls } })
    expect(last.code).toBe(0)
    expect(last.stdout).toContain('status=completed')
  }, 120_000)
})

function killIfThere(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}
