import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { budgetArgs } from '../../../src/agents/presets/claude/claude.js'
import type { BranchSwitch } from '../../../src/ports/git.js'
import { completesTask, idles, plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { FakePullRequests, MemoryMirror } from '../../../__fixtures__/fakes/fake-mirror.js'
import { MemoryStore } from '../../../__fixtures__/fakes/memory-store.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const STREAMS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/agents/streams'
)
const SUCCESS = readFileSync(path.join(STREAMS, 'claude-success.jsonl'), 'utf8')
const ACTIONS = {
  GITHUB_ACTIONS: 'true',
  GITHUB_WORKFLOW: 'nightly',
  GITHUB_REPOSITORY: 'o/r',
  GITHUB_RUN_ID: '77'
}
const withPlan = (count = 3) => new MemoryWorkspace('/ws', { 'plan.json': plan(count) })

describe('the work branch at the start, on fakes', () => {
  // The fake's HEAD is aaaaaaaaaaaa…; SPEC §10's four cases, each with its line.
  it.each([
    ['created', /^Work branch ralph\/nightly: not on origin yet, created at main \(a{12}\)\.$/],
    [
      'moved',
      /^Work branch ralph\/nightly: merged into main already \(or level with it\), moved to main \(a{12}\)\.$/
    ],
    [
      'resumed',
      /^Work branch ralph\/nightly: checked out at a{12}, the previous runs' work \(main is behind it\)\.$/
    ],
    [
      'merged',
      /^Work branch ralph\/nightly: main had commits it lacked; checked out and merged main into it \(a{12}\)\.$/
    ]
  ] satisfies [Exclude<BranchSwitch['kind'], 'conflict' | 'dirty' | 'failed'>, RegExp][])(
    'logs the case that applied (%s) and works on the branch',
    async (kind, line) => {
      const git = new FakeGit()
      git.nextSwitch = { kind }
      const run = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), {
        workspace: withPlan(1),
        git,
        env: ACTIONS
      })
      expect(git.switches).toEqual(['ralph/nightly'])
      expect(run.log.lines.filter(text => text.startsWith('Work branch'))).toEqual([
        expect.stringMatching(line)
      ])
      expect(run.result).toMatchObject({ branch: 'ralph/nightly', pushed: true })
      expect(git.pushes).toEqual(['ralph/nightly'])
    }
  )

  it('pushes the merge of the base even when no iteration commits', async () => {
    const git = new FakeGit()
    git.nextSwitch = { kind: 'merged' }
    const run = await runFakeLoop({ tasks: 'plan.json', 'max-attempts': '1' }, idles, {
      workspace: withPlan(1),
      git,
      env: ACTIONS
    })
    expect(run.result).toMatchObject({ status: 'stuck', commits: 0, pushed: true })
    expect(git.pushes).toEqual(['ralph/nightly'])
  })

  it('warns and goes on when merging the base conflicts', async () => {
    const git = new FakeGit()
    git.nextSwitch = { kind: 'conflict', files: ['README.md'] }
    const run = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), {
      workspace: withPlan(1),
      git,
      env: ACTIONS
    })
    expect(run.result.status).toBe('completed')
    expect(run.log.warnings.join('\n')).toMatch(
      /main has commits it lacks and merging them conflicts \(README\.md\)/
    )
  })

  it('aborts before any iteration, naming the files, when the switch would overwrite them', async () => {
    const git = new FakeGit()
    git.nextSwitch = { kind: 'dirty', files: ['a.txt', 'b.txt'] }
    const run = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), {
      workspace: withPlan(1),
      git,
      env: ACTIONS
    })
    expect(run.result).toMatchObject({ status: 'aborted', iterations: 0 })
    expect(run.result.message).toContain('would overwrite uncommitted changes in a.txt, b.txt')
  })

  it('without an origin remote, the Actions defaults neither switch nor push, and say so once', async () => {
    const git = new FakeGit(true, false)
    const run = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), {
      workspace: withPlan(1),
      git,
      env: ACTIONS
    })
    expect(run.result).toMatchObject({ status: 'completed', branch: 'main', commits: 1, pushed: false })
    expect(git.switches).toEqual([])
    expect(run.log.lines.filter(line => line.includes('no origin remote'))).toEqual([
      'The checkout has no origin remote: the work stays on main and is not pushed.'
    ])
  })

  it('without an origin remote, an explicit push: true is an input error', async () => {
    const run = await runFakeLoop({ tasks: 'plan.json', push: 'true' }, completesTask(), {
      workspace: withPlan(1),
      git: new FakeGit(true, false),
      env: ACTIONS
    })
    expect(run.result).toMatchObject({ status: 'aborted', iterations: 0 })
    expect(run.result.message).toContain("Input 'push' is true, but the repository has no origin remote")
  })
})

