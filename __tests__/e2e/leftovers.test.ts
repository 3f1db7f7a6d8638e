import { afterAll, describe, expect, it } from '@jest/globals'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, originWith, subjectsOf } from '../../__fixtures__/temp.js'

afterAll(cleanup)

/** A bare origin and a clone with two tasks and a file a person edits before the loop starts. */
async function remoteAndClone() {
  return originWith({ 'plan.json': jsonPlan(2), 'notes.txt': 'mine\n' }, 'ralph-leftovers-')
}

describe("the loop's leftovers are the loop's work (SPEC §10)", () => {
  it('a run whose commit failed leaves its work to the next run, which commits it as recovered; the user’s edit stays out', async () => {
    const { remote, work } = await remoteAndClone()
    // A person's change before the loop's first iteration: never part of the loop's commits.
    await writeFile(path.join(work, 'notes.txt'), 'my own edit\n')
    // Task t1's agent leaves a stale index.lock: the loop's commit after it fails and the run aborts.
    const agent =
      `node ${AGENTS}/complete-one.mjs plan.json && ` +
      `if [ "$RALPH_TASK_ID" = t1 ]; then touch .git/index.lock; fi`
    const inputs = {
      tasks: 'plan.json',
      agent: 'command',
      'agent-command': agent,
      checkpoint: 'file',
      commit: 'task',
      push: 'true'
    }
    const first = await runBundle('main', { cwd: work, inputs })
    expect(first.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error', commits: '0' })
    expect(first.stdout).toContain('index.lock')
    expect(first.stdout).toMatch(/left out of its commits: notes\.txt/)

    // A person reads the message and removes the lock; the next run resumes the same loop.
    await rm(path.join(work, '.git', 'index.lock'))
    const second = await runBundle('main', { cwd: work, inputs })
    expect(second.outputs).toMatchObject({ status: 'completed', resumed: 'true', pushed: 'true' })
    expect(second.stdout).toContain('ralph: WIP t1 (iteration 1, recovered)')
    expect(await subjectsOf(remote, 'ralph/nightly')).toEqual([
      'ralph: t2 progress (iteration 2)',
      'ralph: WIP t1 (iteration 1, recovered)',
      'initial'
    ])
    // Both tasks' work and done marks are on the remote; the person's edit is not, and is still in the tree.
    const plan = JSON.parse(await git(remote, 'show', 'ralph/nightly:plan.json')) as {
      subtasks: { id: string; done: boolean }[]
    }
    expect(plan.subtasks.map(task => task.done)).toEqual([true, true])
    const files = await git(remote, 'ls-tree', '-r', '--name-only', 'ralph/nightly')
    expect(files).toContain('work/t1.txt')
    expect(files).toContain('work/t2.txt')
    expect(await git(remote, 'show', 'ralph/nightly:notes.txt')).toBe('mine\n')
    expect(await readFile(path.join(work, 'notes.txt'), 'utf8')).toBe('my own edit\n')
  })

  it('with commit: none a resumed run commits nothing', async () => {
    const { work } = await remoteAndClone()
    const agent = `node ${AGENTS}/complete-one.mjs plan.json`
    const inputs = {
      tasks: 'plan.json',
      agent: 'command',
      'agent-command': agent,
      checkpoint: 'file',
      commit: 'none',
      'iterations-per-run': '1'
    }
    const first = await runBundle('main', { cwd: work, inputs })
    expect(first.outputs).toMatchObject({ status: 'halted', commits: '0' })
    const second = await runBundle('main', { cwd: work, inputs })
    expect(second.outputs).toMatchObject({ status: 'completed', resumed: 'true', commits: '0' })
    expect(second.stdout).not.toContain('recovered')
    expect(await subjectsOf(work, 'HEAD')).toEqual(['initial'])
  })
})
