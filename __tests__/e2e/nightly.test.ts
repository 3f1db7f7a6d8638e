import { afterAll, describe, expect, it } from '@jest/globals'
import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle, type BundleRun } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir, subjectsOf } from '../../__fixtures__/temp.js'

afterAll(cleanup)

// The README's nightly loop, as its user sets it up: the task file, the agent, one task a night.
const INPUTS = {
  tasks: 'plan.json',
  agent: 'command',
  'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
  'iterations-per-run': '1'
}
// runBundle runs the action as workflow "nightly", job "loop", on main.
const STATE_REF = 'refs/ralph/state/ralph-nightly-loop-main'

/** A bare remote whose main holds a 3-task plan. */
async function remoteWithPlan(): Promise<string> {
  const seed = await makeTempDir('ralph-night-seed-')
  await writeFile(path.join(seed, 'plan.json'), jsonPlan(3))
  await makeGitRepo(seed)
  const remote = await makeTempDir('ralph-night-remote-')
  await git(remote, 'clone', '-q', '--bare', seed, '.')
  return remote
}

/** One scheduled run: a fresh clone of main (as actions/checkout makes it) and, if given, the state dir a cache restore would bring back. */
async function night(remote: string, stateDir?: string, inputs: Record<string, string> = INPUTS) {
  const work = await makeTempDir('ralph-night-work-')
  await git(work, 'clone', '-q', '--depth', '1', `file://${remote}`, '.')
  if (stateDir) await cp(stateDir, path.join(work, '.ralph'), { recursive: true })
  const run = await runBundle('main', { cwd: work, inputs })
  return { work, run, stateDir: path.join(work, '.ralph') }
}

