// The bench's other figures: cold start, memory under 200 MB of output, SIGINT to a durable
// checkpoint, checkpoint size, the cache round trip, and agent invocations wasted after a stop.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CLI, ENV, MAIN, NO_SANDBOX, ROOT, fixed, loopArgv, median, report, workspace } from './lib.mjs'

const stampOf = dir => path.join(dir, '..', `${path.basename(dir)}-stamp`)

/** Process start to the first agent spawn, for the CLI and the action's main bundle, outside git and in git. */
export function coldStart({ repeat }) {
  for (const git of [false, true])
    for (const [name, bundle] of [
      ['cli', CLI],
      ['main', MAIN]
    ]) {
      const samples = []
      for (let r = 0; r < repeat; r++) {
        const { dir } = workspace({ tasks: 1, kind: 'json', git })
        const stamp = stampOf(dir)
        const agent = `date +%s%N > ${stamp}`
        const inputs = {
          INPUT_TASKS: 'plan.json',
          INPUT_AGENT: 'command',
          'INPUT_AGENT-COMMAND': agent,
          'INPUT_MAX-ATTEMPTS': '1',
          INPUT_CHECKPOINT: 'file',
          INPUT_COMMIT: 'none',
          INPUT_PUSH: 'false',
          INPUT_SANDBOX: 'off'
        }
        const output = path.join(dir, '..', `${path.basename(dir)}-out`)
        const env = name === 'main' ? { ...inputs, GITHUB_WORKSPACE: dir, GITHUB_OUTPUT: output } : {}
        if (name === 'main') writeFileSync(output, '')
        const args =
          name === 'cli'
            ? [
                '--tasks',
                'plan.json',
                '--agent',
                'command',
                '--agent-command',
                agent,
                '--max-attempts',
                '1',
                ...NO_SANDBOX
              ]
            : []
        const startNs = BigInt(Date.now()) * 1_000_000n
        spawnSync(process.execPath, [bundle, ...args], { cwd: dir, env: { ...ENV, ...env }, stdio: 'ignore' })
        samples.push(Number(BigInt(readFileSync(stamp, 'utf8').trim()) - startNs) / 1e6)
        rmSync(stamp, { force: true })
        rmSync(output, { force: true })
      }
      const ms = median(samples)
      report(
        `cold start to the first agent spawn, dist/${name}, ${git ? 'inside git' : 'outside git'} (ms)`,
        fixed(ms, 0),
        git ? '≤ 120 (owned by the cold-start work)' : 'reported',
        git ? ms <= 120 : undefined,
        '--only=cold-start'
      )
    }
}

const ASSISTANT_LINE = '{"type":"assistant","message":{"content":[{"type":"text","text":"working on it"}]}}'
const RESULT_LINE = '{"type":"result","subtype":"success","is_error":false,"result":"done","session_id":"s1"}'

/** Peak RSS of the loop while the agent prints `megabytes` MB (plain lines, no newlines, claude stream-json). */
export function output({ megabytes = 200 } = {}) {
  const bytes = megabytes * 1_000_000
  if (!existsSync('/usr/bin/time'))
    return console.log('note /usr/bin/time not found: peak RSS is not measured')
  for (const [name, agent, claude] of [
    ['lines', `yes 'a line of agent output that goes on for a while' | head -c ${bytes}`, false],
    ['no newlines', `head -c ${bytes} /dev/zero | tr '\\0' 'x'`, false],
    [
      'claude stream-json lines',
      `yes '${ASSISTANT_LINE}' | head -c ${bytes}; echo; echo '${RESULT_LINE}'`,
      true
    ]
  ]) {
    const { dir } = workspace({ tasks: 1, kind: 'json' })
    let args = loopArgv('plan.json', 1, ['--agent', 'command', '--agent-command', agent])
    if (claude) {
      const binary = path.join(dir, 'fake-claude')
      writeFileSync(binary, `#!/bin/bash\n${agent}\n`, { mode: 0o755 })
      args = loopArgv('plan.json', 1, ['--agent', 'claude', '--agent-binary', binary])
    }
    const run = spawnSync('/usr/bin/time', ['-f', '%M', ...args], {
      cwd: dir,
      env: ENV,
      encoding: 'utf8',
      maxBuffer: 2 * bytes + 64 * 1024 * 1024
    })
    const rssMb = Number(run.stderr.trim().split('\n').pop()) / 1024
    if (!Number.isFinite(rssMb)) throw new Error(`/usr/bin/time gave no peak RSS: ${run.stderr.slice(-500)}`)
    const streamed = run.stdout.length > 0.75 * bytes
    report(
      `peak RSS with ${megabytes} MB of agent output (${name}), MB; log streamed: ${streamed}`,
      fixed(rssMb, 0),
      '≤ 80',
      rssMb <= 80 && streamed,
      '--only=output'
    )
  }
}

