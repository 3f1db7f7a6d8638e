// Shared by the bench's sections: workspaces, timed runs, per-iteration slopes, the results table.
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync
} from 'node:fs'
import { cpus, release, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const PEERS = path.join(ROOT, 'bench/peers')
// BENCH_DIST points the bench at other bundles (e.g. a copy of main's dist/, for before and after).
export const DIST = path.resolve(process.env.BENCH_DIST ?? path.join(ROOT, 'dist'))
export const CLI = process.env.BENCH_CLI ?? path.join(DIST, 'cli/index.js')
export const MAIN = path.join(DIST, 'main/index.js')
// The fake `claude` is first on PATH for every runner, ours included.
export const ENV = { PATH: `${PEERS}:${process.env.PATH}`, HOME: tmpdir(), SHLVL: '1', LANG: 'C.UTF-8' }

export const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
export const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : String(value))

export const results = []
/** One row of the table: `ok` is undefined for a figure that is only reported. */
export function report(name, value, target, ok, command = '') {
  results.push({ name, value, target, ok, command })
  const mark = ok === undefined ? 'info' : ok ? 'ok  ' : 'MISS'
  console.log(`${mark} ${name}: ${value} (target ${target})`)
}

export function machine() {
  const git = spawnSync('git', ['--version'], { encoding: 'utf8' }).stdout.trim().replace('git version ', '')
  return `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Linux ${release()}, Node ${process.version}, git ${git}`
}

/** A plan of `tasks` open items: markdown checkboxes, or `{ subtasks: [...] }` JSON. */
export function planText(tasks, kind) {
  if (kind === 'md')
    return Array.from({ length: tasks }, (_, i) => `- [ ] task number ${i + 1}`).join('\n') + '\n'
  const subtasks = Array.from({ length: tasks }, (_, i) => ({
    id: `t${i + 1}`,
    title: `Task ${i + 1}`,
    done: false
  }))
  return JSON.stringify({ subtasks })
}

// No gc or maintenance in the background: a detached `git gc --auto` after committing 100,000 files
// would still be writing into .git when the bench removes its folders.
const NO_GC = ['-c', 'gc.auto=0', '-c', 'maintenance.auto=false']
const made = []
process.on('exit', () => made.forEach(dir => rmSync(dir, { recursive: true, force: true })))

/**
 * A workspace with a plan (`plan.md` or `plan.json`), inside a fresh git repository (`git: true`,
 * plan committed) or not, with `files` extra files: committed in git unless `untracked`; `bigFile` bytes
 * make one untracked `big.bin` of that size, sparse (no disk used, but read and hashed like any file).
 * `reset()` puts the plan back and removes every runner's state, so the workspace serves many runs.
 */
