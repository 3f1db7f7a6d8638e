import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { chmod, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBundle } from '../../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir, originAndClone } from '../../../__fixtures__/temp.js'
import { TrialMark, type Marked } from '../../../__fixtures__/trial-mark.js'
import { parseCheckpoint } from '../../../src/checkpoint/validate.js'
import type { Report } from '../../../src/report/report.js'
import { random } from '../../../__fixtures__/kill-trial.js'

afterAll(cleanup)

const CLI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../__fixtures__/task-cli')

/** The windows of SPEC §9 around the agent: each child the loop starts besides it. */
// No 'commit' window: the loop's own git runs no hook of the repository (SPEC §10), so nothing outside
// git runs inside a commit. The push window is held by origin's own hook, which git runs for the push.
type Window = 'hook' | 'push' | 'verify' | 'task-cli'
const WINDOWS: Window[] = ['hook', 'push', 'verify', 'task-cli']
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGKILL']
/** Each window with each signal: the trials of every run, in this order. */
const GRID = WINDOWS.flatMap(window => SIGNALS.map(signal => ({ window, signal })))
// `npm test` runs the grid; `npm run test:faults` runs 100 trials, those past the grid in windows and with
// signals drawn at random. The series (and every delay) is fixed unless RALPH_FAULT_SEED draws another.
const TRIALS = Math.max(GRID.length, Number(process.env.RALPH_FAULT_TRIALS ?? 0))
const SEED = Number(process.env.RALPH_FAULT_SEED ?? 424242)
/** The signal comes at a random moment within this much of the slow child's start. */
const WINDOW_MS = 300
const TASKS = 3
/**
 * Which run of the window's child is the slow one (and every later one, the leashed runs on the signal
 * path included). The runs before it let the first iteration end and write its checkpoint, so whatever
 * the signal, the next run has a checkpoint to resume from. The verify command runs once all tasks are done.
 */
const SLOW_FROM: Record<Window, number> = { hook: 2, push: 2, verify: 1, 'task-cli': 2 }

/** A workspace and the CLI arguments; `window` turns slow on its SLOW_FROM-th run and leaves `marker`. */
async function setup(window: Window) {
  const seed = await makeTempDir('ralph-window-seed-')
  await writeFile(path.join(seed, 'plan.json'), jsonPlan(TASKS))
  await makeGitRepo(seed)
  const { remote, work: dir } = await originAndClone(seed, 'ralph-window-')
  // Outside the workspace, so that the loop's commits do not see them.
  const aside = await makeTempDir('ralph-window-aside-')
  const marker = path.join(aside, 'started')
  const runs = path.join(aside, 'runs')
  // Slow enough on the first run that only the signal can end it; quick on the run that resumes.
  const slow =
    `echo >> '${runs}'; if [ -n "$RALPH_TRIAL_SLOW" ] && [ "$(wc -l < '${runs}')" -ge ${SLOW_FROM[window]} ]; ` +
    `then touch '${marker}'; sleep 30; fi`
  const originHook = async (name: string) => {
    await writeFile(path.join(remote, 'hooks', name), `#!/bin/sh\ncat > /dev/null\n${slow}\n`)
    await chmod(path.join(remote, 'hooks', name), 0o755)
  }
  const common = ['--commit', 'task', '--push', 'true', '--max-iterations', '20']
  const complete = ['--agent', 'command', '--agent-command', `node ${AGENTS}/complete-one.mjs plan.json`]
  const env: Record<string, string> = {}
  let args = ['--tasks', 'plan.json', ...complete, ...common]
  if (window === 'hook') args.push('--hooks', `onIterationEnd: ${slow}`)
  if (window === 'verify') args.push('--verify-command', `${slow}; echo "Tests: 1 passed, 1 total"`)
  if (window === 'push') {
    await originHook('pre-receive')
    args.push('--push-every', 'commit')
  }
  if (window === 'task-cli') {
    const db = path.join(aside, 'db.json')
    const tasks = Array.from({ length: TASKS }, (_, i) => ({
      id: `T-${i + 1}`,
      title: `T-${i + 1}`,
      status: 'open'
    }))
    await writeFile(db, JSON.stringify({ tasks }))
    Object.assign(env, { PATH: `${CLI_DIR}:${process.env.PATH ?? ''}`, TASK_DB: db })
    args = ['--task-source', 'command', '--task-peek-command', `${slow}; task peek -n 10`]
    args.push('--agent', 'command', '--agent-command', `bash ${CLI_DIR}/agent.sh`, '--max-iterations', '20')
  }
  return { dir, marker, args, env }
}

const listed = (processes: Marked[]) => processes.map(p => `${p.pid} ${p.command}`).join('; ')

