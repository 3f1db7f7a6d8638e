import { afterAll, describe, expect, it } from '@jest/globals'
import { lstat, readFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS } from '../../__fixtures__/loop-harness.js'
import { cleanup, git } from '../../__fixtures__/temp.js'
import { cloneWithWorkflow, ORIGINAL, WORKFLOW } from '../../__fixtures__/workflow-repo.js'

afterAll(cleanup)

describe('protected paths through the bundle, as the runner runs it (SPEC §7)', () => {
  it('puts back a workflow the agent edited and committed: not pushed, and its task not counted by that iteration', async () => {
    const { remote, work } = await cloneWithWorkflow()
    const agent =
      `if [ "$RALPH_ITERATION" = 1 ]; then node ${AGENTS}/complete-one.mjs plan.json && ` +
      `echo 'jobs: { pwn: {} }' >> ${WORKFLOW} && git add -A && ` +
      'git -c user.name=agent -c user.email=a@x commit -qm "agent: task and workflow"; fi'
    // The Actions defaults: commit per task, push to ralph/nightly, protected-paths .github/workflows/**.
    const main = await runBundle('main', {
      cwd: work,
      inputs: { tasks: 'plan.json', agent: 'command', 'agent-command': agent, checkpoint: 'file' }
    })
    expect(main.outputs).toMatchObject({
      status: 'completed',
      iterations: '2',
      'tasks-done': '1',
      commits: '1',
      pushed: 'true',
      branch: 'ralph/nightly'
    })
    expect(main.stdout).toContain(
      `::warning title=Protected paths::The agent changed protected paths (protected-paths): ${WORKFLOW}.`
    )
    expect(await readFile(path.join(work, WORKFLOW), 'utf8')).toBe(ORIGINAL)
    // One commit on origin, the loop's, made by the iteration that accepted the mark: no workflow in it.
    expect((await git(remote, 'log', '--format=%s', 'ralph/nightly')).trim().split('\n')).toEqual([
      'ralph: t1 progress (iteration 2)',
      'initial'
    ])
    const changed = await git(remote, 'log', '--format=', '--name-only', 'main..ralph/nightly')
    expect(changed.trim().split('\n').sort()).toEqual(['plan.json', 'work/t1.txt'])
    expect(await git(remote, 'show', `ralph/nightly:${WORKFLOW}`)).toBe(ORIGINAL)
  })

  it('removes a workflow whose name is not UTF-8, like any other: its iteration fails and nothing of it is pushed', async () => {
    const { remote, work } = await cloneWithWorkflow()
    const odd = Buffer.concat([
      Buffer.from(`${work}/.github/workflows/`),
      Buffer.from([0xff]),
      Buffer.from('.yml')
    ])
    const agent =
      `if [ "$RALPH_ITERATION" = 1 ]; then node ${AGENTS}/complete-one.mjs plan.json && ` +
      `printf 'jobs: { pwn: {} }\\n' > "$(printf '.github/workflows/\\377.yml')"; fi`
    const main = await runBundle('main', {
      cwd: work,
      inputs: { tasks: 'plan.json', agent: 'command', 'agent-command': agent, checkpoint: 'file' }
    })
    expect(main.outputs).toMatchObject({
      status: 'completed',
      iterations: '2',
      'tasks-done': '1',
      pushed: 'true'
    })
    expect(main.stdout).toContain(
      '::warning title=Protected paths::The agent changed protected paths (protected-paths): ".github/workflows/\\377.yml".'
    )
    await expect(lstat(odd)).rejects.toThrow(/ENOENT/)
    const changed = await git(remote, 'log', '--format=', '--name-only', 'main..ralph/nightly')
    expect(changed.trim().split('\n').sort()).toEqual(['plan.json', 'work/t1.txt'])
  })
})

describe('protected-paths globs through the bundle: either-or and names with spaces', () => {
  it('protects what `{tests,spec}/**` names: a test the agent adds is removed and not pushed', async () => {
    const { remote, work } = await cloneWithWorkflow()
    const agent =
      `if [ "$RALPH_ITERATION" = 1 ]; then node ${AGENTS}/complete-one.mjs plan.json && ` +
      `mkdir -p spec && echo 'test("passes", () => {})' > 'spec/a b.test.js'; fi`
    const main = await runBundle('main', {
      cwd: work,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': agent,
        checkpoint: 'file',
        'protected-paths': '.github/workflows/**\n{tests,spec}/**'
      }
    })
    expect(main.outputs).toMatchObject({ status: 'completed', iterations: '2', pushed: 'true' })
    expect(main.stdout).toContain(
      '::warning title=Protected paths::The agent changed protected paths (protected-paths): spec/a b.test.js.'
    )
    await expect(lstat(path.join(work, 'spec/a b.test.js'))).rejects.toThrow(/ENOENT/)
    const changed = await git(remote, 'log', '--format=', '--name-only', 'main..ralph/nightly')
    expect(changed.trim().split('\n').sort()).toEqual(['plan.json', 'work/t1.txt'])
  })
})