describe('the state mirrored in git, on fakes', () => {
  it('is written after a push, and a run without local state resumes from it', async () => {
    const mirror = new MemoryMirror()
    const workspace = withPlan(2)
    // One git for both runs: what the first pushed, the second finds.
    const git = new FakeGit()
    const first = await runFakeLoop({ tasks: 'plan.json', 'iterations-per-run': '1' }, completesTask(), {
      workspace,
      mirror,
      git,
      env: ACTIONS
    })
    expect(first.result.pushed).toBe(true)
    expect(Object.keys(mirror.files ?? {})).toEqual(['checkpoint.json', 'iteration_1_summary.md'])
    for (const file of [...workspace.files.keys()])
      if (file.startsWith('.ralph/')) workspace.files.delete(file)
    const second = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), {
      workspace,
      mirror,
      git,
      env: ACTIONS
    })
    expect(second.result).toMatchObject({ status: 'completed', resumed: true, totalIterations: 2 })
    expect(second.log.warnings.join('\n')).toContain('Resuming from the state mirrored in git')
  })

  it('refuses a corrupt mirror, naming the fix that keeps a valid local checkpoint', async () => {
    const mirror = new MemoryMirror()
    const workspace = withPlan(2)
    const git = new FakeGit()
    const parts = { workspace, mirror, git, env: ACTIONS }
    await runFakeLoop({ tasks: 'plan.json', 'iterations-per-run': '1' }, completesTask(), parts)
    mirror.files = { 'checkpoint.json': '{"version":"2.1","iteration":"three"}' }
    const second = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), parts)
    expect(second.result).toMatchObject({ status: 'aborted', haltReason: 'error', iterations: 0 })
    expect(second.result.message).toContain('refs/ralph/state/test:checkpoint.json is invalid')
    expect(second.result.message).toContain(
      'Or keep the local checkpoint (next iteration 2), which is valid, and delete the mirrored state: git push origin --delete refs/ralph/state/test'
    )
  })

  it('with push-every: commit, follows every push with the checkpoint written after that iteration', async () => {
    const mirror = new MemoryMirror()
    const git = new FakeGit()
    await runFakeLoop({ tasks: 'plan.json', 'push-every': 'commit' }, completesTask(), {
      workspace: withPlan(2),
      mirror,
      git,
      env: ACTIONS
    })
    expect(git.pushes).toEqual(['ralph/nightly', 'ralph/nightly'])
    const mirrored = mirror.writes.map(files => {
      const checkpoint = JSON.parse(files['checkpoint.json']) as { iteration: number; status: string }
      return [checkpoint.iteration, checkpoint.status, Object.keys(files)[1]]
    })
    // One mirror per push, then the stop's.
    expect(mirrored).toEqual([
      [2, 'interrupted', 'iteration_1_summary.md'],
      [3, 'interrupted', 'iteration_2_summary.md'],
      [3, 'completed', 'iteration_2_summary.md']
    ])
  })

  it('loses to a local checkpoint that is ahead of it', async () => {
    const mirror = new MemoryMirror()
    const workspace = withPlan(3)
    const store = new MemoryStore(workspace)
    const git = new FakeGit()
    await runFakeLoop({ tasks: 'plan.json', 'iterations-per-run': '1' }, completesTask(), {
      workspace,
      mirror,
      store,
      git,
      env: ACTIONS
    })
    const stale = { ...mirror.files }
    await runFakeLoop({ tasks: 'plan.json', 'iterations-per-run': '1' }, completesTask(), {
      workspace,
      mirror,
      store,
      git,
      env: ACTIONS
    })
    mirror.files = stale
    const third = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), {
      workspace,
      mirror,
      store,
      git,
      env: ACTIONS
    })
    expect(third.result).toMatchObject({ status: 'completed', totalIterations: 3 })
    expect(third.log.warnings.join('\n')).not.toContain('state mirrored in git')
  })

  it('is written at the stop of a run that made no commit: its counters moved', async () => {
    const mirror = new MemoryMirror()
    const run = await runFakeLoop({ tasks: 'plan.json', 'max-attempts': '1' }, idles, {
      workspace: withPlan(1),
      mirror,
      env: ACTIONS
    })
    expect(run.result).toMatchObject({ status: 'stuck', pushed: false })
    const mirrored = mirror.writes.map(files => JSON.parse(files['checkpoint.json']) as { status: string })
    expect(mirrored.map(checkpoint => checkpoint.status)).toEqual(['stuck'])
  })

  it('is not written while commits are not on origin (a failed push)', async () => {
    const mirror = new MemoryMirror()
    const git = new FakeGit()
    git.pushFailures.push('remote unreachable')
    await runFakeLoop({ tasks: 'plan.json' }, completesTask(), {
      workspace: withPlan(1),
      mirror,
      git,
      env: ACTIONS
    })
    expect(mirror.writes).toEqual([])
  })
})