describe('a nightly loop keeps its work with no setting (SPEC §10)', () => {
  it('three scheduled runs in fresh clones: each resumes, all work lands on ralph/nightly, main is untouched', async () => {
    const remote = await remoteWithPlan()
    const main = (await git(remote, 'rev-parse', 'main')).trim()
    let state: string | undefined
    const runs: BundleRun[] = []
    for (let i = 1; i <= 3; i++) {
      const { run, stateDir } = await night(remote, state)
      runs.push(run)
      state = stateDir
    }
    expect(
      runs.map(run => [run.outputs.status, run.outputs.resumed, run.outputs.commits, run.outputs.pushed])
    ).toEqual([
      ['halted', 'false', '1', 'true'],
      ['halted', 'true', '1', 'true'],
      ['completed', 'true', '1', 'true']
    ])
    expect(runs.map(run => run.outputs.branch)).toEqual(['ralph/nightly', 'ralph/nightly', 'ralph/nightly'])
    expect(await subjectsOf(remote, 'ralph/nightly')).toEqual([
      'ralph: t3 progress (iteration 3)',
      'ralph: t2 progress (iteration 2)',
      'ralph: t1 progress (iteration 1)',
      'initial'
    ])
    expect((await git(remote, 'rev-parse', 'main')).trim()).toBe(main)
    // The log says which case of the work branch applied.
    expect(runs[0].stdout).toMatch(/Work branch ralph\/nightly: not on origin yet, created at main/)
    expect(runs[1].stdout).toMatch(
      /Work branch ralph\/nightly: checked out at [0-9a-f]{12}, the previous runs' work/
    )
  })

  it('night 2 without a cache entry resumes from the state mirrored in git, with the right counters', async () => {
    const remote = await remoteWithPlan()
    // The cache is unavailable on both nights (no ACTIONS_RUNTIME_TOKEN): night 1 still mirrors its state.
    const first = await night(remote)
    expect(first.run.outputs.status).toBe('halted')
    expect((await git(remote, 'ls-tree', '--name-only', STATE_REF)).trim().split('\n')).toEqual([
      'checkpoint.json',
      'iteration_1_summary.md'
    ])
    expect(await git(remote, 'branch', '--list')).not.toContain('state')

    const second = await night(remote)
    expect(second.run.outputs).toMatchObject({ status: 'halted', resumed: 'true', 'total-iterations': '2' })
    expect(second.run.stdout).toMatch(
      /Resuming from the state mirrored in git \(refs\/ralph\/state\/ralph-nightly-loop-main on origin, next iteration 2\): the cache had no entry/
    )
    expect(second.run.stdout).toContain(
      '=== Build Iteration 2 (Subtask: t2, Attempt: 1/5, 2 subtasks remaining) ==='
    )
  })

  it('with push-every: commit, every push updates the mirror with the checkpoint of the iteration it pushed', async () => {
    const remote = await remoteWithPlan()
    const seen = await makeTempDir('ralph-night-seen-')
    // After each iteration (and its push), the hook copies what origin holds: the branch and the mirror.
    const hooks =
      `onIterationEnd: git --git-dir=${remote} rev-parse ralph/nightly > ${seen}/branch-$RALPH_ITERATION; ` +
      `git --git-dir=${remote} show ${STATE_REF}:checkpoint.json > ${seen}/checkpoint-$RALPH_ITERATION.json; ` +
      `git --git-dir=${remote} ls-tree --name-only ${STATE_REF} > ${seen}/files-$RALPH_ITERATION`
    const { run } = await night(remote, undefined, {
      ...INPUTS,
      'iterations-per-run': '2',
      'push-every': 'commit',
      hooks
    })
    expect(run.outputs).toMatchObject({ status: 'halted', commits: '2', pushed: 'true' })
    for (const n of [1, 2]) {
      const pushed = (await readFile(path.join(seen, `branch-${n}`), 'utf8')).trim()
      const mirrored = JSON.parse(await readFile(path.join(seen, `checkpoint-${n}.json`), 'utf8')) as {
        iteration: number
        head_sha: string
        totals: { iterations: number }
      }
      // The next iteration is n + 1, and the commit the mirror names is the one just pushed.
      expect(mirrored).toMatchObject({ iteration: n + 1, head_sha: pushed, totals: { iterations: n } })
      expect((await readFile(path.join(seen, `files-${n}`), 'utf8')).trim().split('\n')).toEqual([
        'checkpoint.json',
        `iteration_${n}_summary.md`
      ])
    }
  })

  it('takes the mirrored state over a local checkpoint that is behind it', async () => {
    const remote = await remoteWithPlan()
    const first = await night(remote)
    const stale = await makeTempDir('ralph-night-stale-')
    await cp(first.stateDir, stale, { recursive: true })
    await night(remote, first.stateDir)
    // A cache entry from night 1 (the newest one of another branch's scope, say): the mirror is ahead.
    const third = await night(remote, stale)
    expect(third.run.outputs).toMatchObject({ status: 'completed', 'total-iterations': '3' })
    expect(third.run.stdout).toMatch(/it is ahead of the local checkpoint \(iteration 2\)/)
  })

  it('refuses a corrupt mirrored checkpoint like a corrupt checkpoint file', async () => {
    const remote = await remoteWithPlan()
    await night(remote)
    // Someone pushes a state ref whose checkpoint says something impossible.
    const other = await makeTempDir('ralph-night-other-')
    await git(other, 'clone', '-q', remote, '.')
    const bad = JSON.stringify({ version: '2.1', iteration: 'three' })
    const blob = (await gitIn(other, ['hash-object', '-w', '--stdin'], bad)).trim()
    const tree = (await gitIn(other, ['mktree'], `100644 blob ${blob}\tcheckpoint.json\n`)).trim()
    const commit = (
      await git(other, '-c', 'user.name=x', '-c', 'user.email=x@x', 'commit-tree', tree, '-m', 'bad')
    ).trim()
    await git(other, 'push', '-q', 'origin', `+${commit}:${STATE_REF}`)

    const next = await night(remote)
    expect(next.run.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error', iterations: '0' })
    expect(next.run.stdout).toContain(`Checkpoint ${STATE_REF}:checkpoint.json is invalid`)
    expect(next.run.stdout).toContain('force-restart: true')
    // Deleting the ref is the narrower fix (with a valid local checkpoint, the one that keeps it).
    expect(next.run.stdout).toContain(`Or delete the mirrored state: git push origin --delete ${STATE_REF}`)
  })
})

describe('the resume guard names the real cause', () => {
  it('the previous run did not push: its work is gone', async () => {
    const remote = await remoteWithPlan()
    const first = await night(remote, undefined, { ...INPUTS, push: 'false' })
    expect(first.run.outputs).toMatchObject({ status: 'halted', commits: '1', pushed: 'false' })
    const second = await night(remote, first.stateDir, { ...INPUTS, push: 'false' })
    expect(second.run.outputs).toMatchObject({ status: 'aborted', iterations: '0' })
    expect(second.run.stdout).toMatch(
      /that run did not push it, so it was lost with its runner\. Set force-restart: true/
    )
  })

  it('the work branch was reset: names the branch and the missing commit', async () => {
    const remote = await remoteWithPlan()
    const first = await night(remote)
    const pushed = first.run.outputs['head-sha']
    await git(remote, 'update-ref', 'refs/heads/ralph/nightly', 'main')
    const second = await night(remote, first.stateDir)
    expect(second.run.outputs).toMatchObject({ status: 'aborted', iterations: '0' })
    expect(second.run.stdout).toContain(
      `The work branch ralph/nightly does not contain the previous run's last commit ${pushed.slice(0, 12)}: the branch was reset or force-pushed`
    )
  })
})

async function gitIn(dir: string, args: string[], stdin: string): Promise<string> {
  const { spawn } = await import('node:child_process')
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd: dir })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', () => resolve(out))
    child.stdin.end(stdin)
  })
}
