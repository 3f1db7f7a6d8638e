// npm run bench: the loop's own cost next to the agent's, measured on this machine.
// Each figure is a median over repeated runs; comparisons alternate A and B in the same run.
import { spawn, spawnSync } from 'node:child_process'
import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  existsSync
} from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CLI = process.env.BENCH_CLI ?? path.join(ROOT, 'dist/cli/index.js')
const MAIN = path.join(ROOT, 'dist/main/index.js')
const QUICK = process.argv.includes('--quick')
// --only=scale,output runs some sections (overhead, cold-start, scale, output, sigint, checkpoint, cache, waste).
const ONLY = process.argv
  .find(arg => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const want = section => !ONLY || ONLY.includes(section)
const REPEAT = QUICK ? 3 : 5
const ENV = { PATH: process.env.PATH, HOME: tmpdir(), SHLVL: '1' }
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const results = []
const report = (name, value, target, ok) => {
  results.push({ name, value, target, ok })
  console.log(`${ok ? 'ok  ' : 'MISS'} ${name}: ${value} (target ${target})`)
}

function workspace(tasks, { markdown = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ralph-bench-'))
  if (markdown) {
    writeFileSync(
      path.join(dir, 'plan.md'),
      Array.from({ length: tasks }, (_, i) => `- [ ] task number ${i + 1}`).join('\n') + '\n'
    )
  } else {
    const subtasks = Array.from({ length: tasks }, (_, i) => ({
      id: `t${i + 1}`,
      title: `Task ${i + 1}`,
      done: false
    }))
    writeFileSync(path.join(dir, 'plan.json'), JSON.stringify({ subtasks }))
  }
  return dir
}

// The agent both loops run: mark the current task done (jq for JSON, sed for markdown).
const JSON_AGENT = `jq -c '(.subtasks[] | select(.id == env.RALPH_TASK_ID)).done = true' plan.json > plan.tmp && mv plan.tmp plan.json`
const MD_AGENT = `sed -i '0,/- \\[ \\]/s//- [x]/' plan.md`

function timeRun(command, args, cwd, env = {}, okCodes = [0, 2]) {
  const start = process.hrtime.bigint()
  const run = spawnSync(command, args, { cwd, env: { ...ENV, ...env }, stdio: 'ignore' })
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  if (!okCodes.includes(run.status)) throw new Error(`${command} ${args.join(' ')} exited ${run.status}`)
  return ms
}

function loopArgs(plan, iterations, agent) {
  return [
    CLI,
    '--tasks',
    plan,
    '--max-iterations',
    String(iterations),
    '--agent',
    'command',
    '--agent-command',
    agent,
    '--stuck-threshold',
    '0'
  ]
}

// 1. Loop overhead per iteration against the bash loop.
if (want('overhead')) {
  const iterations = QUICK ? 50 : 200
  const ours = []
  const theirs = []
  for (let r = 0; r < REPEAT; r++) {
    let dir = workspace(iterations)
    theirs.push(
      timeRun(
        'bash',
        [path.join(ROOT, 'bench/bash-loop.sh'), 'plan.json', String(iterations), JSON_AGENT],
        dir
      )
    )
    rmSync(dir, { recursive: true, force: true })
    dir = workspace(iterations)
    ours.push(timeRun(process.execPath, loopArgs('plan.json', iterations, JSON_AGENT), dir))
    rmSync(dir, { recursive: true, force: true })
  }
  const ratio = median(ours) / median(theirs)
  const overhead = (median(ours) - median(theirs)) / iterations
  report(
    `overhead: ${iterations} iterations, loop ${median(ours).toFixed(0)} ms vs bash ${median(theirs).toFixed(0)} ms, ratio`,
    ratio.toFixed(2),
    '≤ 1.2',
    ratio <= 1.2
  )
  report('overhead per iteration (ms)', overhead.toFixed(1), '≤ 10', overhead <= 10)
}

// 2. Cold start: process start to the first agent spawn.
if (want('cold-start'))
  for (const [name, bundle] of [
    ['cli', CLI],
    ['main', MAIN]
  ]) {
    const samples = []
    for (let r = 0; r < REPEAT; r++) {
      const dir = workspace(1)
      const stamp = path.join(dir, '..', `${path.basename(dir)}-stamp`)
      const agent = `date +%s%N > ${stamp}`
      const inputs = {
        INPUT_TASKS: 'plan.json',
        INPUT_AGENT: 'command',
        'INPUT_AGENT-COMMAND': agent,
        'INPUT_MAX-ATTEMPTS': '1',
        INPUT_CHECKPOINT: 'file',
        INPUT_COMMIT: 'none'
      }
      const env =
        name === 'main'
          ? {
              ...inputs,
              GITHUB_WORKSPACE: dir,
              GITHUB_OUTPUT: path.join(dir, '..', `${path.basename(dir)}-out`)
            }
          : {}
      if (name === 'main') writeFileSync(env.GITHUB_OUTPUT, '')
      const args =
        name === 'cli'
          ? ['--tasks', 'plan.json', '--agent', 'command', '--agent-command', agent, '--max-attempts', '1']
          : []
      const startNs = BigInt(Date.now()) * 1_000_000n
      spawnSync(process.execPath, [bundle, ...args], { cwd: dir, env: { ...ENV, ...env }, stdio: 'ignore' })
      samples.push(Number(BigInt(readFileSync(stamp, 'utf8').trim()) - startNs) / 1e6)
      rmSync(dir, { recursive: true, force: true })
      rmSync(stamp, { force: true })
    }
    report(
      `cold start to first agent spawn, dist/${name} (ms)`,
      median(samples).toFixed(0),
      '≤ 150',
      median(samples) <= 150
    )
  }

// 3. Scale: 10,000-task JSON and 10,000-line markdown plans.
if (want('scale'))
  for (const markdown of [false, true]) {
    const iterations = QUICK ? 10 : 20
    const samples = []
    for (let r = 0; r < REPEAT; r++) {
      const base = workspace(10_000, { markdown })
      const plan = markdown ? 'plan.md' : 'plan.json'
      const agent = markdown ? MD_AGENT : JSON_AGENT
      const loop = timeRun(process.execPath, loopArgs(plan, iterations, agent), base)
      rmSync(base, { recursive: true, force: true })
      // The agent alone, the same number of times, to subtract its cost.
      const bare = workspace(10_000, { markdown })
      const ids = Array.from({ length: iterations }, (_, i) => `t${i + 1}`)
      const agentOnly = ids.reduce(
        (total, id) => total + timeRun('bash', ['-c', agent], bare, { RALPH_TASK_ID: id }),
        0
      )
      rmSync(bare, { recursive: true, force: true })
      samples.push((loop - agentOnly) / iterations)
    }
    report(
      `overhead per iteration on a 10,000-${markdown ? 'line markdown' : 'task JSON'} plan (ms)`,
      median(samples).toFixed(1),
      '≤ 25',
      median(samples) <= 25
    )
  }

// 4. Output volume: 200 MB from the agent, peak RSS of the loop. The stream-json case runs the claude
// preset (its parser reads every line) with a stand-in binary that prints the lines and a result.
const ASSISTANT_LINE = '{"type":"assistant","message":{"content":[{"type":"text","text":"working on it"}]}}'
const RESULT_LINE = '{"type":"result","subtype":"success","is_error":false,"result":"done","session_id":"s1"}'
if (want('output'))
  for (const [name, agent, claude] of [
    ['lines', `yes 'a line of agent output that goes on for a while' | head -c 200000000`, false],
    ['no newlines', `head -c 200000000 /dev/zero | tr '\\0' 'x'`, false],
    [
      'claude stream-json lines',
      `yes '${ASSISTANT_LINE}' | head -c 200000000; echo; echo '${RESULT_LINE}'`,
      true
    ]
  ]) {
    const dir = workspace(1)
    let args = loopArgs('plan.json', 1, agent)
    if (claude) {
      const binary = path.join(dir, 'fake-claude')
      writeFileSync(binary, `#!/bin/bash\n${agent}\n`, { mode: 0o755 })
      args = [
        CLI,
        '--tasks',
        'plan.json',
        '--max-iterations',
        '1',
        '--agent',
        'claude',
        '--agent-binary',
        binary
      ]
    }
    const run = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...args], {
      cwd: dir,
      env: ENV,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024
    })
    const rssMb = Number(run.stderr.trim().split('\n').pop()) / 1024
    const streamed = run.stdout.length > 150_000_000
    rmSync(dir, { recursive: true, force: true })
    report(
      `peak RSS with 200 MB of agent output (${name}), MB; log streamed: ${streamed}`,
      rssMb.toFixed(0),
      '≤ 100',
      rssMb <= 100 && streamed
    )
  }

