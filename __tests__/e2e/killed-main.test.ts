import { afterAll, describe, expect, it } from '@jest/globals'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle, stepFiles } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeTempDir, originWith, subjectsOf } from '../../__fixtures__/temp.js'

afterAll(cleanup)

// runBundle runs the action as workflow "nightly", job "loop", on main: the work branch and state ref.
const BRANCH = 'ralph/nightly'
const STATE_REF = 'refs/ralph/state/ralph-nightly-loop-main'
// One task an iteration; the task named by HANG_AT hangs instead, its pid in PID_FILE.
const agent = [
  'if [ -n "$HANG_AT" ] && [ "$RALPH_TASK_ID" = "$HANG_AT" ]; then echo $$ > "$PID_FILE"; echo hanging-now; exec sleep 60; fi',
  `node ${AGENTS}/complete-one.mjs plan.json`
].join('\n')
const inputs = {
  tasks: 'plan.json',
  agent: 'command',
  'agent-command': agent,
  checkpoint: 'file',
  commit: 'task',
  push: 'true'
}

/** origin, a clone of it, and a main step SIGKILLed while its third iteration's agent runs (two commits made). */
async function killedAfterTwoCommits() {
  const { remote, work } = await originWith({ 'plan.json': jsonPlan(3) }, 'ralph-km-')
  const aside = await makeTempDir('ralph-km-aside-')
  const env = {
    HANG_AT: 't3',
    PID_FILE: path.join(aside, 'agent.pid'),
    CALLS_FILE: path.join(aside, 'calls')
  }
  const files = await stepFiles()
  const main = await runBundle('main', {
    cwd: work,
    inputs,
    env,
    files,
    onStart: (pid, output) => {
      const timer = setInterval(() => {
        if (!output().includes('hanging-now')) return
        clearInterval(timer)
        process.kill(pid, 'SIGKILL')
      }, 20)
    }
  })
  expect(main.signal).toBe('SIGKILL')
  // The orphaned agent (another item's concern): stopped here so it cannot touch the tree.
  process.kill(Number((await readFile(env.PID_FILE, 'utf8')).trim()), 'SIGKILL')
  return { remote, work, files, calls: env.CALLS_FILE }
}

describe('a main step killed with SIGKILL loses nothing it committed or checkpointed (SPEC §10)', () => {
  it('the post step pushes its commits and mirrors its checkpoint; the next run resumes from it', async () => {
    const { remote, work, files, calls } = await killedAfterTwoCommits()
    expect(await git(remote, 'for-each-ref', `refs/heads/${BRANCH}`)).toBe('')

    const post = await runBundle('post', { cwd: work, inputs: {}, files })
    expect(post.code).toBe(0)
    expect(post.stdout).toContain(`pushed the interrupted loop's commits to ${BRANCH}`)
    expect((await subjectsOf(remote, BRANCH)).slice(0, 2)).toEqual([
      'ralph: t2 progress (iteration 2)',
      'ralph: t1 progress (iteration 1)'
    ])
    const mirrored = JSON.parse(await git(remote, 'show', `${STATE_REF}:checkpoint.json`)) as {
      head_sha: string
    }
    expect(mirrored.head_sha).toBe((await git(remote, 'rev-parse', BRANCH)).trim())

    // A new runner: a fresh clone, no state dir. It resumes from the mirror and does only t3.
    const next = await makeTempDir('ralph-km-next-')
    await git(next, 'clone', '-q', remote, '.')
    const resumed = await runBundle('main', { cwd: next, inputs, env: { CALLS_FILE: calls } })
    expect(resumed.outputs).toMatchObject({
      status: 'completed',
      resumed: 'true',
      iterations: '1',
      commits: '1'
    })
    expect((await readFile(calls, 'utf8')).trim().split('\n')).toEqual(['t1', 't2', 't3'])
    expect((await subjectsOf(remote, BRANCH)).slice(0, 3)).toEqual([
      'ralph: t3 progress (iteration 3)',
      'ralph: t2 progress (iteration 2)',
      'ralph: t1 progress (iteration 1)'
    ])
  })

  it('HEAD moved after what the main step recorded: the post step pushes nothing and warns', async () => {
    const { remote, work, files } = await killedAfterTwoCommits()
    const left = (await git(work, 'rev-parse', 'HEAD')).trim()
    // A process the agent left behind commits after the main step was killed.
    await writeFile(path.join(work, 'late.txt'), 'late\n')
    await git(work, 'add', 'late.txt')
    await git(work, '-c', 'user.name=l', '-c', 'user.email=l@x', 'commit', '-qm', 'late')

    const post = await runBundle('post', { cwd: work, inputs: {}, files })
    expect(post.code).toBe(0)
    expect(post.stdout).toContain(`HEAD moved from ${left.slice(0, 12)}`)
    expect(await git(remote, 'for-each-ref', `refs/heads/${BRANCH}`)).toBe('')
    expect(await git(remote, 'for-each-ref', STATE_REF)).toBe('')
    // The main step's own commit is kept on the rescue ref.
    expect(await git(remote, 'for-each-ref', '--format=%(objectname)', 'refs/ralph/rescue/')).toContain(left)
  })
})
