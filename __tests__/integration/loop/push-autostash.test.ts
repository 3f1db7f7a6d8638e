import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AGENTS, agentInputs, jsonPlan, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir, originAndClone } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

describe('a rejected push with uncommitted changes in the tree (SPEC §10)', () => {
  it("stashes them, rebases the loop's commits onto the moved branch, pushes, and puts them back", async () => {
    const seed = await makeTempDir('ralph-stash-seed-')
    await writeFile(path.join(seed, 'plan.json'), jsonPlan(2))
    await writeFile(path.join(seed, 'NOTES.md'), 'notes\n')
    await makeGitRepo(seed)
    const { remote, work } = await originAndClone(seed, 'ralph-stash-')
    const other = await makeTempDir('ralph-stash-other-')
    await git(other, 'clone', '-q', remote, '.')
    // Iteration 1 completes t1 (committed); iteration 2 only edits a tracked file (left uncommitted), and
    // meanwhile someone else pushes to main.
    const agent = `if [ "$RALPH_ITERATION" = 1 ]; then node ${AGENTS}/complete-one.mjs plan.json; else echo more >> NOTES.md; cd ${other} && echo docs > docs.md && git add docs.md && git -c user.name=o -c user.email=o@x commit -qm "docs from elsewhere" && git push -q origin HEAD:main; fi`
    const { result } = await runLoopIn(work, {
      tasks: 'plan.json',
      commit: 'task',
      push: 'true',
      'max-iterations': '2',
      ...agentInputs(agent)
    })
    expect(result).toMatchObject({ haltReason: 'max_iterations', commits: 1, pushed: true })
    const log = (await git(remote, 'log', '--format=%s', 'main')).trim().split('\n')
    expect(log.slice(0, 2)).toEqual(['ralph: t1 progress (iteration 1)', 'docs from elsewhere'])
    expect((await git(work, 'status', '--porcelain')).trim()).toBe('M NOTES.md')
  })
})
