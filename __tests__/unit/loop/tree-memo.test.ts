import { describe, expect, it } from '@jest/globals'
import { TreeMemo, watchTree } from '../../../src/loop/services/tree-memo.js'
import type { LoopDeps } from '../../../src/loop/loop-deps.js'
import type { TaskSource } from '../../../src/ports/task-source.js'
import { ABILITIES } from '../../../src/tasks/abilities.js'
import type { TreeState } from '../../../src/ports/workspace.js'
import { completesTask, plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { MemoryMirror } from '../../../__fixtures__/fakes/fake-mirror.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import { ScriptedRunner } from '../../../__fixtures__/fakes/scripted-runner.js'

const TREE: TreeState = { hash: 'h1', changed: ['a.txt'], head: '' }
const EXCLUDE = ['.ralph', '.ralph/prompt.md']

/** A memory workspace that counts its fingerprints. */
class CountingWorkspace extends MemoryWorkspace {
  fingerprints = 0
  override treeState(exclude: string[]): Promise<TreeState> {
    this.fingerprints += 1
    return super.treeState(exclude)
  }
}

describe('TreeMemo', () => {
  it('gives the kept state back once, with the same exclusions, while nothing touched the tree', () => {
    const memo = new TreeMemo()
    expect(memo.take(EXCLUDE)).toBeUndefined()
    memo.keep(EXCLUDE, TREE)
    expect(memo.take(EXCLUDE)).toBe(TREE)
    expect(memo.take(EXCLUDE)).toBeUndefined()
    memo.keep(EXCLUDE, TREE)
    expect(memo.take(['.ralph'])).toBeUndefined()
    memo.keep(EXCLUDE, TREE)
    memo.touched()
    expect(memo.take(EXCLUDE)).toBeUndefined()
  })
})

describe('watchTree: every port that can change the tree says so', () => {
  const deps = (tasks: Partial<TaskSource> = { can: ABILITIES.markdown }): LoopDeps => {
    return {
      workspace: new MemoryWorkspace(),
      runner: new ScriptedRunner(),
      git: new FakeGit(),
      mirror: new MemoryMirror(),
      tasks: {
        after: () => Promise.resolve({ tasksDone: [], doneCount: 0, sourceError: '', removed: [] }),
        ...tasks
      }
    } as unknown as LoopDeps
  }
  const touches: [string, (d: LoopDeps) => Promise<unknown>][] = [
    ['a child process (hook, verify, agent)', d => d.runner.run({ argv: ['true'], cwd: '/ws', env: {} })],
    [
      'a git commit',
      d => d.git.commit({ message: 'm', author: { name: 'a', email: 'a@b' }, noVerify: false, exclude: [] })
    ],
    ['a git push', d => d.git.push('main')],
    ['the state mirror', d => d.mirror.write({ 'checkpoint.json': '{}' }, 'state')],
    ['a write outside the state dir', d => d.workspace.writeText('junit.xml', 'x')],
    ['a removal outside the state dir (a stale verify report)', d => d.workspace.remove('junit.xml')]
  ]
  it.each(touches)('%s', async (_name, call) => {
    const memo = new TreeMemo()
    const watched = watchTree(deps(), memo, '.ralph')
    memo.keep(EXCLUDE, TREE)
    await call(watched)
    expect(memo.take(EXCLUDE)).toBeUndefined()
  })

  it('a task CLI, whatever it is asked', async () => {
    const memo = new TreeMemo()
    const watched = watchTree(deps({ can: ABILITIES.command }), memo, '.ralph')
    memo.keep(EXCLUDE, TREE)
    await watched.tasks.after()
    expect(memo.take(EXCLUDE)).toBeUndefined()
  })

  it('but not the loop’s own files in the state dir, nor re-reading a task file', async () => {
    const memo = new TreeMemo()
    const watched = watchTree(deps(), memo, './.ralph/')
    memo.keep(EXCLUDE, TREE)
    await watched.workspace.writeText('.ralph/checkpoint.json', '{}')
    await watched.workspace.writeText('.ralph/prompt.md', 'p', { durable: false })
    await watched.workspace.remove('.ralph/iteration_1_summary.md')
    await watched.tasks.after()
    expect(memo.take(EXCLUDE)).toBe(TREE)
  })
})

describe('the loop takes one fingerprint an iteration when nothing runs between agents', () => {
  const run = async (inputs: Record<string, string>, git?: FakeGit) => {
    const workspace = new CountingWorkspace('/ws', { 'plan.json': plan(4) })
    const { result } = await runFakeLoop({ tasks: 'plan.json', ...inputs }, completesTask(), {
      workspace,
      ...(git && { git })
    })
    expect(result.status).toBe('completed')
    expect(result.iterations).toBe(4)
    return workspace.fingerprints
  }

  it('4 iterations: 5 fingerprints (the first "before", then one "after" each)', async () => {
    expect(await run({})).toBe(5)
  })

  it('with a hook after every iteration: two fingerprints each', async () => {
    expect(await run({ hooks: 'onIterationEnd: echo hi' })).toBe(8)
  })

  it('with a commit after every task: two fingerprints each', async () => {
    expect(await run({ commit: 'task' }, new FakeGit())).toBe(8)
  })
})
