import { afterAll, describe, expect, it } from '@jest/globals'
import { chmod, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { AGENTS, agentInputs, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { cleanup, git, makeTempDir } from '../../../__fixtures__/temp.js'
import { cloneWithWorkflow, ORIGINAL, WORKFLOW } from '../../../__fixtures__/workflow-repo.js'

afterAll(cleanup)

describe('protected paths, with real files and real git (SPEC §7)', () => {
  it('restores a workflow the agent edited and committed, pushes no commit that touches it, and does not count the mark', async () => {
    const { work, remote } = await cloneWithWorkflow()
    // Iteration 1 does its task, rewrites the workflow, adds one and commits it all itself;
    // iteration 2 does nothing: its end accepts the mark.
    const commitAll = 'git add -A && git -c user.name=agent -c user.email=a@x commit -qm "agent: all of it"'
    const agent =
      `if [ "$RALPH_ITERATION" = 1 ]; then node ${AGENTS}/complete-one.mjs plan.json && ` +
      `echo 'jobs: { pwn: {} }' >> ${WORKFLOW} && echo 'on: push' > .github/workflows/new.yml && ` +
      `chmod +x ${WORKFLOW} && ${commitAll}; fi`
    const { result, log } = await runLoopIn(work, {
      tasks: 'plan.json',
      commit: 'iteration',
      push: 'true',
      hooks: 'onTaskComplete: echo "$RALPH_TASK_ID $RALPH_ITERATION" >> .ralph/done.txt',
      ...agentInputs(agent)
    })
    expect(result).toMatchObject({ status: 'completed', iterations: 2, tasksDone: 1, pushed: true })
    expect(await readFile(path.join(work, WORKFLOW), 'utf8')).toBe(ORIGINAL)
    expect((await stat(path.join(work, WORKFLOW))).mode & 0o111).toBe(0)
    // Counted once, by iteration 2.
    expect(await readFile(path.join(work, '.ralph/done.txt'), 'utf8')).toBe('t1 2\n')
    const records = (
      JSON.parse(await readFile(path.join(work, result.report), 'utf8')) as {
        records: { outcome: string; tasks_done: string[] }[]
      }
    ).records
    expect(records.map(r => [r.outcome, r.tasks_done])).toEqual([
      ['failed', []],
      ['progress', ['t1']]
    ])
    expect(log.warnings.join('\n')).toContain(
      `The agent changed protected paths (protected-paths): ${WORKFLOW}, .github/workflows/new.yml. Restored them and undid its commits`
    )

    // On origin: the agent's commit is gone, the work it held is in the loop's commit, the workflows as before.
    const pushed = (await git(remote, 'log', '--format=%s', 'main')).trim().split('\n')
    expect(pushed).toEqual(['ralph: t1 failed (iteration 1)', 'initial'])
    const touched = await git(remote, 'log', '--format=', '--name-only', 'main~1..main')
    expect(touched).not.toContain('.github/')
    expect(touched).toContain('work/t1.txt')
    expect(await git(remote, 'show', `main:${WORKFLOW}`)).toBe(ORIGINAL)
    expect((await git(remote, 'ls-tree', 'main', WORKFLOW)).split(' ')[0]).toBe('100644')
    expect((await git(work, 'status', '--porcelain')).trim()).toBe('')
  })

  // The first glob matches the folder itself (the link is removed as added); the second only the files in it.
  it.each(['.github/workflows/**', '.github/workflows/*.yml'])(
    'puts back a workflow folder the agent replaced by a link to a folder outside, writing nothing there (%s)',
    async glob => {
      const { work } = await cloneWithWorkflow()
      const outside = await makeTempDir('ralph-protect-outside-')
      await chmod(outside, 0o755)
      const agent = `rm -rf .github/workflows && ln -s ${outside} .github/workflows`
      const { result } = await runLoopIn(work, {
        tasks: 'plan.json',
        'max-iterations': '1',
        'protected-paths': glob,
        ...agentInputs(agent)
      })
      expect(result).toMatchObject({ haltReason: 'max_iterations', tasksDone: 0 })
      expect((await stat(path.join(work, '.github/workflows'))).isDirectory()).toBe(true)
      expect(await readFile(path.join(work, WORKFLOW), 'utf8')).toBe(ORIGINAL)
      expect(await git(outside, 'ls-files').catch(() => '')).toBe('')
      await expect(stat(path.join(outside, 'ci.yml'))).rejects.toThrow()
    }
  )
})
