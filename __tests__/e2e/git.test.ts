import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle, signalWhen, stepFiles } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan, runLoopIn } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir, originAndClone } from '../../__fixtures__/temp.js'

afterAll(cleanup)

/** A bare repository as the remote and a clone of it as the workspace, on branch `main`. */
async function remoteAndClone(plan = jsonPlan(3)) {
  const seed = await makeTempDir('ralph-seed-')
  await writeFile(path.join(seed, 'plan.json'), plan)
  await writeFile(path.join(seed, 'README.md'), 'project\n')
  await makeGitRepo(seed)
  const { remote, work } = await originAndClone(seed, 'ralph-')
  await git(work, 'config', 'user.name', 'Someone Else')
  await git(work, 'config', 'user.email', 'someone@example.com')
  return { remote, work }
}

// runBundle runs the action as workflow "nightly", job "loop", on main: the checkpoint key's ref.
const STATE_REF = 'refs/ralph/state/ralph-nightly-loop-main'
const log = (dir: string, ref: string) => git(dir, 'log', '--format=%s|%an <%ae>', ref)
const completeOne = { agent: 'command', 'agent-command': `node ${AGENTS}/complete-one.mjs plan.json` }

describe('keeping the work in git', () => {
  it('commits each completed task and pushes them to the work branch; the state dir is never committed', async () => {
    const { remote, work } = await remoteAndClone()
    const { result } = await runLoopIn(work, {
      tasks: 'plan.json',
      ...completeOne,
      commit: 'task',
      push: 'true',
      branch: 'ralph/nightly'
    })
    expect(result).toMatchObject({ status: 'completed', commits: 3, pushed: true, branch: 'ralph/nightly' })
    const lines = (await log(remote, 'ralph/nightly')).trim().split('\n')
    // Run as the CLI runs it: outside Actions the commits are the repository's own identity's (SPEC §10).
    expect(lines.slice(0, 3)).toEqual([
      'ralph: t3 progress (iteration 3)|Someone Else <someone@example.com>',
      'ralph: t2 progress (iteration 2)|Someone Else <someone@example.com>',
      'ralph: t1 progress (iteration 1)|Someone Else <someone@example.com>'
    ])
    expect(result.headSha).toBe((await git(remote, 'rev-parse', 'ralph/nightly')).trim())
    const files = await git(remote, 'ls-tree', '-r', '--name-only', 'ralph/nightly')
    expect(files).toContain('work/t1.txt')
    expect(files).not.toContain('.ralph')
  })

  it('rebases its commits when the remote moved, and aborts with local commits intact on a conflict', async () => {
    const { remote, work } = await remoteAndClone()
    // Another clone pushes to the same branch after the loop's first task.
    const other = await makeTempDir('ralph-other-')
    await git(other, 'clone', '-q', remote, '.')
    const hook = `onTaskComplete: if [ "$RALPH_ITERATION" = 1 ]; then cd ${other} && git pull -q origin main && echo docs > docs.md && git add docs.md && git -c user.name=o -c user.email=o@x commit -qm "docs from elsewhere" && git push -q origin HEAD:main; fi`
    const { result } = await runLoopIn(work, {
      tasks: 'plan.json',
      ...completeOne,
      commit: 'task',
      push: 'true',
      'push-every': 'commit',
      hooks: hook
    })
    expect(result).toMatchObject({ status: 'completed', commits: 3, pushed: true })
    const subjects = (await git(remote, 'log', '--format=%s', 'main')).trim().split('\n')
    // t1 was pushed, then the remote moved; t2 was rebased onto the other commit and pushed.
    expect(subjects.slice(0, 4)).toEqual([
      'ralph: t3 progress (iteration 3)',
      'ralph: t2 progress (iteration 2)',
      'docs from elsewhere',
      'ralph: t1 progress (iteration 1)'
    ])

    // A conflicting change: the same file edited on the remote.
    const conflict = await remoteAndClone()
    const rival = await makeTempDir('ralph-rival-')
    await git(rival, 'clone', '-q', conflict.remote, '.')
    await writeFile(path.join(rival, 'plan.json'), '{"subtasks": []}\n')
    await git(rival, '-c', 'user.name=r', '-c', 'user.email=r@x', 'commit', '-qam', 'rival plan')
    await git(rival, 'push', '-q', 'origin', 'HEAD:main')
    const aborted = await runLoopIn(conflict.work, {
      tasks: 'plan.json',
      ...completeOne,
      commit: 'task',
      push: 'true'
    })
    expect(aborted.result).toMatchObject({
      status: 'aborted',
      haltReason: 'error',
      commits: 3,
      pushed: false
    })
    expect(aborted.result.message).toContain('do not rebase cleanly')
    expect(aborted.result.message).toContain('main')
    expect((await log(conflict.work, 'HEAD')).split('\n')[0]).toMatch(/^ralph: t3 progress/)
  })

  it('commits the interrupted iteration as WIP and the post step pushes it', async () => {
    const { remote, work } = await remoteAndClone()
    const files = await stepFiles()
    const agent = `echo half-done > partial.txt; trap '' INT; echo started; sleep 30`
    const main = await runBundle('main', {
      cwd: work,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': agent,
        checkpoint: 'file',
        commit: 'task',
        push: 'true'
      },
      files,
      onStart: signalWhen('SIGINT')
    })
    expect(main.outputs).toMatchObject({ status: 'interrupted', commits: '1', pushed: 'false' })
    expect((await log(work, 'HEAD')).split('\n')[0]).toMatch(/^ralph: WIP t1 \(interrupted\)/)
    // In Actions the work goes to the work branch ralph/{workflow} (SPEC §10), never to main.
    expect(await git(remote, 'branch', '--list', 'ralph/nightly')).toBe('')
    const post = await runBundle('post', { cwd: work, inputs: {}, files })
    expect(post.code).toBe(0)
    expect((await git(remote, 'log', '--format=%s', 'ralph/nightly')).split('\n')[0]).toBe(
      'ralph: WIP t1 (interrupted)'
    )
    expect(await git(remote, 'log', '--format=%s', 'main')).not.toContain('WIP')
    // The state goes with the work: the checkpoint of the interrupted run, on its own ref.
    const mirrored = JSON.parse(await git(remote, 'show', `${STATE_REF}:checkpoint.json`)) as {
      status: string
      head_sha: string
    }
    expect(mirrored).toMatchObject({
      status: 'interrupted',
      head_sha: (await git(remote, 'rev-parse', 'ralph/nightly')).trim()
    })
    expect(post.stdout).toContain(`Mirrored the checkpoint to ${STATE_REF} on origin.`)

    // The next run, in a fresh clone with no state dir, resumes from it on the work branch (the
    // interrupted iteration was given back: it runs again as iteration 1).
    const next = await makeTempDir('ralph-next-')
    await git(next, 'clone', '-q', remote, '.')
    const resumed = await runBundle('main', {
      cwd: next,
      inputs: { tasks: 'plan.json', ...completeOne, checkpoint: 'file', commit: 'task', push: 'true' }
    })
    expect(resumed.stdout).toMatch(
      /Resuming from the state mirrored in git \(refs\/ralph\/state\/ralph-nightly-loop-main on origin, next iteration 1\)/
    )
    expect(resumed.outputs).toMatchObject({ status: 'completed', resumed: 'true', branch: 'ralph/nightly' })
    expect((await git(remote, 'log', '--format=%s', 'ralph/nightly')).trim().split('\n')).toEqual([
      'ralph: t3 progress (iteration 3)',
      'ralph: t2 progress (iteration 2)',
      'ralph: t1 progress (iteration 1)',
      'ralph: WIP t1 (interrupted)',
      'initial'
    ])
  })

  it("stops a resume on a checkout without the previous run's commit, and continues on the right branch", async () => {
    const { work } = await remoteAndClone()
    await git(work, 'checkout', '-q', '-b', 'ralph/nightly')
    const inputs = { tasks: 'plan.json', ...completeOne, commit: 'task', 'iterations-per-run': '1' }
    const first = await runLoopIn(work, inputs)
    expect(first.result).toMatchObject({ status: 'halted', commits: 1 })

    await git(work, 'checkout', '-q', 'main')
    await git(work, 'checkout', '-q', '--', '.')
    const wrong = await runLoopIn(work, inputs)
    expect(wrong.result).toMatchObject({ status: 'aborted', haltReason: 'error', iterations: 0 })
    expect(wrong.result.message).toContain("'ref: ralph/nightly'")

    await git(work, 'checkout', '-q', 'ralph/nightly')
    const right = await runLoopIn(work, inputs)
    expect(right.result).toMatchObject({ status: 'halted', resumed: true, iterations: 1, commits: 1 })
  })

  it('refuses push on a detached HEAD without a branch, before anything runs', async () => {
    const { work } = await remoteAndClone()
    await git(work, 'checkout', '-q', '--detach')
    const { result } = await runLoopIn(work, { tasks: 'plan.json', ...completeOne, push: 'true' })
    expect(result).toMatchObject({ status: 'aborted', iterations: 0 })
    expect(result.message).toContain("'branch'")
  })
})
