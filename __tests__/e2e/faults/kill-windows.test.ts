import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBundle } from '../../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'
import { parseCheckpoint } from '../../../src/checkpoint/validate.js'

afterAll(cleanup)

// `npm test` runs a few of each window; `npm run test:faults` runs 100. The series is fixed unless
// RALPH_FAULT_SEED draws another.
const TRIALS = Number(process.env.RALPH_FAULT_TRIALS ?? 10)
const SEED = Number(process.env.RALPH_FAULT_SEED ?? 424242)
const CLI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../__fixtures__/task-cli')

/** The windows of SPEC §9 around the agent: each child the loop starts besides it. */
type Window = 'hook' | 'commit' | 'push' | 'verify' | 'task-cli'
const WINDOWS: Window[] = ['hook', 'commit', 'push', 'verify', 'task-cli']
/** The signal comes at a random moment within this much of the child's start. */
const WINDOW_MS = 300

function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/** A workspace and the CLI arguments whose `window` is slow and leaves `marker` when it starts. */
async function setup(window: Window) {
  const seed = await makeTempDir('ralph-window-seed-')
  await writeFile(path.join(seed, 'plan.json'), jsonPlan(2))
  await makeGitRepo(seed)
  const remote = await makeTempDir('ralph-window-remote-')
  await git(remote, 'clone', '-q', '--bare', seed, '.')
  const dir = await makeTempDir('ralph-window-')
  await git(dir, 'clone', '-q', remote, '.')
  const marker = path.join(dir, '..', `${path.basename(dir)}-started`)
  // Every command line carries the workspace's path, so what is left running can be found.
  // Slow enough on the first run that only the signal can end it; quick on the run that resumes.
  const slow = `touch '${marker}'; if [ -n "$RALPH_TRIAL_SLOW" ]; then sleep 30; else sleep 0.05; fi; : '${dir}'`
  const gitHook = async (name: string) => {
    await writeFile(path.join(dir, '.git', 'hooks', name), `#!/bin/sh\n${slow}\n`)
    await chmod(path.join(dir, '.git', 'hooks', name), 0o755)
  }
  const common = ['--commit', 'task', '--push', 'true', '--max-iterations', '20']
  const complete = [
    '--agent',
    'command',
    '--agent-command',
    `node ${AGENTS}/complete-one.mjs plan.json; : '${dir}'`
  ]
  const env: Record<string, string> = {}
  let args = ['--tasks', 'plan.json', ...complete, ...common]
  if (window === 'hook') args.push('--hooks', `onIterationEnd: ${slow}`)
  if (window === 'verify') args.push('--verify-command', `${slow}; echo "Tests: 1 passed, 1 total"`)
  if (window === 'commit') await gitHook('pre-commit')
  if (window === 'push') {
    await gitHook('pre-push')
    args.push('--push-every', 'commit')
  }
  if (window === 'task-cli') {
    const db = path.join(dir, '..', `${path.basename(dir)}-db.json`)
    await writeFile(
      db,
      JSON.stringify({ tasks: [1, 2].map(n => ({ id: `T-${n}`, title: `T-${n}`, status: 'open' })) })
    )
    Object.assign(env, { PATH: `${CLI_DIR}:${process.env.PATH ?? ''}`, TASK_DB: db })
    args = [
      '--task-source',
      'command',
      '--task-peek-command',
      `${slow}; task peek -n 10`,
      '--agent',
      'command'
    ]
    args.push('--agent-command', `bash ${CLI_DIR}/agent.sh; : '${dir}'`, '--max-iterations', '20')
  }
  return { dir, marker, args, env }
}

const leftRunning = (dir: string) => spawnSync('pgrep', ['-f', dir]).status === 0

async function settled(dir: string): Promise<void> {
  for (let i = 0; i < 250 && leftRunning(dir); i++) await new Promise(resolve => setTimeout(resolve, 20))
}

describe(`a signal inside every child's window (${TRIALS} trials, seed ${SEED})`, () => {
  it(
    'the step exits inside 7.5 s with its outputs, leaves no child behind, and the next run resumes',
    async () => {
      const next = random(SEED)
      const seen: string[] = []
      for (let trial = 0; trial < TRIALS; trial++) {
        const window = WINDOWS[trial % WINDOWS.length]
        const signal: NodeJS.Signals = next() < 0.7 ? 'SIGINT' : 'SIGKILL'
        const delay = Math.floor(next() * WINDOW_MS)
        const label = `trial ${trial} (seed ${SEED}): ${signal} ${delay} ms into the ${window}`
        const { dir, marker, args, env } = await setup(window)
        let sentAt = 0
        const first = await runBundle('cli', {
          cwd: dir,
          args,
          env: { ...env, RALPH_TRIAL_SLOW: '1' },
          onStart: pid => {
            const timer = setInterval(() => {
              if (!existsSync(marker)) return
              clearInterval(timer)
              setTimeout(() => {
                sentAt = Date.now()
                try {
                  process.kill(pid, signal)
                } catch {
                  // it ended first
                }
              }, delay)
            }, 2)
            setTimeout(() => clearInterval(timer), 20_000).unref()
          }
        })
        const tookMs = Date.now() - sentAt
        const must = (ok: boolean, what: string) => {
          if (!ok) throw new Error(`${label}: ${what}\n${first.stdout}\n${first.stderr}`)
        }
        // A run that ended before the signal came (a quick window) proves less, but is no failure.
        const endedFirst = first.stdout.includes('status=completed')
        if (sentAt > 0 && signal === 'SIGINT' && !endedFirst) {
          must(first.code === 3, `SIGINT exited ${first.code ?? first.signal}, not 3`)
          must(tookMs < 7500, `the step took ${tookMs} ms after the signal`)
          must(first.stdout.includes('status=interrupted'), 'no outputs')
          // The loop stopped every child before it exited (a grace for the kernel to reap them).
          await new Promise(resolve => setTimeout(resolve, 200))
          must(!leftRunning(dir), 'a child of the loop is still running')
        } else {
          // SIGKILL cannot be handled: what the loop had started outlives it, and is ended here.
          spawnSync('pkill', ['-KILL', '-f', dir])
          await settled(dir)
        }
        const file = path.join(dir, '.ralph', 'checkpoint.json')
        if (existsSync(file)) parseCheckpoint(readFileSync(file, 'utf8'), { file, stateDir: '.ralph' })
        const second = await runBundle('cli', { cwd: dir, args, env })
        await settled(dir)
        must(
          second.code === 0 && second.stdout.includes('status=completed'),
          `the next run: ${second.stdout}`
        )
        if (existsSync(file) && first.stdout.includes('=== Build Iteration'))
          must(
            second.stdout.includes('Resuming the loop at iteration') ||
              second.stdout.includes('Ralph Loop: '),
            'no resume'
          )
        seen.push(`${label}: exit ${first.code ?? first.signal} in ${sentAt ? tookMs : '-'} ms`)
      }
      expect(seen).toHaveLength(TRIALS)
      console.log(seen.join('\n'))
    },
    30_000 + TRIALS * 8_000
  )
})
