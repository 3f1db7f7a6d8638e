// The per-iteration figures of issue #16: every runner's slope next to the agent alone and the node
// floor (claude preset), the loop against a bash+jq loop, the cliffs of many files, 10,000 tasks, and
// the writes an iteration makes. Each function reports its rows through `report`.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  ENV,
  PEERS,
  fixed,
  have,
  loopArgv,
  ralphyBinary,
  ranIterations,
  report,
  slopes,
  workspace
} from './lib.mjs'

const SED_JSON = `sed -i '0,/"done":false/s//"done":true/' plan.json`
const SED_MD = `sed -i '0,/- \\[ \\]/s//- [x]/' plan.md`
const where = git => (git ? 'in git' : 'outside git')

/**
 * Every runner with the same fake `claude` (bench/peers/claude) on PATH over a 100-task markdown plan:
 * the agent alone, the node floor, this loop (claude preset), ralphy-cli when installed, and the loop of
 * snarktank's shape. Overhead = a runner's slope − the agent alone's (or the node floor's).
 */
export function peers({ short, long, repeat }) {
  const ralphy = ralphyBinary()
  if (!ralphy)
    console.log('note ralphy-cli not found: set BENCH_RALPHY or `npm i --prefix /tmp/peers ralphy-cli`')
  for (const git of [false, true]) {
    const ws = () => workspace({ tasks: 100, kind: 'md', git })
    const runners = {
      agent: { ws: ws(), argv: n => ['bash', path.join(PEERS, 'agent-alone.sh'), String(n)] },
      floor: { ws: ws(), argv: n => [process.execPath, path.join(PEERS, 'node-floor.mjs'), String(n)] },
      ours: { ws: ws(), argv: n => loopArgv('plan.md', n, ['--agent', 'claude']), check: ranIterations },
      snark: { ws: ws(), argv: n => ['bash', path.join(PEERS, 'snark-loop.sh'), String(n)] },
      ...(ralphy && {
        ralphy: {
          ws: ws(),
          argv: n => [ralphy, '--prd', 'plan.md', '--fast', '--no-commit', '--max-iterations', String(n)]
        }
      })
    }
    const s = slopes(runners, { short, long, repeat })
    const names = {
      agent: 'the agent alone (bench/peers/agent-alone.sh)',
      floor: 'the node floor (bench/peers/node-floor.mjs)',
      ours: 'ralph-loop, claude preset (dist/cli)',
      ralphy: 'ralphy-cli --fast --no-commit',
      snark: "snarktank's shape without its sleep (bench/peers/snark-loop.sh)"
    }
    for (const name of Object.keys(runners)) {
      const over = s[name].slope - s.agent.slope
      const overFloor = s[name].slope - s.floor.slope
      const row = `${names[name]}, ${where(git)}: ms per iteration (over the agent alone; over the node floor)`
      const value = `${fixed(s[name].slope)} (${fixed(over)}; ${fixed(overFloor)})`
      if (name === 'ours') report(row, value, 'overhead ≤ 5', over <= 5, `--only=peers`)
      else report(row, value, 'reported', undefined, `--only=peers`)
    }
  }
}

/**
 * This loop against the classic bash+jq loop (bench/peers/bash-loop.sh), both running the same sed
 * agent over a 100-task JSON plan, in git and outside; then the cliffs: the same run with 20,000 files
 * outside git and with 5,000 untracked files in git, against the empty workspace of the same kind.
 */
