// npm run bench: the loop's own cost next to the agent's and next to its peers, measured on this machine.
// Per-iteration figures are slopes between a short and a long run (start-up not counted), medians of
// repeated runs in which the runners alternate. See bench/RESULTS.md for what each figure means.
//   --quick        fewer iterations and repeats
//   --smoke        a few iterations of every section, small sizes; checks the bench runs (CI), appends nothing
//   --only=a,b     some sections: peers, loop, fingerprint, scale, writes, cold-start, output, sigint, checkpoint, cache, waste, prompt, sandbox
import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT, machine, results, table } from './lib.mjs'
import { fingerprint } from './fingerprint-figures.mjs'
import { bashAndCliffs, peers, scale, writes } from './loop-figures.mjs'
import { cache, checkpoint, coldStart, output, sigint, waste } from './other-figures.mjs'
import { prompts } from './prompt-figures.mjs'
import { sandbox } from './sandbox-figures.mjs'

const QUICK = process.argv.includes('--quick')
const SMOKE = process.argv.includes('--smoke')
const ONLY = process.argv
  .find(arg => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const want = section => !ONLY || ONLY.includes(section)
const mode = SMOKE ? 'smoke' : QUICK ? 'quick' : 'full'
const size = {
  full: {
    iterations: { short: 10, long: 60 },
    repeat: 5,
    scale: { short: 5, long: 25 },
    sandbox: { short: 3, long: 13 }
  },
  quick: {
    iterations: { short: 5, long: 30 },
    repeat: 3,
    scale: { short: 3, long: 13 },
    sandbox: { short: 2, long: 8 }
  },
  smoke: {
    iterations: { short: 1, long: 3 },
    repeat: 1,
    scale: { short: 1, long: 2 },
    sandbox: { short: 1, long: 3 }
  }
}[mode]
const { repeat } = size

const started = Date.now()
if (want('peers')) peers({ ...size.iterations, repeat })
if (want('loop'))
  bashAndCliffs({
    ...size.iterations,
    repeat,
    ...(SMOKE && { cliffFiles: 500, untrackedFiles: 200 })
  })
if (want('fingerprint'))
  fingerprint({
    ...size.iterations,
    repeat,
    ...(SMOKE && { small: 100, tracked: 1_000, untracked: 200, bigFile: 2 ** 20 })
  })
if (want('scale')) scale({ ...size.scale, repeat, ...(SMOKE && { tasks: 1_000 }) })
if (want('writes')) writes(size.iterations)
if (want('cold-start')) coldStart({ repeat })
if (want('output')) output({ megabytes: SMOKE ? 5 : 200 })
if (want('sigint')) await sigint({ repeat })
if (want('checkpoint')) checkpoint({ iterations: SMOKE ? 20 : QUICK ? 1_000 : 10_000 })
if (want('cache') && !SMOKE) cache({ repeat })
if (want('waste')) waste()
if (want('prompt')) prompts({ iterations: SMOKE ? 1 : 3 })
if (want('sandbox')) sandbox({ ...size.sandbox, repeat })

if (results.length === 0) throw new Error(`no figure was measured (--only=${ONLY?.join(',') ?? ''})`)
const flags = [
  QUICK && 'quick',
  ONLY && `only ${ONLY.join(', ')}`,
  process.env.BENCH_DIST && `bundles ${process.env.BENCH_DIST}`
]
  .filter(Boolean)
  .join('; ')
const header = `\n## ${new Date().toISOString()} — ${machine()}${flags ? ` (${flags})` : ''}\n\n`
const note = `\`npm run bench -- <flags>\` (${mode}: ${size.iterations.short} → ${size.iterations.long} iterations per slope, ${repeat} repeats), ${((Date.now() - started) / 1000).toFixed(0)} s\n\n`
if (SMOKE) {
  console.log(`\nbench smoke run (${((Date.now() - started) / 1000).toFixed(1)} s): every section ran`)
} else {
  appendFileSync(path.join(ROOT, 'bench/RESULTS.md'), header + note + table(results) + '\n')
  console.log(`\nAppended to bench/RESULTS.md`)
}
