import { describe, expect, it } from '@jest/globals'
import { completesTask, plan, runFakeLoop, type FakeAgent } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import type { IterationRecord } from '../../../src/domain/iteration.js'

const WORKFLOW = '.github/workflows/ci.yml'
const ORIGINAL = 'on: push\n'
const HOOKS = 'onIterationEnd: hook\nonTaskComplete: hook\nonComplete: hook'

/** A workspace with a plan of `count` open tasks and a workflow. */
const world = (count = 1, extra: Record<string, string> = {}) =>
  new MemoryWorkspace('/ws', { 'plan.json': plan(count), [WORKFLOW]: ORIGINAL, ...extra })

/** Iteration 1 marks its task done and rewrites the workflow; later ones follow `then`. */
const cheatsFirst =
  (then: FakeAgent): FakeAgent =>
  (spec, w) => {
    if (spec.env.RALPH_ITERATION !== '1') return then(spec, w)
    void w.workspace.writeText(WORKFLOW, 'on: push\njobs: { pwn: {} }\n')
    return completesTask()(spec, w)
  }

/** The prompt each invocation saw. */
function recordingPrompts(agent: FakeAgent, prompts: string[]): FakeAgent {
  return (spec, w) => {
    prompts.push(w.workspace.text('.ralph/prompt.md') ?? '')
    return agent(spec, w)
  }
}

const idle: FakeAgent = () => ({ stdout: 'nothing to do\n' })

/** The iterations a run's report.json records. */
function records(run: { workspace: MemoryWorkspace; result: { report: string } }): IterationRecord[] {
  return (JSON.parse(run.workspace.text(run.result.report) ?? '{}') as { records: IterationRecord[] }).records
}

