import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../../__fixtures__/bundle.js'
import { actionTrial, cliTrial } from '../../../__fixtures__/kill-trial-runs.js'
import { random, type KillAt } from '../../../__fixtures__/kill-trial.js'
import { AGENTS, jsonPlan } from '../../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'
import { TrialMark, type Marked } from '../../../__fixtures__/trial-mark.js'
import { parseCheckpoint } from '../../../src/checkpoint/validate.js'

afterAll(cleanup)

// `npm test` runs a handful; `npm run test:faults` runs 100. The series is the same on every run, so a
// failure replays; RALPH_FAULT_SEED draws another series.
const TRIALS = Number(process.env.RALPH_FAULT_TRIALS ?? 8)
const SEED = Number(process.env.RALPH_FAULT_SEED ?? 998777)
const TASKS = 3

type Phase = 'agent' | 'checkpoint' | 'hook' | 'verify'
const PHASES: Phase[] = ['agent', 'checkpoint', 'hook', 'verify']
// Each phase leaves a marker file when it starts; the signal follows it after a random delay inside
// the phase (the agent, hook and verify command each take about 150 ms; the checkpoint write comes
// within a few ms of the agent's exit).
const MARKER: Record<Phase, string> = {
  agent: 'agent-started',
  checkpoint: 'agent-finished',
  hook: 'hook-started',
  verify: 'verify-started'
}
const WINDOW_MS: Record<Phase, number> = { agent: 150, checkpoint: 15, hook: 150, verify: 150 }

const listed = (processes: Marked[]) => processes.map(p => `${p.pid} ${p.command}`).join('; ')

