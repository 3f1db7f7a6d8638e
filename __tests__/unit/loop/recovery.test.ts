import { describe, expect, it } from '@jest/globals'
import type { ProcessSpec } from '../../../src/ports/process.js'
import { completesTask, plan, runFakeLoop, type FakeWorld } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

/** A workspace whose state disk fills up when `full` is set: the checkpoint can no longer be written. */
class FillingWorkspace extends MemoryWorkspace {
  full = false
  override writeText(path: string, content: string, options: { durable?: boolean } = {}) {
    if (this.full && path.endsWith('checkpoint.json'))
      return Promise.reject(
        Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      )
    return super.writeText(path, content, options)
  }
}

const COMMIT = { tasks: 'plan.json', commit: 'task' }

/** An agent that completes its task, and calls `then` with its task id and iteration. */
function agentThen(then: (id: string, n: number) => void) {
  const complete = completesTask()
  return (spec: ProcessSpec, world: FakeWorld) => {
    then(spec.env.RALPH_TASK_ID ?? '', Number(spec.env.RALPH_ITERATION))
    return complete(spec, world)
  }
}

describe('a checkpoint that cannot be written stops the run at once (SPEC §8)', () => {
  it('after an iteration: aborted naming the file and the cause, no further iteration', async () => {
    const workspace = new FillingWorkspace('/ws', { 'plan.json': plan(3) })
    const calls: string[] = []
    const agent = agentThen(id => {
      calls.push(id)
      if (id === 't2') workspace.full = true
    })
    const { result } = await runFakeLoop(COMMIT, agent, { workspace })
    expect(result).toMatchObject({ status: 'aborted', haltReason: 'error', iterations: 2 })
    expect(result.message).toContain('.ralph/checkpoint.json: ENOSPC: no space left on device')
    expect(calls).toEqual(['t1', 't2'])
  })

  it('before the first iteration: the agent never runs', async () => {
    const workspace = new FillingWorkspace('/ws', { 'plan.json': plan(3) })
    workspace.full = true
    const calls: string[] = []
    const { result } = await runFakeLoop(
      COMMIT,
      agentThen(id => calls.push(id)),
      { workspace }
    )
    expect(result).toMatchObject({ status: 'aborted', haltReason: 'error', iterations: 0 })
    expect(result.message).toContain('.ralph/checkpoint.json')
    expect(calls).toEqual([])
  })
})

describe('iteration numbers never repeat (SPEC §8)', () => {
  it('a checkpoint one iteration behind the commits: the next iteration gets the next free number', async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(3) })
    const git = new FakeGit()
    await runFakeLoop({ ...COMMIT, 'iterations-per-run': '1' }, completesTask(), { workspace, git })
    // Iteration 2 ran and was committed, and its checkpoint was lost (a kill between the two).
    await workspace.writeText('plan.json', plan(3, 2))
    await git.commit({
      message: 'ralph: t2 progress (iteration 2)',
      author: { name: 'Ralph Test', email: 'ralph-test@example.com' },
      noVerify: false
    })
    // Nothing was left uncommitted this time; the agent's work is there to commit.
    git.changes = false
    const numbers: number[] = []
    const agent = agentThen((_, n) => {
      numbers.push(n)
      git.changes = true
    })
    const { result } = await runFakeLoop(COMMIT, agent, { workspace, git })
    expect(result).toMatchObject({ status: 'completed', iterations: 1, totalIterations: 3 })
    expect(numbers).toEqual([3])
    expect(git.commits.map(c => c.message)).toEqual([
      'ralph: t1 progress (iteration 1)',
      'ralph: t2 progress (iteration 2)',
      'ralph: t3 progress (iteration 3)'
    ])
  })
})

describe("the loop's leftovers are the loop's work (SPEC §10)", () => {
  it('a resumed run commits what its previous run left, first; the paths dirty before the loop stay out', async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(2) })
    const git = new FakeGit()
    git.preexisting = ['notes.txt']
    git.commitError = 'git commit failed: fatal: Unable to create index.lock: File exists'
    const first = await runFakeLoop(COMMIT, completesTask(), { workspace, git })
    expect(first.result).toMatchObject({ status: 'aborted', haltReason: 'error' })

    git.commitError = undefined
    git.preexisting = ['notes.txt', 'plan.json', 'work/t1.txt']
    const calls: string[] = []
    const second = await runFakeLoop(
      COMMIT,
      agentThen(id => calls.push(id)),
      { workspace, git }
    )
    expect(second.result).toMatchObject({ status: 'completed', resumed: true, commits: 2 })
    // The done mark among the leftovers counts: t1 is not run again.
    expect(calls).toEqual(['t2'])
    expect(git.commits.map(c => c.message)).toEqual([
      'ralph: WIP t1 (iteration 1, recovered)',
      'ralph: t2 progress (iteration 2)'
    ])
    expect(git.excluded.at(-1)).toEqual(['notes.txt'])
    expect(git.excluded.at(-2)).toEqual(['notes.txt'])
  })

  it("a run killed inside iteration 2, after iteration 1's commit: the leftovers are iteration 2's, and the next is 3", async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(3) })
    const git = new FakeGit()
    await runFakeLoop({ ...COMMIT, 'iterations-per-run': '1' }, completesTask(), { workspace, git })
    // Iteration 2's agent finished t2 and the loop was killed before it recorded the iteration.
    await workspace.writeText('plan.json', plan(3, 2))
    git.preexisting = ['plan.json', 'work/t2.txt']
    const numbers: number[] = []
    const agent = agentThen((_, n) => {
      numbers.push(n)
      git.changes = true
    })
    const { result } = await runFakeLoop(COMMIT, agent, { workspace, git })
    expect(result).toMatchObject({ status: 'completed', iterations: 1, totalIterations: 3 })
    expect(numbers).toEqual([3])
    expect(git.commits.map(c => c.message)).toEqual([
      'ralph: t1 progress (iteration 1)',
      'ralph: WIP t2 (iteration 2, recovered)',
      'ralph: t3 progress (iteration 3)'
    ])
  })

  it('with commit: none nothing is committed', async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(2) })
    const git = new FakeGit()
    await runFakeLoop({ tasks: 'plan.json', 'iterations-per-run': '1' }, completesTask(), { workspace, git })
    git.preexisting = ['plan.json']
    const { result } = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), { workspace, git })
    expect(result).toMatchObject({ status: 'completed', resumed: true, commits: 0 })
    expect(git.commits).toEqual([])
  })
})
