import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { completesTask, plan, runFakeLoop, type FakeAgent } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { MemoryStore } from '../../../__fixtures__/fakes/memory-store.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import type { Handler } from '../../../__fixtures__/fakes/scripted-runner.js'
import type { IterationRecord } from '../../../src/domain/iteration.js'

const WORKFLOW = '.github/workflows/ci.yml'
const REVIEW = { review: 'command', 'review-command': 'review' }

/** The fake git's nth snapshot. */
const tree = (n: number) => `${n}`.padStart(40, 'e')

const world = (count = 1) =>
  new MemoryWorkspace('/ws', { 'plan.json': plan(count), [WORKFLOW]: 'on: push\n' })

/** The prompt each agent invocation saw, in order. */
function recordingPrompts(agent: FakeAgent, prompts: string[]): FakeAgent {
  return (spec, w) => {
    prompts.push(w.workspace.text('.ralph/prompt.md') ?? '')
    return agent(spec, w)
  }
}

/** A review command that answers with `verdicts` in turn (true approves), keeping the task and diff file it was given. */
function reviewer(verdicts: boolean[], seen: { task: string; diffFile: string }[] = []): Handler {
  return spec => {
    seen.push({ task: spec.env.RALPH_TASK_ID ?? '', diffFile: spec.env.RALPH_DIFF_FILE ?? '' })
    const approve = verdicts[seen.length - 1] ?? false
    return approve
      ? { stdout: 'LGTM\n' }
      : { stdout: `Needs a test for ${spec.env.RALPH_TASK_ID}\n`, exitCode: 1 }
  }
}

function records(run: { workspace: MemoryWorkspace; result: { report: string } }): IterationRecord[] {
  return (JSON.parse(run.workspace.text(run.result.report) ?? '{}') as { records: IterationRecord[] }).records
}