function argsFor(dir: string): string[] {
  const mark = (name: string) => `touch '${dir}/${name}'`
  return [
    '--tasks',
    'plan.json',
    '--agent',
    'command',
    '--agent-command',
    `${mark(MARKER.agent)}; sleep 0.15; node ${AGENTS}/complete-one.mjs plan.json; ${mark(MARKER.checkpoint)}`,
    '--hooks',
    `onIterationEnd: ${mark(MARKER.hook)}; sleep 0.15`,
    '--verify-command',
    `${mark(MARKER.verify)}; sleep 0.15; true`,
    '--max-iterations',
    '20'
  ]
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

const calls = (dir: string) =>
  existsSync(`${dir}-calls`) ? readFileSync(`${dir}-calls`, 'utf8').trim().split('\n').length : 0

describe(`a signal at a random moment (${TRIALS} trials, seed ${SEED})`, () => {
  it(
    'leaves a checkpoint that validates, a whole task file, and a next run that resumes and finishes',
    async () => {
      const next = random(SEED)
      const seen: string[] = []
      for (let trial = 0; trial < TRIALS; trial++) {
        const phase = PHASES[Math.floor(next() * PHASES.length)]
        const signal: NodeJS.Signals = next() < 0.5 ? 'SIGINT' : 'SIGKILL'
        const delay = Math.floor(next() * WINDOW_MS[phase])
        const label = `trial ${trial} (seed ${SEED}): ${signal} ${delay} ms into the ${phase}`
        const dir = await makeTempDir('ralph-kill-')
        await writeFile(path.join(dir, 'plan.json'), jsonPlan(TASKS))
        await makeGitRepo(dir)
        // Every process either run starts inherits the mark, whatever its command line.
        const mark = new TrialMark()
        const env = { CALLS_FILE: `${dir}-calls`, ...mark.env }
        let sent = false
        let children = 0
        let watch: NodeJS.Timeout | undefined
        const first = await runBundle('cli', {
          cwd: dir,
          args: argsFor(dir),
          env,
          onStart: pid => {
            // The process may end before the phase comes round (the verify gate passed at once, say).
            watch = setInterval(() => {
              if (!existsSync(path.join(dir, MARKER[phase]))) return
              clearInterval(watch)
              watch = setTimeout(() => {
                sent = true
                children = mark.alive(pid).length
                try {
                  process.kill(pid, signal)
                } catch {
                  // it finished first: a trial that proves less, but not a failure
                }
              }, delay)
            }, 2)
          }
        })
        clearInterval(watch)
        const must = (ok: boolean, what: string) => {
          if (!ok) throw new Error(`${label}: ${what}\n${first.stdout}\n${first.stderr}`)
        }
        if (sent && signal === 'SIGINT') {
          // The loop stopped every child before it exited (a moment for the kernel to reap a killed group).
          const left = await mark.gone(500)
          must(left.length === 0, `children of the loop still run: ${listed(left)}`)
        } else {
          // What a SIGKILL orphaned (a 0.15 s sleep at most) ends by itself, and before the next run.
          const left = await mark.gone(10_000)
          must(left.length === 0, `orphans of the SIGKILL still run: ${listed(left)}`)
        }
        seen.push(`${label}: exit ${first.code ?? first.signal}, ${children} children at the signal`)
        // The task file is only ever written by the agent: whole, valid JSON.
        must(isJson(readFileSync(path.join(dir, 'plan.json'), 'utf8')), 'the task file is not whole JSON')
        const file = path.join(dir, '.ralph', 'checkpoint.json')
        let recorded = 0
        let resumeAt = 0
        if (existsSync(file)) {
          // Throws, naming the field, when the checkpoint does not validate.
          const killed = parseCheckpoint(readFileSync(file, 'utf8'), { file, stateDir: '.ralph' })
          recorded = killed.totals.iterations
          resumeAt = killed.iteration
        }
        // At most the iteration in flight is lost: every agent call but one is in the checkpoint.
        must(calls(dir) - recorded <= 1, `${calls(dir)} agent calls, ${recorded} recorded`)
        if (sent && signal === 'SIGINT') must(first.code === 3, `SIGINT exited ${first.code}, not 3`)

        const second = await runBundle('cli', { cwd: dir, args: argsFor(dir), env })
        const left = await mark.gone(500)
        must(left.length === 0, `children of the next run still run: ${listed(left)}`)
        must(
          second.code === 0 && second.stdout.includes('status=completed'),
          `the next run: ${second.stdout}`
        )
        if (recorded > 0)
          must(
            second.stdout.includes(`Resuming the loop at iteration ${resumeAt} (`),
            `the next run did not resume at iteration ${resumeAt}`
          )
        const final = parseCheckpoint(readFileSync(file, 'utf8'), { file, stateDir: '.ralph' })
        // Iterations went on from the checkpoint, and done tasks were not done again.
        must(final.totals.iterations >= recorded, `iterations went back from ${recorded}`)
        must(
          calls(dir) - final.totals.iterations <= 1,
          `${calls(dir)} calls, ${final.totals.iterations} recorded`
        )
        must(calls(dir) <= TASKS + 1, `${calls(dir)} agent calls for ${TASKS} tasks`)
      }
      expect(seen).toHaveLength(TRIALS)
      if (process.env.RALPH_TEST_VERBOSE === '1') console.log(seen.join('\n'))
    },
    30_000 + TRIALS * 6_000
  )
})

// SIGKILL of the CLI and of the action's main step, then runs again until the loop ends, each compared
// with a clean run. At least 30 trials (half each); RALPH_FAULT_TRIALS more, RALPH_FAULT_SEED another series.
const KILLS = Math.max(30, Number(process.env.RALPH_FAULT_TRIALS ?? 30))
const KILL_SEED = Number(process.env.RALPH_FAULT_SEED ?? 340034)

/** A kill after a random count of the clean run's lines, or (one in three) inside an agent. */
function killAt(next: () => number, lines: number): KillAt {
  return next() < 1 / 3 ? { agent: true } : { lines: 1 + Math.floor(next() * (lines - 1)) }
}

const shown = (at: KillAt) => ('agent' in at ? 'inside an agent' : `after ${at.lines} lines`)

describe.each([
  { entry: 'the CLI', count: Math.ceil(KILLS / 2) },
  { entry: "the action's main step", count: Math.floor(KILLS / 2) }
])(`SIGKILL of $entry at a random moment (seed ${KILL_SEED})`, ({ entry, count }) => {
  const cli = entry === 'the CLI'
  it(
    `${count} trials: the runs after it leave what a clean run leaves, every task's work and tick on origin, each iteration number once, one agent at a time`,
    async () => {
      const clean = cli ? await cliTrial(null) : await actionTrial(null, false)
      expect(clean.found).toEqual([])
      const next = random(KILL_SEED + (cli ? 0 : 1))
      const seen: string[] = []
      for (let trial = 0; trial < count; trial++) {
        const at = killAt(next, clean.lines)
        const hosted = next() < 0.5
        const label =
          `trial ${trial} (seed ${KILL_SEED}): SIGKILL ${shown(at)}` +
          (cli ? '' : hosted ? ', next jobs on a new runner' : ', next jobs on the same runner')
        const result = cli ? await cliTrial(at) : await actionTrial(at, hosted)
        if (result.found.length > 0)
          throw new Error(`${label}: ${result.runs.join(' → ')}\n${result.found.join('\n')}`)
        seen.push(`${label}: ${result.killed ? '' : '(ended before the kill) '}${result.runs.join(' → ')}`)
      }
      if (process.env.RALPH_TEST_VERBOSE === '1') console.log(seen.join('\n'))
    },
    60_000 + count * 15_000
  )
})
