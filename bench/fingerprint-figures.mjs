// Issue #22's targets for the fingerprint that asks git: the loop's overhead per iteration over the
// agent alone, in a git checkout of 1,000 files, of 100,000 tracked files and with 5,000 untracked
// files, next to one `git status --porcelain=v2 -uall` on the same tree, all in one run.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ENV, PEERS, fixed, loopArgv, median, ranIterations, report, slopes, workspace } from './lib.mjs'

const SED_JSON = `sed -i '0,/"done":false/s//"done":true/' plan.json`
const AGENT = ['--agent', 'command', '--agent-command', SED_JSON]

/** Median wall time (ms) of `git status --porcelain=v2 -z --untracked-files=all` in `dir`, as the loop runs it. */
function gitStatusMs(dir, repeat) {
  const times = []
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
  return median(times)
}

/**
 * Each tree gets the agent alone and this loop (the sed agent marks a task done every iteration), as
 * slopes between a short and a long run; `git status` is timed on the same trees before and after the
 * slopes, and the median of both is the yardstick.
 */
export function fingerprint({ short, long, repeat, small = 1_000, tracked = 100_000, untracked = 5_000 }) {
  const trees = {
    small: { label: `git checkout of ${small.toLocaleString('en')} files`, files: small },
    tracked: { label: `git checkout of ${tracked.toLocaleString('en')} tracked files`, files: tracked },
    untracked: {
      label: `git checkout with ${untracked.toLocaleString('en')} untracked files`,
      files: untracked,
      untracked: true
    }
  }
  const runners = {}
  for (const [name, tree] of Object.entries(trees)) {
    const options = { kind: 'json', git: true, files: tree.files, untracked: tree.untracked ?? false }
    runners[`${name}Agent`] = {
      ws: workspace(options),
      argv: n => ['bash', path.join(PEERS, 'agent-alone.sh'), String(n), SED_JSON]
    }
    runners[`${name}Ours`] = {
      ws: workspace(options),
      argv: n => loopArgv('plan.json', n, AGENT),
      check: ranIterations
    }
  }
  const statusRepeat = Math.max(5, repeat * 3)
  const statusBefore = Object.fromEntries(
    Object.keys(trees).map(name => [name, gitStatusMs(runners[`${name}Ours`].ws.dir, statusRepeat)])
  )
  const s = slopes(runners, { short, long, repeat })
  for (const [name, tree] of Object.entries(trees)) {
    const over = s[`${name}Ours`].slope - s[`${name}Agent`].slope
    const status = median([statusBefore[name], gitStatusMs(runners[`${name}Ours`].ws.dir, statusRepeat)])
    const row = `${tree.label}: loop overhead per iteration over the agent alone, ms (one git status: ${fixed(status)} ms)`
    if (name === 'small') report(row, fixed(over), '≤ 10', over <= 10, '--only=fingerprint')
    else
      report(
        row,
        `${fixed(over)} (${fixed(over / status, 2)} × git status)`,
        '≤ 1.5 × git status',
        over <= 1.5 * status,
        '--only=fingerprint'
      )
  }
}