describe('the review gate on fakes (SPEC §7)', () => {
  it('holds a rejected mark: the task stays current, an attempt spent, the findings in the next prompt; an approval accepts it', async () => {
    const prompts: string[] = []
    const seen: { task: string; diffFile: string }[] = []
    const run = await runFakeLoop(
      { tasks: 'plan.json', ...REVIEW, hooks: 'onTaskComplete: hook\nonReviewReject: hook' },
      recordingPrompts(completesTask(), prompts),
      { workspace: world(), handlers: { review: reviewer([false, true], seen) } }
    )
    expect(run.result).toMatchObject({ status: 'completed', iterations: 2, tasksDone: 1 })
    expect(seen).toEqual([
      { task: 't1', diffFile: '/ws/.ralph/review.diff' },
      { task: 't1', diffFile: '/ws/.ralph/review.diff' }
    ])
    expect(run.workspace.text('.ralph/review.diff')).toContain('diff --git')
    expect(
      records(run).map(r => [r.task, r.attempt, r.tasks_done, r.review?.approved, r.review?.rejected])
    ).toEqual([
      ['t1', 1, [], [], ['t1']],
      ['t1', 2, ['t1'], ['t1'], []]
    ])
    expect(run.workspace.text('.ralph/iteration_1_summary.md')).toContain(
      '- Review: not approved t1 (not done yet)'
    )
    expect(run.workspace.text('.ralph/iteration_2_summary.md')).toContain('- Review: approved t1')
    expect(prompts[0]).not.toContain('Needs a test')
    expect(prompts[1]).toContain('Review of t1 (iteration 1): rejected\nNeeds a test for t1')
    // The rejection fires its own hook; the task counts once, when approved.
    expect(run.runner.hookEvents.filter(e => e !== 'onComplete')).toEqual([
      'onReviewReject',
      'onTaskComplete'
    ])
  })

  it('keeps the findings for an agent that unticks the task to rework it, until the next review', async () => {
    const prompts: string[] = []
    const unticksThenRedoes: FakeAgent = (spec, w) => {
      if (spec.env.RALPH_ITERATION === '2') {
        void w.workspace.writeText('plan.json', plan(1))
        return { stdout: 'reworking\n' }
      }
      return completesTask()(spec, w)
    }
    const run = await runFakeLoop(
      { tasks: 'plan.json', ...REVIEW },
      recordingPrompts(unticksThenRedoes, prompts),
      { workspace: world(), handlers: { review: reviewer([false, true]) } }
    )
    expect(run.result).toMatchObject({ status: 'completed', iterations: 3, tasksDone: 1 })
    expect(prompts.map(p => p.includes('Needs a test for t1'))).toEqual([false, true, true])
  })

  it('completed needs every done task approved: one of two marks rejected leaves that task the work', async () => {
    const marksBoth: FakeAgent = (_spec, { workspace }) => {
      void workspace.writeText('plan.json', plan(2, 2))
      return { stdout: 'did both\n' }
    }
    const run = await runFakeLoop({ tasks: 'plan.json', ...REVIEW, 'iterations-per-run': '1' }, marksBoth, {
      workspace: world(2),
      handlers: { review: spec => (spec.env.RALPH_TASK_ID === 't1' ? {} : { exitCode: 1 }) }
    })
    expect(run.result).toMatchObject({ status: 'halted', tasksDone: 1, workRemaining: ['t2'] })
  })

  it('an idle iteration after a rejection is reviewed with the whole work behind the mark, not its own empty diff', async () => {
    const git = new FakeGit()
    const run = await runFakeLoop({ tasks: 'plan.json', ...REVIEW }, completesTask(), {
      workspace: world(),
      git,
      handlers: { review: reviewer([false, true]) }
    })
    expect(run.result).toMatchObject({ status: 'completed', iterations: 2 })
    // Snapshots: 1 before iteration 1, 2 at its review, 3 before iteration 2 (idle), 4 at its review.
    const [first, second] = git.diffs
    expect(first).toBe(`${tree(1)}..${tree(2)}`)
    // The second review starts where the rejected work began, never at the tree iteration 2 started from.
    expect(second).toBe(`${tree(1)}..${tree(4)}`)
  })

  it('the review base of a rejected task survives the run in the checkpoint, and one whose tree is gone falls back to HEAD, then to every file', async () => {
    const workspace = world()
    const store = new MemoryStore(workspace)
    const git = new FakeGit()
    const head = git.headSha
    await runFakeLoop({ tasks: 'plan.json', ...REVIEW, 'iterations-per-run': '1' }, completesTask(), {
      workspace,
      store,
      git,
      handlers: { review: reviewer([false]) }
    })
    const checkpoint = JSON.parse(workspace.text('.ralph/checkpoint.json') ?? '{}') as Record<string, unknown>
    expect(checkpoint.review_bases).toEqual([{ id: 't1', tree: tree(1), head }])
    // A new runner: the tree is gone, HEAD's commit of then is there.
    const fresh = new FakeGit()
    fresh.lost.add(tree(1))
    const second = await runFakeLoop(
      { tasks: 'plan.json', ...REVIEW, 'iterations-per-run': '1' },
      () => ({}),
      { workspace, store, git: fresh, handlers: { review: reviewer([false]) } }
    )
    expect(second.result).toMatchObject({ status: 'halted', resumed: true, tasksDone: 0 })
    expect(fresh.diffs).toEqual([`${head}..${tree(2)}`])
    expect(second.log.lines).toContain(
      `The tree the review's diff starts from (${tree(1).slice(0, 12)}) is gone from this clone: the diff starts at commit ${head.slice(0, 12)}, HEAD when that work began.`
    )
    // Neither is there: the diff starts at the empty tree ('').
    const bare = new FakeGit()
    bare.lost.add(tree(1))
    bare.lost.add(head)
    const third = await runFakeLoop({ tasks: 'plan.json', ...REVIEW }, () => ({}), {
      workspace,
      store,
      git: bare,
      handlers: { review: reviewer([true]) }
    })
    expect(third.result).toMatchObject({ status: 'completed', tasksDone: 1 })
    expect(bare.diffs).toEqual([`..${tree(2)}`])
    // Approved: no base is kept for a task that is done.
    const last = JSON.parse(workspace.text('.ralph/checkpoint.json') ?? '{}') as Record<string, unknown>
    expect(last.review_bases).toBeUndefined()
  })

  it('keeps the held mark and the findings in the checkpoint: the next run reviews it again and completes', async () => {
    const workspace = world()
    const store = new MemoryStore(workspace)
    const first = await runFakeLoop(
      { tasks: 'plan.json', ...REVIEW, 'iterations-per-run': '1' },
      completesTask(),
      { workspace, store, handlers: { review: reviewer([false]) } }
    )
    expect(first.result).toMatchObject({ status: 'halted', tasksDone: 0, workRemaining: ['t1'] })
    const checkpoint = JSON.parse(workspace.text('.ralph/checkpoint.json') ?? '{}') as Record<string, unknown>
    expect(checkpoint).toMatchObject({
      held_marks: ['t1'],
      review_findings: expect.stringContaining('Needs a test')
    })
    const prompts: string[] = []
    const second = await runFakeLoop(
      { tasks: 'plan.json', ...REVIEW },
      recordingPrompts(() => ({}), prompts),
      {
        workspace,
        store,
        handlers: { review: reviewer([true]) }
      }
    )
    expect(second.result).toMatchObject({ status: 'completed', resumed: true, tasksDone: 1 })
    expect(prompts[0]).toContain('Needs a test for t1')
  })

  it.each<[string, { exitCode?: number | null; timedOut?: boolean; spawnErrorCode?: string }]>([
    ['times out', { exitCode: null, timedOut: true }],
    ['cannot start', { exitCode: null, spawnErrorCode: 'ENOENT' }]
  ])(
    'a review command that %s approves nothing, and the findings say the reviewer failed',
    async (_case, script) => {
      const prompts: string[] = []
      const run = await runFakeLoop(
        { tasks: 'plan.json', ...REVIEW, 'iterations-per-run': '2' },
        recordingPrompts(completesTask(), prompts),
        { workspace: world(), handlers: { review: () => script } }
      )
      expect(run.result).toMatchObject({ status: 'halted', tasksDone: 0, workRemaining: ['t1'] })
      expect(prompts[1]).toContain('Review of t1 (iteration 1): reviewer failed (')
    }
  )

  it('plan mode: the promise does not complete the loop while the review gate holds a mark', async () => {
    const promises: FakeAgent = (spec, w) => {
      completesTask()(spec, w)
      return { stdout: 'All planned.\n<promise>COMPLETE</promise>\n' }
    }
    const rejected = await runFakeLoop(
      { tasks: 'plan.json', mode: 'plan', ...REVIEW, 'iterations-per-run': '1' },
      promises,
      { workspace: world(), handlers: { review: reviewer([false]) } }
    )
    expect(rejected.result).toMatchObject({ status: 'halted', haltReason: 'run_slice', tasksDone: 0 })
    const approved = await runFakeLoop({ tasks: 'plan.json', mode: 'plan', ...REVIEW }, promises, {
      workspace: world(),
      handlers: { review: reviewer([true]) }
    })
    expect(approved.result).toMatchObject({ status: 'completed', iterations: 1, tasksDone: 1 })
  })

  it('does not review the marks of an iteration that changed a protected path; the clean one after it does', async () => {
    const seen: { task: string; diffFile: string }[] = []
    const cheatsFirst: FakeAgent = (spec, w) => {
      if (spec.env.RALPH_ITERATION === '1') void w.workspace.writeText(WORKFLOW, 'on: pull_request\n')
      return completesTask()(spec, w)
    }
    const run = await runFakeLoop({ tasks: 'plan.json', ...REVIEW }, cheatsFirst, {
      workspace: world(),
      handlers: { review: reviewer([true], seen) }
    })
    expect(run.result).toMatchObject({ status: 'completed', iterations: 2, tasksDone: 1 })
    expect(seen.map(s => s.task)).toEqual(['t1'])
    expect(records(run).map(r => r.review?.approved ?? null)).toEqual([null, ['t1']])
  })
})