// 5. SIGINT to a durable checkpoint on disk.
if (want('sigint')) {
  const samples = []
  for (let r = 0; r < REPEAT; r++) {
    const dir = workspace(1)
    const file = path.join(dir, '.ralph', 'checkpoint.json')
    const agent = `trap '' INT; echo started; sleep 30`
    const child = spawn(process.execPath, loopArgs('plan.json', 5, agent), {
      cwd: dir,
      env: ENV,
      stdio: ['ignore', 'pipe', 'ignore']
    })
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
    rmSync(dir, { recursive: true, force: true })
  }
  report('SIGINT to a durable checkpoint (ms)', median(samples).toFixed(1), '≤ 300', median(samples) <= 300)
}

// 6a. Checkpoint size after 10,000 real iterations (1,000 with --quick): plan mode, an agent that
// reports a new work_remaining each time, no stop condition but max-iterations.
if (want('checkpoint')) {
  const iterations = QUICK ? 1_000 : 10_000
  const dir = mkdtempSync(path.join(tmpdir(), 'ralph-bench-'))
  const agent = `echo "{\\"work_remaining\\":[\\"step-$RALPH_ITERATION\\"]}"`
  const run = spawnSync(
    process.execPath,
    [
      CLI,
      '--mode',
      'plan',
      '--agent',
      'command',
      '--agent-command',
      agent,
      '--max-iterations',
      String(iterations)
    ].concat(['--stuck-threshold', '0', '--no-progress-limit', '0']),
    { cwd: dir, env: ENV, stdio: 'ignore' }
  )
  const file = path.join(dir, '.ralph', 'checkpoint.json')
  const checkpoint = JSON.parse(readFileSync(file, 'utf8'))
  const kb = statSync(file).size / 1024
  rmSync(dir, { recursive: true, force: true })
  if (run.status !== 2 || checkpoint.totals.iterations !== iterations)
    throw new Error(`the ${iterations}-iteration run ended early: exit ${run.status}`)
  report(
    `checkpoint size after ${iterations.toLocaleString('en')} iterations (KB)`,
    kb.toFixed(1),
    '≤ 256',
    kb <= 256
  )
}

