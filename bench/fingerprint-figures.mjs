// Issue #36's targets for the fingerprint that asks git, in CPU time of the whole process tree per
// iteration (wall time beside it): a clean checkout over the agent alone, one 1 GB untracked file and
// 5,000 untracked files over the clean checkout, 100,000 tracked files over the agent alone; the last
// two next to one `git status --porcelain=v2 -z -uall` of the same tree, all in one run.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import {
  ENV,
  PEERS,
  childCpuMs,
  fixed,
  loopArgv,
  median,
  ranIterations,
  report,
  slopes,
  workspace
} from './lib.mjs'

const SED_JSON = `sed -i '0,/"done":false/s//"done":true/' plan.json`
const AGENT = ['--agent', 'command', '--agent-command', SED_JSON]
const COMMAND = '--only=fingerprint'

/**
 * One `git status --porcelain=v2 -z --untracked-files=all` in `dir`, as the loop runs it: the median wall
 * time (ms) of `repeat` runs, and their mean CPU time (user + system, ms; /proc counts in 10 ms ticks).
 */
function gitStatus(dir, repeat) {
  const times = []
  const cpu = childCpuMs()
  for (let i = 0; i < repeat; i++) {
    const start = process.hrtime.bigint()
    const run = spawnSync('git', ['status', '--porcelain=v2', '-z', '--untracked-files=all'], {
      cwd: dir,
      env: { ...ENV, GIT_OPTIONAL_LOCKS: '0' },
      stdio: 'ignore'
    })
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
    if (run.status !== 0) throw new Error(`git status failed in ${dir}`)
  }
  return { wall: median(times), cpu: (childCpuMs() - cpu) / repeat }
}

/**
 * The agent alone and this loop (the sed agent marks a task done every iteration) as slopes between a
 * short and a long run, alternating; `git status` is timed on the same trees before and after the slopes.
 */
export function fingerprint({
  short,
  long,
  repeat,
  small = 1_000,
  tracked = 100_000,
  untracked = 5_000,
  bigFile = 2 ** 30
}) {
  const ours = options => ({
    ws: workspace({ kind: 'json', git: true, ...options }),
    argv: n => loopArgv('plan.json', n, AGENT),
    check: ranIterations
  })
  const agent = options => ({
    ws: workspace({ kind: 'json', git: true, ...options }),
    argv: n => ['bash', path.join(PEERS, 'agent-alone.sh'), String(n), SED_JSON]
  })
  const runners = {
    cleanAgent: agent({ files: small }),
    cleanOurs: ours({ files: small }),
    bigOurs: ours({ files: small, bigFile }),
    untrackedOurs: ours({ files: untracked, untracked: true }),
    trackedAgent: agent({ files: tracked }),
    trackedOurs: ours({ files: tracked })
  }
  const statusRepeat = Math.max(20, repeat * 6)
  const statusOf = name => gitStatus(runners[name].ws.dir, statusRepeat)
  const before = { untracked: statusOf('untrackedOurs'), tracked: statusOf('trackedOurs') }
  const s = slopes(runners, { short, long, repeat })
  const status = Object.fromEntries(
    Object.entries(before).map(([tree, first]) => {
      const again = statusOf(`${tree}Ours`)
      return [tree, { wall: median([first.wall, again.wall]), cpu: (first.cpu + again.cpu) / 2 }]
    })
  )
  const over = (a, b) => ({ cpu: s[a].cpu - s[b].cpu, wall: s[a].slope - s[b].slope })
  const wall = o => `wall ${fixed(o.wall)}`
  const clean = over('cleanOurs', 'cleanAgent')
  report(
    `git checkout of ${small.toLocaleString('en')} files, 100 tasks: CPU per iteration over the agent alone, ms (${wall(clean)})`,
    fixed(clean.cpu),
    '≤ 10',
    clean.cpu <= 10,
    COMMAND
  )
  const big = over('bigOurs', 'cleanOurs')
  report(
    `one ${bigFile >= 2 ** 30 ? `${bigFile / 2 ** 30} GB` : `${bigFile / 2 ** 20} MB`} untracked file (sparse) in that checkout: extra CPU per iteration over the clean checkout, ms (${wall(big)})`,
    fixed(big.cpu),
    '≤ 5',
    big.cpu <= 5,
    COMMAND
  )
  const many = over('untrackedOurs', 'cleanOurs')
  const one = status.untracked
  report(
    `${untracked.toLocaleString('en')} untracked files: extra CPU per iteration over the clean checkout, ms (${wall(many)}; one git status: CPU ${fixed(one.cpu)}, wall ${fixed(one.wall)})`,
    `${fixed(many.cpu)} (${fixed(many.cpu / one.cpu, 2)} × git status)`,
    '≤ 3 × git status',
    many.cpu <= 3 * one.cpu,
    COMMAND
  )
  const lots = over('trackedOurs', 'trackedAgent')
  const theirs = status.tracked
  report(
    `${tracked.toLocaleString('en')} tracked files: CPU per iteration over the agent alone, ms (${wall(lots)}, ${fixed(lots.wall / theirs.wall, 2)} × in wall time; one git status: CPU ${fixed(theirs.cpu)}, wall ${fixed(theirs.wall)})`,
    `${fixed(lots.cpu)} (${fixed(lots.cpu / theirs.cpu, 2)} × git status)`,
    '≤ 1.2 × git status',
    lots.cpu <= 1.2 * theirs.cpu,
    COMMAND
  )
}
