import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { completesTask, idles, plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { RecordingProgress } from '../../../__fixtures__/fakes/fake-progress.js'
import { MemoryStore } from '../../../__fixtures__/fakes/memory-store.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import { FakeTaskCli } from '../../../__fixtures__/fakes/task-cli.js'

const STREAMS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/agents/streams'
)
const stream = (name: string) => readFileSync(path.join(STREAMS, name), 'utf8')
const withPlan = (count = 3, done = 0) => new MemoryWorkspace('/ws', { 'plan.json': plan(count, done) })
const checkpointOf = (workspace: MemoryWorkspace) =>
  JSON.parse(workspace.text('.ralph/checkpoint.json') ?? 'null') as {
    iteration: number
    status: string
    attempts: Record<string, number>
    history: { outcome: string }[]
  }

describe('an interrupted iteration', () => {
  it('gives its attempt back, records the iteration as interrupted and commits the work in flight', async () => {
    const controller = new AbortController()
    const git = new FakeGit()
    const workspace = withPlan()
    const run = await runFakeLoop(
      { tasks: 'plan.json', commit: 'task', hooks: 'onInterrupted: hook' },
      () => {
        controller.abort()
        return { exitCode: null, signal: 'SIGINT' }
      },
      { workspace, git, signal: controller.signal }
    )
    expect(run.result).toMatchObject({ status: 'interrupted', exitCode: 3, iterations: 1 })
    expect(run.runner.hookEvents).toEqual(['onInterrupted'])
    expect(git.commits.map(c => [c.message, c.noVerify])).toEqual([['ralph: WIP t1 (interrupted)', true]])
    const checkpoint = checkpointOf(workspace)
    // The iteration is done again by the next run: same number, the attempt not spent.
    expect(checkpoint).toMatchObject({ status: 'interrupted', iteration: 1, attempts: {} })
    expect(checkpoint.history.map(r => r.outcome)).toEqual(['interrupted'])
  })
})

describe('a signal that stops the git status of an iteration', () => {
  /** A workspace whose `call`-th fingerprint is stopped by the signal, as `git status` is when SIGINT comes. */
  class StoppedFingerprint extends MemoryWorkspace {
    private calls = 0
    constructor(
      private readonly controller: AbortController,
      private readonly call: number
    ) {
      super('/ws', { 'plan.json': plan(3) })
    }
    override treeState(exclude: string[]) {
      if (++this.calls !== this.call) return super.treeState(exclude)
      this.controller.abort()
      return Promise.reject(
        new Error('git status failed in /ws (exit -1): git status was stopped by a signal')
      )
    }
  }

  it.each([
    ['before the agent', 1, 0],
    ['after the agent', 2, 1]
  ])('%s ends the iteration interrupted with its attempt given back', async (_when, call, agents) => {
    const controller = new AbortController()
    const workspace = new StoppedFingerprint(controller, call)
    let ran = 0
    const finishing = completesTask()
    const run = await runFakeLoop(
      { tasks: 'plan.json' },
      (spec, world) => {
        ran += 1
        return finishing(spec, world)
      },
      { workspace, signal: controller.signal }
    )
    expect(run.result).toMatchObject({ status: 'interrupted', haltReason: 'interrupted', exitCode: 3 })
    expect(ran).toBe(agents)
    // The iteration is done again by the next run: same number, the attempt not spent.
    expect(JSON.parse(workspace.text('.ralph/checkpoint.json') ?? '{}')).toMatchObject({
      status: 'interrupted',
      iteration: 1,
      attempts: {}
    })
  })
})

