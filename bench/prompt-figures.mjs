// The bench's prompt figures: the bytes of the prompt each loop hands its agent per iteration, for the
// same 100-task plan. A recording `claude` (first on PATH) keeps every prompt it is given, then acts
// as bench/peers/claude does, so each loop runs as it would with the real CLI.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ENV, PEERS, loopArgv, median, ralphyBinary, report, workspace } from './lib.mjs'

// The prompt is the argument of -p/--print when it has one, else stdin (snarktank pipes its prompt file).
const RECORDER = `#!/usr/bin/env node
const { appendFileSync, readFileSync, writeFileSync } = require('node:fs')
const { spawnSync } = require('node:child_process')
const args = process.argv.slice(2)
const at = args.findIndex(a => a === '-p' || a === '--print')
const next = at >= 0 ? args[at + 1] : undefined
const prompt = next !== undefined && !next.startsWith('--') ? next : readFileSync(0, 'utf8')
writeFileSync(process.env.PROMPTS + '/' + process.hrtime.bigint(), prompt)
const r = spawnSync('bash', [process.env.PEER_CLAUDE], { stdio: 'inherit' })
process.exit(r.status ?? 1)
`

/** The median bytes per prompt a loop gave the recording claude over `iterations` iterations. */
function promptBytes(argv, cwd, iterations) {
  const bin = mkdtempSync(path.join(tmpdir(), 'ralph-bench-claude-'))
  const prompts = mkdtempSync(path.join(tmpdir(), 'ralph-bench-prompts-'))
  writeFileSync(path.join(bin, 'claude'), RECORDER)
  chmodSync(path.join(bin, 'claude'), 0o755)
  const env = {
    ...ENV,
    PATH: `${bin}:${ENV.PATH}`,
    PROMPTS: prompts,
    PEER_CLAUDE: path.join(PEERS, 'claude')
  }
  spawnSync(argv[0], argv.slice(1), { cwd, env, stdio: 'ignore', timeout: 120_000 })
  const sizes = readdirSync(prompts).map(file => readFileSync(path.join(prompts, file)).length)
  if (sizes.length === 0) throw new Error(`${argv.join(' ')} gave claude no prompt`)
  return { bytes: median(sizes), count: Math.min(sizes.length, iterations) }
}

/**
 * Prompt bytes per iteration over a 100-task markdown plan: ours (the built-in default, dist/cli),
 * ralphy-cli when installed, and snarktank's: its CLAUDE.md when BENCH_SNARKTANK names a clone of
 * snarktank/ralph, else the prompt of our reconstruction (bench/peers/snark-loop.sh), said so.
 */
export function prompts({ iterations = 3 } = {}) {
  const run = argv => {
    const { dir } = workspace({ tasks: 100, kind: 'md', git: true })
    return promptBytes(argv, dir, iterations)
  }
  const ours = run(loopArgv('plan.md', iterations, ['--agent', 'claude']))
  report(
    'prompt bytes per iteration, ralph-loop default prompt, 100-task plan',
    String(ours.bytes),
    '< 1,500',
    ours.bytes < 1500,
    '--only=prompt'
  )
  const ralphy = ralphyBinary()
  if (ralphy) {
    const theirs = run([
      ralphy,
      '--prd',
      'plan.md',
      '--fast',
      '--no-commit',
      '--max-iterations',
      String(iterations)
    ])
    report(
      'prompt bytes per iteration, ralphy-cli --fast, 100-task plan',
      String(theirs.bytes),
      'reported',
      undefined,
      '--only=prompt'
    )
  } else console.log('note ralphy-cli not found: set BENCH_RALPHY or `npm i --prefix /tmp/peers ralphy-cli`')
  const clone = process.env.BENCH_SNARKTANK
  if (clone && existsSync(path.join(clone, 'CLAUDE.md'))) {
    // ralph.sh pipes CLAUDE.md to claude unchanged every iteration (the agent reads prd.json itself).
    const bytes = readFileSync(path.join(clone, 'CLAUDE.md')).length
    report(
      'prompt bytes per iteration, snarktank/ralph CLAUDE.md (any plan)',
      String(bytes),
      'reported',
      undefined,
      '--only=prompt'
    )
  } else {
    const shape = run(['bash', path.join(PEERS, 'snark-loop.sh'), String(iterations)])
    report(
      "prompt bytes per iteration, snarktank's shape reconstructed (bench/peers/snark-loop.sh, not its real prompt: set BENCH_SNARKTANK)",
      String(shape.bytes),
      'reported',
      undefined,
      '--only=prompt'
    )
  }
}