describe('the pull request and the cost, on fakes', () => {
  it("tells a stuck loop, with the agent's last words, into the branch it started from", async () => {
    const pullRequests = new FakePullRequests()
    const git = new FakeGit()
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'pull-request': 'ready', 'max-attempts': '1', commit: 'iteration' },
      (_, { workspace }) => {
        void workspace.writeText('notes.txt', 'tried')
        return { stdout: 'I cannot find the API this task needs.\n' }
      },
      { workspace: withPlan(2), git, pullRequests, env: ACTIONS }
    )
    expect(run.result).toMatchObject({
      status: 'stuck',
      pullRequestNumber: 1,
      pullRequestUrl: 'https://github.test/pull/1'
    })
    const [wish] = pullRequests.calls
    expect(wish).toMatchObject({ head: 'ralph/nightly', base: 'main', draft: false })
    expect(wish.body).toContain('- [ ] `t1` Task 1 — **stuck**\n- [ ] `t2` Task 2')
    expect(wish.body).toContain('I cannot find the API this task needs.')
    expect(wish.body).toContain('https://github.com/o/r/actions/runs/77')
  })

  it.each([
    [true, 1],
    [false, 0]
  ])(
    'on a work branch already checked out (origin has it: %p), a run that pushes nothing makes %p call',
    async (tracked, calls) => {
      const pullRequests = new FakePullRequests()
      const git = new FakeGit()
      git.tracked = tracked
      const run = await runFakeLoop(
        { tasks: 'plan.json', 'pull-request': 'ready', branch: 'main', base: 'dev', 'max-attempts': '1' },
        idles,
        { workspace: withPlan(1), git, pullRequests, env: ACTIONS }
      )
      expect(run.result).toMatchObject({ status: 'stuck', pushed: false })
      expect(git.switches).toEqual([])
      expect(pullRequests.calls.map(call => [call.head, call.base])).toEqual(
        Array<string[]>(calls).fill(['main', 'dev'])
      )
    }
  )

  it('an API error is a warning, never a failed loop', async () => {
    const pullRequests = new FakePullRequests()
    pullRequests.failure = 'Could not open the pull request: give the job permissions: pull-requests: write.'
    const run = await runFakeLoop({ tasks: 'plan.json', 'pull-request': 'draft' }, completesTask(), {
      workspace: withPlan(1),
      pullRequests,
      env: ACTIONS
    })
    expect(run.result).toMatchObject({ status: 'completed', pullRequestUrl: '' })
    expect(run.log.warnings).toContain(pullRequests.failure)
  })

  it('sums the cost of every run of the loop in total-cost-usd', async () => {
    const workspace = withPlan(2)
    const store = new MemoryStore(workspace)
    const agent = completesTask()
    const costs = async () =>
      runFakeLoop(
        { tasks: 'plan.json', agent: 'claude', 'iterations-per-run': '1' },
        (spec, world) => ({ ...agent(spec, world), stdout: SUCCESS }),
        { workspace, store }
      )
    const first = await costs()
    const second = await costs()
    expect(first.result.totalCostUsd).toBeCloseTo(0.01104, 6)
    expect(second.result.costUsd).toBeCloseTo(0.01104, 6)
    expect(second.result.totalCostUsd).toBeCloseTo(0.02208, 6)
  })
})

describe('--max-budget-usd: a budget one iteration cannot overrun (claude)', () => {
  it('hands each iteration what is left of max-cost-usd, shrinking as the cost grows', async () => {
    const run = await runFakeLoop(
      { tasks: 'plan.json', agent: 'claude', 'max-cost-usd': '0.05' },
      (spec, world) => ({ ...completesTask()(spec, world), stdout: SUCCESS }),
      { workspace: withPlan(3) }
    )
    const budgets = run.runner
      .runsOf(/^claude /)
      .map(spec => spec.argv[spec.argv.indexOf('--max-budget-usd') + 1])
    expect(budgets).toEqual(['0.05', '0.038', '0.027'])
  })

  it('is not added when agent-args sets it, nor without max-cost-usd', async () => {
    const cases: Record<string, string>[] = [
      { 'max-cost-usd': '0.05', 'agent-args': '--max-budget-usd 1' },
      {}
    ]
    for (const inputs of cases) {
      const run = await runFakeLoop(
        { tasks: 'plan.json', agent: 'claude', ...inputs },
        (spec, world) => ({ ...completesTask()(spec, world), stdout: SUCCESS }),
        { workspace: withPlan(1) }
      )
      const argv = run.runner.runsOf(/^claude /)[0].argv
      expect(argv.filter(arg => arg.startsWith('--max-budget-usd'))).toHaveLength(
        'agent-args' in inputs ? 1 : 0
      )
    }
  })

  it.each([
    [0.05, [], ['--max-budget-usd', '0.05']],
    [0.0389, [], ['--max-budget-usd', '0.038']],
    [-0.001, [], ['--max-budget-usd', '0']],
    [0.05, ['--max-budget-usd=2'], []],
    [undefined, [], []]
  ])('budgetArgs(%p, %j) = %j', (budget, args, expected) => {
    expect(budgetArgs(budget, args)).toEqual(expected)
  })
})
