import { afterAll, describe, expect, it } from '@jest/globals'
import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const INPUTS = {
  tasks: 'plan.json',
  agent: 'command',
  'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
  'iterations-per-run': '1'
}

// One task a line, as people write it; the agent rewrites the whole file when it marks a task, so
// any edit of the file on main conflicts with the work branch's.
const plan = (ids: string[]) =>
  `{"subtasks": [\n${ids.map(id => `  {"id": "${id}", "title": "Task ${id}", "done": false}`).join(',\n')}\n]}\n`

interface Task {
  id: string
  done: boolean
}

async function night(remote: string, stateDir?: string) {
  const work = await makeTempDir('ralph-planmerge-work-')
  await git(work, 'clone', '-q', '--depth', '1', `file://${remote}`, '.')
  if (stateDir) await cp(stateDir, path.join(work, '.ralph'), { recursive: true })
  const run = await runBundle('main', { cwd: work, inputs: INPUTS })
  return { run, stateDir: path.join(work, '.ralph') }
}

describe('the plan follows main (a conflict confined to the task file is merged by id)', () => {
  it('night 2 merges main by id: t3 joins, t2 leaves without task_removed, t1 stays done, and t3 is worked', async () => {
    const seed = await makeTempDir('ralph-planmerge-seed-')
    await writeFile(path.join(seed, 'plan.json'), plan(['t1', 't2']))
    await makeGitRepo(seed)
    const remote = await makeTempDir('ralph-planmerge-remote-')
    await git(remote, 'clone', '-q', '--bare', seed, '.')

    const first = await night(remote)
    expect(first.run.outputs).toMatchObject({ status: 'halted', branch: 'ralph/nightly', pushed: 'true' })

    // A person adds t3 and removes t2 on main.
    const person = await makeTempDir('ralph-planmerge-person-')
    await git(person, 'clone', '-q', `file://${remote}`, '.')
    await writeFile(path.join(person, 'plan.json'), plan(['t1', 't3']))
    await git(
      person,
      '-c',
      'user.name=P',
      '-c',
      'user.email=p@example.com',
      'commit',
      '-qam',
      'plan: t3 instead of t2'
    )
    await git(person, 'push', '-q', 'origin', 'main')

    const second = await night(remote, first.stateDir)
    expect(second.run.stdout).toMatch(
      /Work branch ralph\/nightly: main had commits it lacked; checked out and merged main into it \([0-9a-f]{12}\)\. The task file plan\.json conflicted; merged by task id: joined from the base t3; left with the base t2; the work branch's done marks kept\./
    )
    expect(second.run.outputs).toMatchObject({
      status: 'completed',
      'halt-reason': 'completion',
      'tasks-total': '2',
      'tasks-done': '2',
      pushed: 'true'
    })
    expect(second.run.stdout).not.toContain('task_removed')
    const onBranch = JSON.parse(await git(remote, 'show', 'ralph/nightly:plan.json')) as { subtasks: Task[] }
    expect(onBranch.subtasks.map(task => [task.id, task.done])).toEqual([
      ['t1', true],
      ['t3', true]
    ])
    const subjects = (await git(remote, 'log', '--first-parent', '--format=%s', 'ralph/nightly'))
      .trim()
      .split('\n')
    expect(subjects[0]).toBe('ralph: t3 progress (iteration 2)')
    expect(subjects[1]).toMatch(/^ralph: merge [0-9a-f]{12} into ralph\/nightly$/)
    // main is the person's: the loop never pushes to it.
    expect(JSON.parse(await git(remote, 'show', 'main:plan.json'))).toEqual(JSON.parse(plan(['t1', 't3'])))
    expect(await readFile(path.join(person, 'plan.json'), 'utf8')).toBe(plan(['t1', 't3']))
  })
})