describe(`a signal inside every child's window (${TRIALS} trials, seed ${SEED})`, () => {
  it(
    'the step exits inside 7.5 s with its outputs, leaves no child behind, and the next run resumes',
    async () => {
      const next = random(SEED)
      const seen: string[] = []
      for (let trial = 0; trial < TRIALS; trial++) {
        const { window, signal } = GRID[trial] ?? {
          window: WINDOWS[Math.floor(next() * WINDOWS.length)],
          signal: next() < 0.7 ? 'SIGINT' : 'SIGKILL'
        }
        const delay = Math.floor(next() * WINDOW_MS)
        const label = `trial ${trial} (seed ${SEED}): ${signal} ${delay} ms into the ${window}`
        const { dir, marker, args, env } = await setup(window)
        // Every process either run starts inherits the mark, whatever its command line.
        const mark = new TrialMark()
        let sentAt = 0
        let children: Marked[] = []
        let watch: NodeJS.Timeout | undefined
        const first = await runBundle('cli', {
          cwd: dir,
          args,
          env: { ...env, ...mark.env, RALPH_TRIAL_SLOW: '1' },
          onStart: pid => {
            watch = setInterval(() => {
              if (!existsSync(marker)) return
              clearInterval(watch)
              watch = setTimeout(() => {
                // What the loop has started and must stop: the check below sees these.
                children = mark.alive(pid)
                sentAt = Date.now()
                try {
                  process.kill(pid, signal)
                } catch {
                  sentAt = 0 // it ended first: a failure, reported below
                }
              }, delay)
            }, 2)
          }
        })
        clearInterval(watch)
        const tookMs = Date.now() - sentAt
        const must = (ok: boolean, what: string) => {
          if (!ok) throw new Error(`${label}: ${what}\n${first.stdout}\n${first.stderr}`)
        }
        // The window is 30 s long: the signal always comes inside it, and the mark is on its child.
        must(sentAt > 0, 'the window never came, or the step ended inside it')
        must(children.length > 0, 'no marked child was running when the signal came')
        let lock = false
        if (signal === 'SIGINT') {
          must(first.code === 3, `SIGINT exited ${first.code ?? first.signal}, not 3`)
          must(tookMs < 7500, `the step took ${tookMs} ms after the signal`)
          must(first.stdout.includes('status=interrupted halt-reason=interrupted exit-code=3'), 'no outputs')
          // The loop stopped every child before it exited (a moment for the kernel to reap a killed group).
          const left = await mark.gone(500)
          must(left.length === 0, `children of the loop still run: ${listed(left)}`)
        } else {
          must(first.signal === 'SIGKILL', `SIGKILL ended with ${first.code ?? first.signal}`)
          // SIGKILL cannot be handled: the child in the window outlives the loop, and the runner ends it.
          must(mark.alive().length > 0, 'nothing outlived SIGKILL: the check cannot see the children')
          mark.kill()
          const left = await mark.gone(2000)
          must(left.length === 0, `still running after SIGKILL: ${listed(left)}`)
          // A git killed inside its commit leaves its index lock; the next job's actions/checkout deletes it
          // ("left by a previously canceled run or crashed git process"), and so does this runner.
          lock = existsSync(path.join(dir, '.git', 'index.lock'))
          rmSync(path.join(dir, '.git', 'index.lock'), { force: true })
        }
        const file = path.join(dir, '.ralph', 'checkpoint.json')
        must(existsSync(file), 'no checkpoint after the first iteration')
        // Throws, naming the field, when the checkpoint does not validate.
        const killed = parseCheckpoint(readFileSync(file, 'utf8'), { file, stateDir: '.ralph' })
        must(killed.totals.iterations >= 1, `the checkpoint records ${killed.totals.iterations} iterations`)
        if (signal === 'SIGINT')
          must(
            killed.status === 'interrupted' && killed.halt_reason === 'interrupted',
            `checkpoint ${killed.status}`
          )

        const second = await runBundle('cli', { cwd: dir, args, env: { ...env, ...mark.env } })
        const nextMust = (ok: boolean, what: string) => must(ok, `the next run: ${what}\n${second.stdout}`)
        const left = await mark.gone(500)
        nextMust(left.length === 0, `children still run: ${listed(left)}`)
        nextMust(second.code === 0 && second.stdout.includes('status=completed'), 'did not complete')
        nextMust(
          second.stdout.includes(
            `Resuming the loop at iteration ${killed.iteration} (was ${killed.status}/${killed.halt_reason ?? '-'})`
          ),
          `did not resume at iteration ${killed.iteration}`
        )
        const report = JSON.parse(readFileSync(path.join(dir, '.ralph', 'report.json'), 'utf8')) as Report
        nextMust(report.resumed, 'report.json says resumed: false')
        // The iterations go on from the killed run's checkpoint, plus the iterations whose commits are
        // past it (a SIGKILL's leftovers, committed as the iteration the kill cut off).
        const [, highest, following] =
          /commits carry iteration (\d+), past its checkpoint \(next (\d+)\)/.exec(second.stdout) ?? [
            '',
            '0',
            '1'
          ]
        const past = Number(highest) + 1 - Number(following)
        nextMust(
          report.total_iterations === killed.totals.iterations + past + report.iterations,
          `total_iterations ${report.total_iterations}, not ${killed.totals.iterations} + ${past} + ${report.iterations}`
        )
        const final = parseCheckpoint(readFileSync(file, 'utf8'), { file, stateDir: '.ralph' })
        nextMust(
          final.totals.iterations === report.total_iterations,
          `the checkpoint says ${final.totals.iterations}`
        )
        seen.push(
          `${label}: exit ${first.code ?? first.signal}` +
            (signal === 'SIGINT' ? ` in ${tookMs} ms` : '') +
            `, ${children.length} children${lock ? ', index.lock removed' : ''}; ` +
            `resumed at ${killed.iteration}, ${report.total_iterations} iterations`
        )
      }
      expect(seen).toHaveLength(TRIALS)
      if (process.env.RALPH_TEST_VERBOSE === '1') console.log(seen.join('\n'))
    },
    30_000 + TRIALS * 8_000
  )
})