describe('the task source at a stop', () => {
  it('is fingerprinted as the last agent left it, so a stuck loop resumes only when it changes again', async () => {
    const workspace = withPlan(2)
    // The agent rewrites the plan every time (its notes) and never finishes the task.
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'stuck-threshold': '2' },
      (spec, world) => {
        void world.workspace.writeText(
          'plan.json',
          `${plan(2)}\n${' '.repeat(Number(spec.env.RALPH_ITERATION))}`
        )
        return { exitCode: 1 }
      },
      { workspace }
    )
    expect(run.result).toMatchObject({ status: 'stuck', iterations: 2 })
    const final = workspace.text('plan.json') ?? ''
    expect(JSON.parse(workspace.text('.ralph/checkpoint.json') ?? '{}')).toMatchObject({
      status: 'stuck',
      source_fingerprint: createHash('sha256').update(final).digest('hex')
    })
  })
})

describe('plan mode without a task source: the work the agent reports', () => {
  it("follows the agent's work_remaining until it says the promise", async () => {
    const said = [
      '{"work_remaining": ["design", "build"]}',
      '{"work_remaining": ["build"]}',
      'all planned <promise>COMPLETE</promise>\n{"work_remaining": []}'
    ]
    const run = await runFakeLoop({ mode: 'plan' }, spec => ({
      stdout: `${said[Number(spec.env.RALPH_ITERATION) - 1] ?? ''}\n`
    }))
    expect(run.result).toMatchObject({ status: 'completed', iterations: 3, workRemaining: [] })
    // The first report is not progress (the work was unknown before it); a shorter list is.
    expect(run.log.lines.filter(line => /^Iteration \d/.test(line))).toEqual([
      'Iteration 1: failed, 2 remaining, tree unchanged',
      'Iteration 2: progress, 1 remaining, tree unchanged',
      'Iteration 3: progress, 0 remaining, tree unchanged'
    ])
  })

  it('ignores a promise from a run that then failed: exit 1 or a time-out keeps the loop going (SPEC §7)', async () => {
    const run = await runFakeLoop({ mode: 'plan', 'max-attempts': '2' }, spec =>
      spec.env.RALPH_ITERATION === '1'
        ? { stdout: 'done <promise>COMPLETE</promise>\n', exitCode: 1 }
        : { stdout: 'done <promise>COMPLETE</promise>\n', exitCode: null, signal: 'SIGKILL' }
    )
    expect(run.result).toMatchObject({ status: 'stuck', stuckTask: 'plan' })
    expect(run.log.lines).toContain(
      'The agent said <promise>COMPLETE</promise> in iteration 1, but it exited with code 1: the promise is ignored and the loop goes on.'
    )
  })

  it('completes on a clean promise after one it ignored: the quoted notes do not hide it (SPEC §7)', async () => {
    const run = await runFakeLoop({ mode: 'plan', 'max-attempts': '3' }, spec => ({
      stdout: '<promise>COMPLETE</promise>\n',
      exitCode: spec.env.RALPH_ITERATION === '1' ? 1 : 0
    }))
    expect(run.result).toMatchObject({ status: 'completed', iterations: 2 })
  })

  it('is stuck on the pseudo-task plan when the agent never reports or promises', async () => {
    const run = await runFakeLoop({ mode: 'plan', 'max-attempts': '2' }, idles)
    expect(run.result).toMatchObject({ status: 'stuck', stuckTask: 'plan', workRemaining: ['plan'] })
  })
})

describe('the verify gate on fakes', () => {
  it('keeps `verify` as work until the verify command passes', async () => {
    let passes = false
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'verify-command': 'check' },
      (spec, world) => {
        if (spec.env.RALPH_TASK_ID === 'verify') passes = true
        return completesTask()(spec, world)
      },
      {
        workspace: withPlan(1),
        handlers: { check: () => (passes ? { stdout: 'Tests: 3 passed, 3 total\n' } : { exitCode: 1 }) }
      }
    )
    expect(run.result).toMatchObject({ status: 'completed', iterations: 2 })
    expect(run.log.lines).toContain(
      '=== Build Iteration 2 (Subtask: verify, Attempt: 1/5, 1 subtasks remaining) ==='
    )
    expect(run.runner.runsOf('check')).toHaveLength(2)
  })
})