// 6. Save and restore of a 256 KB state dir through the real cache client, the loopback v2 cache
// service fixture and Azurite (bench/cache-timing.ts, bundled here because the fixtures are TypeScript).
// The checkpoint size after 10,000 iterations is asserted by __tests__/checkpoint/convert.test.ts.
if (want('cache')) {
  const out = path.join(ROOT, '.bench-build')
  spawnSync('npx', ['ncc', 'build', 'bench/cache-timing.ts', '-o', out, '-q'], { cwd: ROOT, stdio: 'ignore' })
  const run = spawnSync(process.execPath, [path.join(out, 'index.js'), String(REPEAT)], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  })
  const last = run.stdout.trim().split('\n').pop() ?? ''
  if (run.status !== 0 || !last.startsWith('{'))
    throw new Error(`bench/cache-timing.ts failed: ${run.stderr}`)
  const { saveMs, restoreMs } = JSON.parse(last)
  report(
    'save of a 256 KB state dir through the loopback cache service (ms)',
    saveMs.toFixed(0),
    'reported',
    true
  )
  report(
    'restore of a 256 KB state dir through the loopback cache service (ms)',
    restoreMs.toFixed(0),
    'reported',
    true
  )
}

// 7. Waste: agent invocations after a stuck or budget condition is known (each must be 0).
// The cost case runs the claude preset with a stand-in that reports $0.40 per iteration: with
// max-cost-usd 1 the loop must stop after two, since a third would overshoot the budget.
if (want('waste')) {
  const COST_AGENT = `#!/bin/bash\necho x >> "$CALLS"\necho '{"type":"result","subtype":"success","is_error":false,"result":"working","total_cost_usd":0.4,"session_id":"s"}'\n`
  for (const [name, flags, expected, claude] of [
    [
      'max-attempts 3',
      ['--max-attempts', '3', '--stuck-threshold', '0', '--no-progress-limit', '0'],
      3,
      false
    ],
    // The first iteration of a loop never counts as one without progress (SPEC §5): 1 + 2.
    ['no-progress-limit 2', ['--no-progress-limit', '2', '--stuck-threshold', '0'], 3, false],
    [
      'iterations-per-run 4',
      ['--iterations-per-run', '4', '--stuck-threshold', '0', '--no-progress-limit', '0'],
      4,
      false
    ],
    [
      'max-cost-usd 1 at $0.40 an iteration',
      ['--max-cost-usd', '1', '--stuck-threshold', '0', '--no-progress-limit', '0'],
      2,
      true
    ]
  ]) {
    const dir = workspace(1)
    const calls = path.join(dir, '..', `${path.basename(dir)}-calls`)
    let agent = ['--agent', 'command', '--agent-command', `echo x >> ${calls}`]
    if (claude) {
      writeFileSync(path.join(dir, 'fake-claude'), COST_AGENT, { mode: 0o755 })
      agent = ['--agent', 'claude', '--agent-binary', path.join(dir, 'fake-claude')]
    }
    spawnSync(process.execPath, [CLI, '--tasks', 'plan.json', '--max-iterations', '50', ...agent, ...flags], {
      cwd: dir,
      env: { ...ENV, CALLS: calls }
    })
    const invocations = existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n').length : 0
    rmSync(dir, { recursive: true, force: true })
    rmSync(calls, { force: true })
    report(
      `agent invocations after ${name} is known (${invocations} made, ${expected} needed)`,
      String(invocations - expected),
      '= 0',
      invocations === expected
    )
  }
}

const header = `\n## ${new Date().toISOString()} — ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}${QUICK ? ' (quick)' : ''}${ONLY ? ` (only ${ONLY.join(', ')})` : ''}\n\n`
const table = [
  '| figure | value | target | met |',
  '| --- | --- | --- | --- |',
  ...results.map(r => `| ${r.name} | ${r.value} | ${r.target} | ${r.ok ? 'yes' : '**no**'} |`)
].join('\n')
appendFileSync(path.join(ROOT, 'bench/RESULTS.md'), header + table + '\n')
console.log(`\nAppended to bench/RESULTS.md`)