export function workspace({
  tasks = 100,
  kind = 'md',
  git = false,
  files = 0,
  untracked = false,
  bigFile = 0
} = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ralph-bench-'))
  made.push(dir)
  const plan = kind === 'md' ? 'plan.md' : 'plan.json'
  const text = planText(tasks, kind)
  writeFileSync(path.join(dir, plan), text)
  // node_modules-like: 100 files a folder, as an `npm install` leaves them.
  for (let i = 0; i < files; i++) {
    const sub = path.join(dir, 'node_modules', `pkg${Math.floor(i / 100)}`)
    if (i % 100 === 0) mkdirSync(sub, { recursive: true })
    writeFileSync(path.join(sub, `file${i % 100}.js`), `module.exports = ${i}\n`)
  }
  if (git) {
    const run = (...args) => {
      const r = spawnSync(
        'git',
        ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...NO_GC, ...args],
        {
          cwd: dir,
          stdio: 'ignore'
        }
      )
      if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${dir}`)
    }
    run('init', '-q')
    run('add', untracked ? plan : '.')
    run('commit', '-q', '-m', 'plan')
  }
  if (bigFile > 0) {
    writeFileSync(path.join(dir, 'big.bin'), '')
    truncateSync(path.join(dir, 'big.bin'), bigFile)
  }
  return {
    dir,
    plan,
    reset() {
      writeFileSync(path.join(dir, plan), text)
      for (const state of ['.ralph', '.ralphy'])
        rmSync(path.join(dir, state), { recursive: true, force: true })
    }
  }
}

/** Runs a command to its end and returns its wall time in ms; throws on an exit code not in `okCodes`. */
export function timeRun(argv, cwd, { env = {}, okCodes = [0, 1, 2] } = {}) {
  const start = process.hrtime.bigint()
  const run = spawnSync(argv[0], argv.slice(1), { cwd, env: { ...ENV, ...env }, stdio: 'ignore' })
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  if (!okCodes.includes(run.status))
    throw new Error(`${argv.join(' ')} exited ${run.status ?? run.signal} in ${cwd}`)
  return ms
}

// Clock ticks a second of the CPU times in /proc (USER_HZ).
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/**
 * CPU time (user + system, ms) of every child of this process that ended and was waited for, and of
 * theirs (/proc/self/stat's cutime and cstime): the CPU of a whole process tree run by spawnSync is the
 * difference before and after it. Ticks of 10 ms: a figure is a slope over many iterations.
 */
export function childCpuMs() {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  // Fields after the command's name, from the third (state): cutime is the 16th, cstime the 17th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS
}

/**
 * Per-iteration cost of each runner as the slope between a short and a long run, so that start-up is
 * not counted: (T(long) − T(short)) / (long − short). `runners` maps a name to `{ ws, argv(n) }` and
 * optionally `env` (added to the bench's) and `check(dir, n)`, which throws when a run did not do what it should;
 * runners and lengths alternate within every repeat, and the median slope of the repeats is returned,
 * in wall time (`slope`) and in CPU time of the runner's whole process tree (`cpu`).
 */
export function slopes(runners, { short, long, repeat }) {
  const samples = Object.fromEntries(Object.keys(runners).map(name => [name, []]))
  const totals = Object.fromEntries(Object.keys(runners).map(name => [name, []]))
  const cpus = Object.fromEntries(Object.keys(runners).map(name => [name, []]))
  for (let r = 0; r < repeat; r++) {
    const names = Object.keys(runners)
    if (r % 2) names.reverse()
    for (const name of names) {
      const { ws, argv, okCodes, env, check } = runners[name]
      ws.reset()
      const cpu0 = childCpuMs()
      const a = timeRun(argv(short), ws.dir, { okCodes, env })
      const cpu1 = childCpuMs()
      check?.(ws.dir, short)
      ws.reset()
      const cpu2 = childCpuMs()
      const b = timeRun(argv(long), ws.dir, { okCodes, env })
      const cpu3 = childCpuMs()
      check?.(ws.dir, long)
      samples[name].push((b - a) / (long - short))
      cpus[name].push((cpu3 - cpu2 - (cpu1 - cpu0)) / (long - short))
      totals[name].push(b)
    }
  }
  return Object.fromEntries(
    Object.keys(runners).map(name => [
      name,
      { slope: median(samples[name]), long: median(totals[name]), cpu: median(cpus[name]) }
    ])
  )
}

/** Throws unless this loop's last run in `dir` made `n` iterations: a figure of a broken run means nothing. */
export function ranIterations(dir, n) {
  const file = path.join(dir, '.ralph', 'checkpoint.json')
  const iterations = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).totals?.iterations : undefined
  if (iterations !== n) throw new Error(`the loop in ${dir} ran ${iterations ?? 'no'} iterations, not ${n}`)
}

/**
 * The sections measure the loop itself, and their agents write beside the workspace: the sandbox
 * (default `auto`) is off for them; the sandbox section measures it on its own (a later flag wins).
 */
export const NO_SANDBOX = ['--sandbox', 'off']

/** The loop's argv for `n` iterations over `plan` with the given agent flags, without the sandbox. */
export function loopArgv(plan, n, agent = []) {
  return [
    process.execPath,
    CLI,
    '--tasks',
    plan,
    '--max-iterations',
    String(n),
    '--stuck-threshold',
    '0',
    ...NO_SANDBOX,
    ...agent
  ]
}

/** Whether a command is on PATH (a section that needs a missing one says so and skips that part). */
export function have(command) {
  return spawnSync('bash', ['-c', `command -v -- "$1"`, 'have', command], { stdio: 'ignore' }).status === 0
}

/** Where ralphy-cli is: $BENCH_RALPHY, else /tmp/peers (`npm i --prefix /tmp/peers ralphy-cli`). */
export function ralphyBinary() {
  const candidates = [process.env.BENCH_RALPHY, '/tmp/peers/node_modules/.bin/ralphy'].filter(Boolean)
  return candidates.find(file => existsSync(file))
}

export function table(rows) {
  return [
    '| figure | value | target | met | command |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      r =>
        `| ${r.name} | ${r.value} | ${r.target} | ${r.ok === undefined ? '—' : r.ok ? 'yes' : '**no**'} | ${r.command ? `\`${r.command}\`` : ''} |`
    )
  ].join('\n')
}
