// The sandbox's cost (issue 33, SPEC §4a): the wall time it adds to every agent start, and the memory
// the loop's proxies add, each measured with the sandbox on and off in the same run.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ENV, fixed, loopArgv, median, ranIterations, report, slopes, workspace } from './lib.mjs'

// A trivial agent: a bare node start, then one task marked done, so every iteration counts.
const AGENT = `node -e 0 && sed -i '0,/"done":false/s//"done":true/' plan.json`
// Keys set, so that a credential proxy runs for each model API: they are never sent anywhere.
const KEYS = {
  ANTHROPIC_API_KEY: 'sk-ant-bench-not-a-key',
  OPENAI_API_KEY: 'sk-bench-not-a-key',
  GEMINI_API_KEY: 'bench-not-a-key'
}
const ITERATION_MS = 30_000
const argv = (mode, n) =>
  loopArgv('plan.json', n, ['--agent', 'command', '--agent-command', AGENT, '--sandbox', mode])

/** Why the sandbox cannot start on this machine, or undefined when it starts. */
function unavailable() {
  const { dir } = workspace({ tasks: 2, kind: 'json' })
  const run = spawnSync(argv('on', 1)[0], argv('on', 1).slice(1), {
    cwd: dir,
    env: { ...ENV, ...KEYS },
    encoding: 'utf8'
  })
  if (run.stdout.includes('The agent runs in the sandbox')) return undefined
  const line = `${run.stdout}\n${run.stderr}`.split('\n').find(l => l.includes('sandbox could not start'))
  return line?.trim() || `the loop exited ${run.status} without starting it`
}

/**
 * (a) The wall time the sandbox adds to an agent start: the per-iteration slope of the loop with
 * `--sandbox on` minus that with `--sandbox off` (runs alternate), so the once-a-run start (the tool
 * check, the runtime's proxies, the probe) is apart; it is reported on its own line.
 * (b) The loop's own peak RSS (process.resourceUsage, the agent's processes not counted) with the
 * sandbox on — its filtering proxies and three credential proxies running — against off.
 */
export function sandbox({ short, long, repeat }) {
  const why = unavailable()
  if (why) return console.log(`note the sandbox does not start here, nothing measured: ${why}`)
  const runner = mode => ({
    ws: workspace({ tasks: 100, kind: 'json' }),
    argv: n => argv(mode, n),
    env: KEYS,
    check: ranIterations
  })
  const s = slopes({ off: runner('off'), on: runner('on') }, { short, long, repeat })
  const added = s.on.slope - s.off.slope
  report(
    `sandbox on vs off, added wall time per agent start (node -e 0), ms (${fixed(s.on.slope, 0)} vs ${fixed(s.off.slope, 0)}); share of a 30 s iteration`,
    `${fixed(added, 0)} (${fixed((100 * added) / ITERATION_MS, 2)} %)`,
    '≤ 400 (≤ 1 %)',
    added <= 400,
    '--only=sandbox'
  )
  const once = s.on.long - s.off.long - long * added
  report(
    'sandbox start, once a run (tools check, proxies, probe), ms',
    fixed(once, 0),
    'reported',
    undefined,
    '--only=sandbox'
  )
  const rss = { off: [], on: [] }
  for (let r = 0; r < repeat; r++)
    for (const mode of r % 2 ? ['on', 'off'] : ['off', 'on']) rss[mode].push(peakRss(mode, short))
  const more = median(rss.on) - median(rss.off)
  report(
    `sandbox on vs off, added peak RSS of the loop with its proxies running, MB (${fixed(median(rss.on))} vs ${fixed(median(rss.off))})`,
    fixed(more),
    '≤ 30',
    more <= 30,
    '--only=sandbox'
  )
}

/** The loop's own peak RSS in MB over `n` iterations, read by a preload at its exit. */
function peakRss(mode, n) {
  const { dir } = workspace({ tasks: 100, kind: 'json' })
  const scratch = mkdtempSync(path.join(tmpdir(), 'ralph-bench-rss-'))
  const out = path.join(scratch, 'rss')
  const preload = path.join(scratch, 'rss.mjs')
  writeFileSync(
    preload,
    `import { writeFileSync } from 'node:fs'\nprocess.on('exit', () => writeFileSync(${JSON.stringify(out)}, String(process.resourceUsage().maxRSS)))\n`
  )
  const [node, ...args] = argv(mode, n)
  const run = spawnSync(node, ['--import', preload, ...args], {
    cwd: dir,
    env: { ...ENV, ...KEYS },
    stdio: 'ignore'
  })
  ranIterations(dir, n)
  const kb = Number(readFileSync(out, 'utf8'))
  rmSync(scratch, { recursive: true, force: true })
  if (!Number.isFinite(kb)) throw new Error(`no peak RSS from the loop (exit ${run.status})`)
  return kb / 1024
}
