import { afterAll, describe, expect, it } from '@jest/globals'
import { chmod, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import {
  cleanup,
  git,
  makeGitRepo,
  makeTempDir,
  originAndClone,
  subjectsOf
} from '../../__fixtures__/temp.js'

afterAll(cleanup)

// runBundle runs the action as workflow "nightly", job "loop", on main: the work branch and state ref.
const BRANCH = 'ralph/nightly'
const STATE_REF = 'refs/ralph/state/ralph-nightly-loop-main'
const inputs = {
  tasks: 'plan.json',
  agent: 'command',
  'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
  checkpoint: 'file',
  commit: 'task',
  push: 'true'
}

async function repos() {
  const seed = await makeTempDir('ralph-up-seed-')
  await writeFile(path.join(seed, 'plan.json'), jsonPlan(2))
  await makeGitRepo(seed)
  return originAndClone(seed, 'ralph-up-')
}

describe('a push that failed is pushed by the next run (SPEC §10)', () => {
  it('a refusing pre-receive hook: that run is aborted; the next one pushes first and completes', async () => {
    const { remote, work } = await repos()
    const hook = path.join(remote, 'hooks', 'pre-receive')
    await writeFile(hook, '#!/bin/sh\necho "refused by policy" >&2\nexit 1\n')
    await chmod(hook, 0o755)
    const first = await runBundle('main', { cwd: work, inputs })
    expect(first.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error', pushed: 'false' })
    expect(first.outputs.commits).toBe('2')
    expect(await git(remote, 'for-each-ref', `refs/heads/${BRANCH}`)).toBe('')

    await rm(hook)
    const second = await runBundle('main', { cwd: work, inputs })
    expect(second.outputs).toMatchObject({ status: 'completed', iterations: '0', pushed: 'true' })
    expect(second.stdout).toContain('not on origin')
    expect((await subjectsOf(remote, BRANCH)).slice(0, 2)).toEqual([
      'ralph: t2 progress (iteration 2)',
      'ralph: t1 progress (iteration 1)'
    ])
    expect((await git(remote, 'rev-parse', BRANCH)).trim()).toBe(
      (await git(work, 'rev-parse', 'HEAD')).trim()
    )
    expect(await git(remote, 'for-each-ref', STATE_REF)).not.toBe('')
  })

  it('an unreachable remote: that run is aborted; once it is back, the next run pushes first', async () => {
    const { remote, work } = await repos()
    // On the work branch already (actions/checkout's `ref:`): the run starts without a fetch.
    await git(work, 'checkout', '-q', '-b', BRANCH)
    await git(work, 'remote', 'set-url', 'origin', path.join(remote, 'missing'))
    const first = await runBundle('main', { cwd: work, inputs })
    expect(first.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error', pushed: 'false' })
    expect(first.outputs.commits).toBe('2')

    await git(work, 'remote', 'set-url', 'origin', remote)
    const second = await runBundle('main', { cwd: work, inputs })
    expect(second.outputs).toMatchObject({ status: 'completed', iterations: '0', pushed: 'true' })
    expect((await subjectsOf(remote, BRANCH)).slice(0, 2)).toEqual([
      'ralph: t2 progress (iteration 2)',
      'ralph: t1 progress (iteration 1)'
    ])
  })

  it('a push that fails at the start of the next run aborts it before any iteration', async () => {
    const { remote, work } = await repos()
    const hook = path.join(remote, 'hooks', 'pre-receive')
    await writeFile(hook, '#!/bin/sh\nexit 1\n')
    await chmod(hook, 0o755)
    const first = await runBundle('main', { cwd: work, inputs: { ...inputs, 'iterations-per-run': '1' } })
    expect(first.outputs).toMatchObject({ status: 'aborted', commits: '1' })
    const second = await runBundle('main', { cwd: work, inputs })
    expect(second.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error', iterations: '0' })
    expect(second.stdout).toContain(`Could not push the previous run's commits: git push to ${BRANCH} failed`)
  })
})