describe('a preset reviewer on fakes (SPEC §7)', () => {
  /** codex's JSON lines: a final message and the tokens it used. */
  const codexSays = (text: string, tokens: number) =>
    [
      { type: 'item.completed', item: { id: 'i1', type: 'agent_message', text } },
      { type: 'turn.completed', usage: { input_tokens: tokens, cached_input_tokens: 0, output_tokens: 0 } }
    ]
      .map(line => JSON.stringify(line))
      .join('\n') + '\n'

  it('runs read-only, with its verdict; its cost counts toward the budget though the agent reports none', async () => {
    const argvs: string[][] = []
    const run = await runFakeLoop(
      {
        tasks: 'plan.json',
        review: 'codex',
        'token-prices': 'input=1,output=1',
        'max-cost-usd': '1.5'
      },
      (spec, w) => {
        if (!spec.env.RALPH_DIFF_FILE) return completesTask()(spec, w)
        argvs.push(spec.argv)
        return { stdout: codexSays('Fine.\n<verdict>approve</verdict>\nMeets the criteria.', 1_000_000) }
      },
      { workspace: world(2) }
    )
    expect(argvs).toHaveLength(1)
    expect(argvs[0].slice(0, 3)).toEqual(['codex', 'exec', '--json'])
    expect(argvs[0]).toEqual(expect.arrayContaining(['--sandbox', 'read-only']))
    expect(argvs[0]).not.toContain('workspace-write')
    // $1 for the review of t1: another such iteration would pass the $1.50 budget.
    expect(run.result).toMatchObject({
      status: 'halted',
      haltReason: 'cost_budget',
      tasksDone: 1,
      costUsd: 1
    })
    const report = JSON.parse(run.workspace.text(run.result.report) ?? '{}') as Record<string, unknown>
    expect(report.review).toEqual({
      runs: 1,
      rejected: 0,
      cost_usd: 1,
      input_tokens: 1_000_000,
      output_tokens: 0
    })
    expect(report.loop_totals).toMatchObject({ cost_usd: 1, input_tokens: 1_000_000 })
    expect(run.result.summary).toContain('reviews **1**, 0 not approved (reviewer cost $1')
  })

  it('a reviewer whose key is rejected stops the loop (error) naming the reviewer, its task not done', async () => {
    const streams = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../__fixtures__/agents/streams'
    )
    const auth = readFileSync(path.join(streams, 'codex-auth.jsonl'), 'utf8')
    const run = await runFakeLoop(
      { tasks: 'plan.json', review: 'codex', 'token-prices': 'input=1,output=1' },
      (spec, w) => (spec.env.RALPH_DIFF_FILE ? { stdout: auth, exitCode: 1 } : completesTask()(spec, w)),
      { workspace: world(2) }
    )
    expect(run.result).toMatchObject({ status: 'aborted', haltReason: 'error', iterations: 1, tasksDone: 0 })
    expect(run.result.message).toContain('The reviewer (review: codex) could not authenticate')
    expect(run.result.message).toContain('401 Unauthorized')
  })
})