describe('rate limits and cost on a fake clock', () => {
  it('waits out a rate limit within rate-limit-wait, gives the attempt back, then goes on', async () => {
    let calls = 0
    const run = await runFakeLoop(
      { tasks: 'plan.json', agent: 'claude', 'rate-limit-wait': '15' },
      () => {
        calls += 1
        return calls === 1
          ? { stdout: stream('claude-rate-limit.jsonl'), exitCode: 1 }
          : { stdout: stream('claude-success.jsonl') }
      },
      { workspace: withPlan(1) }
    )
    // Reset time unknown: wait rate-limit-wait (15 min).
    expect(run.clock.sleeps).toEqual([15 * 60 * 1000])
    expect(run.log.lines).toContain(
      '=== Build Iteration 2 (Subtask: t1, Attempt: 1/5, 1 subtasks remaining) ==='
    )
  })

  it('halts when the next iteration would exceed max-cost-usd', async () => {
    const run = await runFakeLoop(
      { tasks: 'plan.json', agent: 'claude', 'max-cost-usd': '0.015' },
      () => ({ stdout: stream('claude-success.jsonl') }),
      { workspace: withPlan(3) }
    )
    expect(run.result).toMatchObject({ status: 'halted', haltReason: 'cost_budget', iterations: 1 })
    expect(run.result.costUsd).toBeGreaterThan(0)
  })
})

describe('keeping the work with a fake git', () => {
  it('commits each completed task and pushes once at the end', async () => {
    const git = new FakeGit()
    const run = await runFakeLoop(
      { tasks: 'plan.json', commit: 'task', push: 'true', branch: 'ralph/x' },
      completesTask(),
      { workspace: withPlan(2), git }
    )
    expect(run.result).toMatchObject({ status: 'completed', commits: 2, pushed: true, branch: 'ralph/x' })
    expect(git.commits.map(c => c.message)).toEqual([
      'ralph: t1 progress (iteration 1)',
      'ralph: t2 progress (iteration 2)'
    ])
    expect(git.pushes).toEqual(['ralph/x'])
  })

  it('aborts when the push fails, keeping the commits', async () => {
    const git = new FakeGit()
    git.pushFailures.push('git push to ralph/x failed: rejected')
    const run = await runFakeLoop(
      { tasks: 'plan.json', commit: 'task', push: 'true', branch: 'ralph/x', hooks: 'onAbort: hook' },
      completesTask(),
      { workspace: withPlan(1), git }
    )
    expect(run.result).toMatchObject({ status: 'aborted', haltReason: 'error', commits: 1, pushed: false })
    expect(run.result.message).toBe('git push to ralph/x failed: rejected')
    expect(run.runner.hookEvents).toEqual(['onAbort'])
  })

  it('the next run pushes what the failed push left before anything else, and completes', async () => {
    const git = new FakeGit()
    git.pushFailures.push('git push to ralph/x failed: refused')
    const workspace = withPlan(1)
    const inputs = { tasks: 'plan.json', commit: 'task', push: 'true', branch: 'ralph/x' }
    const first = await runFakeLoop(inputs, completesTask(), { workspace, git })
    expect(first.result).toMatchObject({ status: 'aborted', commits: 1, pushed: false })
    // Resumed from its checkpoint with every task done: 0 iterations, the push first; nothing was left
    // uncommitted, so no recovered commit follows it.
    git.changes = false
    const second = await runFakeLoop(inputs, completesTask(), { workspace, git })
    expect(second.result).toMatchObject({ status: 'completed', iterations: 0, pushed: true })
    expect(git.pushes).toEqual(['ralph/x', 'ralph/x'])
    // And a run after it finds nothing to push.
    const third = await runFakeLoop(inputs, completesTask(), { workspace, git })
    expect(third.result).toMatchObject({ status: 'completed', iterations: 0, pushed: false })
    expect(git.pushes).toHaveLength(2)
  })

  it('a run whose push at the start fails again is aborted before any iteration', async () => {
    const git = new FakeGit()
    git.pushFailures.push('git push to ralph/x failed: refused', 'git push to ralph/x failed: refused')
    const workspace = withPlan(2)
    const inputs = { tasks: 'plan.json', commit: 'task', push: 'true', branch: 'ralph/x' }
    await runFakeLoop({ ...inputs, 'iterations-per-run': '1' }, completesTask(), { workspace, git })
    const second = await runFakeLoop(inputs, completesTask(), { workspace, git })
    expect(second.result).toMatchObject({ status: 'aborted', haltReason: 'error', iterations: 0 })
    expect(second.result.message).toBe(
      "Could not push the previous run's commits: git push to ralph/x failed: refused"
    )
  })
})