/** SIGINT to a checkpoint on disk that says `interrupted`. */
export async function sigint({ repeat }) {
  const samples = []
  for (let r = 0; r < repeat; r++) {
    const { dir } = workspace({ tasks: 1, kind: 'json' })
    const file = path.join(dir, '.ralph', 'checkpoint.json')
    const agent = `trap '' INT; echo started; sleep 30`
    const argv = loopArgv('plan.json', 5, ['--agent', 'command', '--agent-command', agent])
    const child = spawn(argv[0], argv.slice(1), { cwd: dir, env: ENV, stdio: ['ignore', 'pipe', 'ignore'] })
    await new Promise(resolve =>
      child.stdout.on('data', chunk => chunk.toString().includes('started') && resolve())
    )
    const sent = process.hrtime.bigint()
    child.kill('SIGINT')
    let ms
    for (;;) {
      if (existsSync(file) && readFileSync(file, 'utf8').includes('"status":"interrupted"')) {
        ms = Number(process.hrtime.bigint() - sent) / 1e6
        break
      }
      await new Promise(resolve => setTimeout(resolve, 1))
    }
    await new Promise(resolve => child.on('close', resolve))
    samples.push(ms)
  }
  report(
    'SIGINT to a durable checkpoint (ms)',
    fixed(median(samples)),
    '≤ 300',
    median(samples) <= 300,
    '--only=sigint'
  )
}

/** Checkpoint size after `iterations` real iterations: plan mode, an agent that reports new work each time. */
export function checkpoint({ iterations }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ralph-bench-'))
  const agent = `echo "{\\"work_remaining\\":[\\"step-$RALPH_ITERATION\\"]}"`
  const argv = [CLI, '--mode', 'plan', '--agent', 'command', '--agent-command', agent, ...NO_SANDBOX]
  const flags = ['--max-iterations', String(iterations), '--stuck-threshold', '0', '--no-progress-limit', '0']
  const run = spawnSync(process.execPath, [...argv, ...flags], { cwd: dir, env: ENV, stdio: 'ignore' })
  const file = path.join(dir, '.ralph', 'checkpoint.json')
  const saved = JSON.parse(readFileSync(file, 'utf8'))
  const kb = statSync(file).size / 1024
  rmSync(dir, { recursive: true, force: true })
  if (run.status !== 2 || saved.totals.iterations !== iterations)
    throw new Error(`the ${iterations}-iteration run ended early: exit ${run.status}`)
  report(
    `checkpoint size after ${iterations.toLocaleString('en')} iterations (KB)`,
    fixed(kb),
    '≤ 256',
    kb <= 256
  )
}

/**
 * Save and restore of a 256 KB state dir through the real cache client, the loopback v2 cache service
 * fixture and Azurite (bench/cache-timing.ts, bundled here because the fixtures are TypeScript).
 */
export function cache({ repeat }) {
  const out = path.join(ROOT, '.bench-build')
  const built = spawnSync('npx', ['ncc', 'build', 'bench/cache-timing.ts', '-o', out, '-q'], {
    cwd: ROOT,
    encoding: 'utf8'
  })
  if (built.status !== 0) throw new Error(`ncc could not build bench/cache-timing.ts: ${built.stderr}`)
  const run = spawnSync(process.execPath, [path.join(out, 'index.js'), String(repeat)], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  })
  const last = run.stdout.trim().split('\n').pop() ?? ''
  if (run.status !== 0 || !last.startsWith('{'))
    throw new Error(`bench/cache-timing.ts failed: ${run.stderr}`)
  const { saveMs, restoreMs } = JSON.parse(last)
  report('save of a 256 KB state dir through the loopback cache service (ms)', fixed(saveMs, 0), 'reported')
  report(
    'restore of a 256 KB state dir through the loopback cache service (ms)',
    fixed(restoreMs, 0),
    'reported'
  )
}

const COST_AGENT = `#!/bin/bash\necho x >> "$CALLS"\necho '{"type":"result","subtype":"success","is_error":false,"result":"working","total_cost_usd":0.4,"session_id":"s"}'\n`

/**
 * Agent invocations after a stuck or budget condition is known (each must be 0). The cost case runs the
 * claude preset with a stand-in that reports $0.40 an iteration: with max-cost-usd 1 the loop must stop
 * after two, since a third would overshoot the budget.
 */
export function waste() {
  const quiet = ['--stuck-threshold', '0', '--no-progress-limit', '0']
  for (const [name, flags, expected, claude] of [
    ['max-attempts 3', ['--max-attempts', '3', ...quiet], 3, false],
    // The first iteration of a loop never counts as one without progress (SPEC §5): 1 + 2.
    ['no-progress-limit 2', ['--no-progress-limit', '2', '--stuck-threshold', '0'], 3, false],
    ['iterations-per-run 4', ['--iterations-per-run', '4', ...quiet], 4, false],
    ['max-cost-usd 1 at $0.40 an iteration', ['--max-cost-usd', '1', ...quiet], 2, true]
  ]) {
    const { dir } = workspace({ tasks: 1, kind: 'json' })
    const calls = path.join(dir, '..', `${path.basename(dir)}-calls`)
    let agent = ['--agent', 'command', '--agent-command', `echo x >> ${calls}`]
    if (claude) {
      writeFileSync(path.join(dir, 'fake-claude'), COST_AGENT, { mode: 0o755 })
      agent = ['--agent', 'claude', '--agent-binary', path.join(dir, 'fake-claude')]
    }
    spawnSync(
      process.execPath,
      [CLI, '--tasks', 'plan.json', '--max-iterations', '50', ...NO_SANDBOX, ...agent, ...flags],
      {
        cwd: dir,
        env: { ...ENV, CALLS: calls }
      }
    )
    const invocations = existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n').length : 0
    rmSync(calls, { force: true })
    report(
      `agent invocations after ${name} is known (${invocations} made, ${expected} needed)`,
      String(invocations - expected),
      '= 0',
      invocations === expected
    )
  }
}