describe('protected paths on fakes (SPEC §7)', () => {
  it('restores the workflow, fails the iteration and holds its mark until an iteration that changes none', async () => {
    const prompts: string[] = []
    const run = await runFakeLoop(
      { tasks: 'plan.json', hooks: HOOKS },
      recordingPrompts(cheatsFirst(idle), prompts),
      { workspace: world() }
    )
    expect(run.workspace.text(WORKFLOW)).toBe(ORIGINAL)
    expect(run.result).toMatchObject({ status: 'completed', iterations: 2, tasksDone: 1 })
    const history = records(run)
    expect(history.map(r => [r.n, r.task, r.outcome, r.tasks_done])).toEqual([
      [1, 't1', 'failed', []],
      [2, 't1', 'progress', ['t1']]
    ])
    // Counted once, by the iteration that accepted the mark.
    expect(run.runner.hookEvents).toEqual([
      'onIterationEnd',
      'onIterationEnd',
      'onTaskComplete',
      'onComplete'
    ])
    expect(prompts[1]).toContain(`Iteration 1 changed protected paths (protected-paths): ${WORKFLOW}.`)
    expect(prompts[1]).toContain('The tasks it marked done (t1) do not count yet')
    expect(run.log.warnings.join('\n')).toContain(
      `The agent changed protected paths (protected-paths): ${WORKFLOW}`
    )
  })

  it('never completes through the iteration that changed one: the mark is held in the checkpoint', async () => {
    const run = await runFakeLoop({ tasks: 'plan.json', 'max-iterations': '1' }, cheatsFirst(idle), {
      workspace: world()
    })
    expect(run.result).toMatchObject({
      status: 'aborted',
      haltReason: 'max_iterations',
      tasksDone: 0,
      tasksRemaining: 1,
      workRemaining: ['t1']
    })
    const checkpoint = JSON.parse(run.workspace.text('.ralph/checkpoint.json') ?? '{}') as Record<
      string,
      unknown
    >
    expect(checkpoint).toMatchObject({ held_marks: ['t1'], work_remaining: ['t1'], attempts: { t1: 1 } })
    // The next run resumes with the mark still held: an iteration that changes nothing accepts it.
    const next = await runFakeLoop({ tasks: 'plan.json', 'max-iterations': '2' }, idle, {
      workspace: run.workspace
    })
    expect(next.result).toMatchObject({ status: 'completed', tasksDone: 1, resumed: true })
    expect(records(next).at(-1)).toMatchObject({ n: 2, task: 't1', attempt: 2, tasks_done: ['t1'] })
  })

  it('keeps the task current with its attempts spent: a cheat every time is stuck, never completed', async () => {
    const cheats: FakeAgent = (spec, w) =>
      cheatsFirst(idle)({ ...spec, env: { ...spec.env, RALPH_ITERATION: '1' } }, w)
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'max-attempts': '3', 'stuck-threshold': '0', 'no-progress-limit': '0' },
      cheats,
      {
        workspace: world()
      }
    )
    expect(run.result).toMatchObject({
      status: 'stuck',
      haltReason: 'max_attempts',
      stuckTask: 't1',
      tasksDone: 0
    })
    expect(run.workspace.text(WORKFLOW)).toBe(ORIGINAL)
  })

  it('reopens a held task the agent unmarks, and calls a held task it deletes removed', async () => {
    const unmarks = await runFakeLoop(
      { tasks: 'plan.json', 'max-iterations': '2' },
      cheatsFirst((_spec, w) => {
        void w.workspace.writeText('plan.json', plan(1))
        return {}
      }),
      { workspace: world() }
    )
    expect(unmarks.result).toMatchObject({
      haltReason: 'max_iterations',
      tasksDone: 0,
      workRemaining: ['t1']
    })
    const deletes = await runFakeLoop(
      { tasks: 'plan.json' },
      cheatsFirst((_spec, w) => {
        void w.workspace.writeText(
          'plan.json',
          JSON.stringify({ subtasks: [{ id: 't2', title: 'Task 2', done: false }] })
        )
        return {}
      }),
      { workspace: world(2) }
    )
    expect(deletes.result).toMatchObject({ status: 'stuck', haltReason: 'task_removed', stuckTask: 't1' })
  })

  it('puts back deleted files and removes added ones, under every glob given', async () => {
    const agent: FakeAgent = (spec, w) => {
      void w.workspace.remove(WORKFLOW)
      void w.workspace.writeText('.github/workflows/new.yml', 'on: push\n')
      void w.workspace.writeText('tests/a.test.ts', 'it.skip()\n')
      void w.workspace.writeText('src/a.ts', 'work\n')
      return completesTask()(spec, w)
    }
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'protected-paths': '.github/workflows/**\ntests/**', 'max-iterations': '1' },
      agent,
      { workspace: world(1, { 'tests/a.test.ts': 'it()\n' }) }
    )
    expect(run.workspace.text(WORKFLOW)).toBe(ORIGINAL)
    expect(run.workspace.text('.github/workflows/new.yml')).toBeUndefined()
    expect(run.workspace.text('tests/a.test.ts')).toBe('it()\n')
    // What is not protected is the agent's work, kept.
    expect(run.workspace.text('src/a.ts')).toBe('work\n')
    expect(records(run)[0]).toMatchObject({ outcome: 'failed', tasks_done: [] })
  })

  it('does not let an edited test pass the verify gate: the iteration fails and the gate does not run', async () => {
    let verified = 0
    const agent: FakeAgent = (spec, w) => {
      if (spec.env.RALPH_ITERATION === '1') return completesTask()(spec, w)
      if (spec.env.RALPH_ITERATION === '2') void w.workspace.writeText('tests/a.test.ts', 'it.skip()\n')
      return {}
    }
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'protected-paths': 'tests', 'verify-command': 'verify', 'max-iterations': '2' },
      agent,
      {
        workspace: world(1, { 'tests/a.test.ts': 'it()\n' }),
        handlers: {
          verify: () => {
            verified += 1
            return verified === 1
              ? { stdout: 'Tests: 1 failed, 1 total\n', exitCode: 1 }
              : { stdout: 'Tests: 1 passed, 1 total\n' }
          }
        }
      }
    )
    expect(verified).toBe(1)
    expect(run.result).toMatchObject({ haltReason: 'max_iterations', workRemaining: ['verify'] })
    expect(run.workspace.text('tests/a.test.ts')).toBe('it()\n')
  })

  it("undoes the agent's own commits that touch a protected path", async () => {
    const git = new FakeGit()
    const before = git.headSha
    const agent: FakeAgent = (_spec, w) => {
      void w.workspace.writeText(WORKFLOW, 'changed\n')
      git.agentCommit([WORKFLOW, 'src/a.ts'])
      return {}
    }
    const run = await runFakeLoop({ tasks: 'plan.json', 'max-iterations': '1' }, agent, {
      workspace: world(),
      git
    })
    expect(git.resets).toEqual([before])
    expect(run.workspace.text(WORKFLOW)).toBe(ORIGINAL)
    expect(run.log.warnings.join('\n')).toContain('undid its commits')
  })

  it('leaves commits that touch no protected path, and protects nothing with none', async () => {
    const git = new FakeGit()
    const commitsElsewhere: FakeAgent = () => {
      git.agentCommit(['src/a.ts'])
      return {}
    }
    await runFakeLoop({ tasks: 'plan.json', 'max-iterations': '1' }, commitsElsewhere, {
      workspace: world(),
      git
    })
    expect(git.resets).toEqual([])
    const off = await runFakeLoop({ tasks: 'plan.json', 'protected-paths': 'none' }, cheatsFirst(idle), {
      workspace: world()
    })
    expect(off.result).toMatchObject({ status: 'completed', iterations: 1 })
    expect(off.workspace.text(WORKFLOW)).not.toBe(ORIGINAL)
  })

  it('warns and protects nothing past its limits', async () => {
    const many = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`tests/t${i}.ts`, 'x']))
    const run = await runFakeLoop({ tasks: 'plan.json', 'protected-paths': 'tests/**' }, completesTask(), {
      workspace: world(1, many)
    })
    expect(run.result).toMatchObject({ status: 'completed' })
    expect(run.log.warnings.join('\n')).toContain("Input 'protected-paths' matches more than 5000 files")
  })
})