export function bashAndCliffs({ short, long, repeat, cliffFiles = 20_000, untrackedFiles = 5_000 }) {
  const agent = ['--agent', 'command', '--agent-command', SED_JSON]
  const bash = git => ({
    ws: workspace({ kind: 'json', git }),
    argv: n => ['bash', path.join(PEERS, 'bash-loop.sh'), 'plan.json', String(n), SED_JSON]
  })
  const ours = opts => ({
    ws: workspace({ kind: 'json', ...opts }),
    argv: n => loopArgv('plan.json', n, agent),
    check: ranIterations
  })
  const jq = have('jq')
  if (!jq) console.log('note jq not found: the bash+jq loop is not run')
  const s = slopes(
    {
      ...(jq && { bashOut: bash(false), bashGit: bash(true) }),
      oursOut: ours({ git: false }),
      oursGit: ours({ git: true }),
      oursFiles: ours({ git: false, files: cliffFiles }),
      oursUntracked: ours({ git: true, files: untrackedFiles, untracked: true })
    },
    { short, long, repeat }
  )
  for (const git of jq ? [false, true] : []) {
    const [mine, theirs] = git ? [s.oursGit, s.bashGit] : [s.oursOut, s.bashOut]
    const ratio = mine.slope / theirs.slope
    report(
      `whole loop against a bash+jq loop, ${where(git)}: ${fixed(mine.slope)} vs ${fixed(theirs.slope)} ms per iteration, ratio`,
      fixed(ratio, 2),
      '≤ 0.5',
      ratio <= 0.5,
      '--only=loop'
    )
  }
  const cliff = (label, many, empty) =>
    report(
      `${label}: ms per iteration more than an empty workspace (${fixed(many.slope)} vs ${fixed(empty.slope)})`,
      fixed(many.slope - empty.slope),
      '≤ 5',
      many.slope - empty.slope <= 5,
      '--only=loop'
    )
  cliff(`${cliffFiles.toLocaleString('en')} files without git`, s.oursFiles, s.oursOut)
  cliff(`${untrackedFiles.toLocaleString('en')} untracked files in git`, s.oursUntracked, s.oursGit)
}

/** Overhead per iteration over the agent alone on a 10,000-task plan, JSON and markdown, outside git. */
export function scale({ short, long, repeat, tasks = 10_000 }) {
  for (const kind of ['json', 'md']) {
    const [plan, agentCommand] = kind === 'json' ? ['plan.json', SED_JSON] : ['plan.md', SED_MD]
    const s = slopes(
      {
        agent: {
          ws: workspace({ tasks, kind }),
          argv: n => ['bash', path.join(PEERS, 'agent-alone.sh'), String(n), agentCommand]
        },
        ours: {
          ws: workspace({ tasks, kind }),
          argv: n => loopArgv(plan, n, ['--agent', 'command', '--agent-command', agentCommand]),
          check: ranIterations
        }
      },
      { short, long, repeat }
    )
    const over = s.ours.slope - s.agent.slope
    report(
      `${tasks.toLocaleString('en')}-task ${kind === 'json' ? 'JSON' : 'markdown'} plan: overhead per iteration over the agent alone (ms)`,
      fixed(over),
      '≤ 25',
      over <= 25,
      '--only=scale'
    )
  }
}

/**
 * fsyncs and the loop's atomic writes (renames into the state dir) per iteration, in git: strace -f, the
 * slope between a short and a long run. The agent (sed) fsyncs nothing.
 */
export function writes({ short, long }) {
  if (!have('strace')) {
    console.log('note strace not found: the writes per iteration are not measured')
    return
  }
  const ws = workspace({ kind: 'json', git: true })
  const count = n => {
    ws.reset()
    const out = path.join(tmpdir(), `ralph-bench-strace-${process.pid}`)
    const argv = loopArgv('plan.json', n, ['--agent', 'command', '--agent-command', SED_JSON])
    const traced = ['-f', '-qq', '-o', out, '-e', 'trace=fsync,fdatasync,rename,renameat,renameat2', ...argv]
    spawnSync('strace', traced, { cwd: ws.dir, env: ENV, stdio: 'ignore' })
    const lines = readFileSync(out, 'utf8').split('\n')
    rmSync(out, { force: true })
    const of = re => lines.filter(line => re.test(line) && !line.includes('= -1')).length
    // Renames into the state dir only: the agent's `sed -i` renames the plan too.
    return { fsync: of(/\b(fsync|fdatasync)\(/), rename: of(/\brename(at2?)?\(.*\.ralph\//) }
  }
  const a = count(short)
  const b = count(long)
  const per = key => (b[key] - a[key]) / (long - short)
  report('fsyncs per iteration (in git)', fixed(per('fsync')), 'reported', undefined, '--only=writes')
  report(
    'atomic renames per iteration (in git)',
    fixed(per('rename')),
    'reported',
    undefined,
    '--only=writes'
  )
}