describe('the progress a SIGKILL leaves to the post step (SPEC §10)', () => {
  it.each([
    ['push on', 'true', ['-', ...Array<string>(5).fill('ralph/x+checkpoint')]],
    ['push off', 'false', ['-', ...Array<string>(4).fill('+checkpoint')]]
  ])(
    '%s: recorded at the start, at the checkpoint before the first iteration, after the commit, after the checkpoint, after the push',
    async (_, push, wanted) => {
      const progress = new RecordingProgress()
      await runFakeLoop(
        { tasks: 'plan.json', commit: 'task', push, branch: 'ralph/x', 'iterations-per-run': '1' },
        completesTask(),
        { workspace: withPlan(2), progress }
      )
      const shown = progress.records.map(
        r => (r.branch || (r.checkpoint ? '' : '-')) + (r.checkpoint ? '+checkpoint' : '')
      )
      // The start; the checkpoint written before the first iteration; the commit; its checkpoint; then
      // the stop: a push (push on) and the stop's checkpoint.
      expect(shown).toEqual(wanted)
    }
  )
})

describe('resuming from a store on fakes', () => {
  it('saves the state dir at the stop and the next run restores it and resumes', async () => {
    const workspace = withPlan(2)
    const store = new MemoryStore(workspace)
    const first = await runFakeLoop({ tasks: 'plan.json', 'iterations-per-run': '1' }, completesTask(), {
      workspace,
      store
    })
    expect(first.result).toMatchObject({ status: 'halted', checkpointKey: 'ralph-test-1' })
    // A new runner: the state dir is gone, the task file (the agent's work) is kept in git.
    for (const file of [...workspace.files.keys()])
      if (file.startsWith('.ralph/')) workspace.files.delete(file)
    const second = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), { workspace, store })
    expect(second.result).toMatchObject({
      status: 'completed',
      resumed: true,
      iterations: 1,
      totalIterations: 2
    })
  })
})

describe('a task CLI on fakes (seed 003)', () => {
  it('loops until plan-status says 0 open and 0 active, failing what a session left active', async () => {
    const cli = new FakeTaskCli([
      { id: 'T-1', status: 'active', agent: 'ralph-local' },
      { id: 'T-2', status: 'open' },
      { id: 'T-3', status: 'open' }
    ])
    const run = await runFakeLoop(
      { 'task-source': 'command', hooks: 'onTaskComplete: hook' },
      () => {
        cli.completeOne()
        return undefined
      },
      { handlers: cli.handlers }
    )
    expect(cli.failed).toEqual([{ id: 'T-1', reason: 'session exited without completing task' }])
    // T-1 is failed, not done: the loop may not call that completed.
    expect(run.result).toMatchObject({ status: 'halted', haltReason: 'nothing_claimable', iterations: 2 })
    expect(run.runner.hookEvents).toEqual(['onTaskComplete', 'onTaskComplete'])
  })

  it('waits 10 s and 30 s on the clock after failing peeks, then aborts with the error', async () => {
    const cli = new FakeTaskCli([{ id: 'T-1', status: 'open' }])
    cli.failing.add('peek')
    const run = await runFakeLoop({ 'task-source': 'command' }, idles, { handlers: cli.handlers })
    expect(run.clock.sleeps).toEqual([10_000, 30_000])
    expect(run.result).toMatchObject({ status: 'aborted', haltReason: 'error', iterations: 0 })
    expect(run.result.message).toMatch(/database unreachable/)
  })
})
