import { afterAll, describe, expect, it } from '@jest/globals'
import { cp, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const inputs = (tasks: string) => ({
  tasks,
  agent: 'command',
  'agent-command': `node ${AGENTS}/complete-one.mjs ${tasks}`,
  'iterations-per-run': '1'
})

// One task a line, as people write it; the agent rewrites the whole file when it marks a task, so
// any edit of the file on main conflicts with the work branch's.
const plan = (ids: string[]) =>
  `{"subtasks": [\n${ids.map(id => `  {"id": "${id}", "title": "Task ${id}", "done": false}`).join(',\n')}\n]}\n`

interface Task {
  id: string
  done: boolean
}

async function night(remote: string, stateDir?: string, tasks = 'plan.json') {
  const work = await makeTempDir('ralph-planmerge-work-')
  await git(work, 'clone', '-q', '--depth', '1', `file://${remote}`, '.')
  if (stateDir) await cp(stateDir, path.join(work, '.ralph'), { recursive: true })
  const run = await runBundle('main', { cwd: work, inputs: inputs(tasks) })
  return { run, stateDir: path.join(work, '.ralph') }
}

/** A clone of `remote` where a person commits `file` as `text` on main and pushes it. */
async function personEdits(remote: string, file: string, text: string) {
  const person = await makeTempDir('ralph-planmerge-person-')
  await git(person, 'clone', '-q', `file://${remote}`, '.')
  await writeFile(path.join(person, file), text)
  await git(person, '-c', 'user.name=P', '-c', 'user.email=p@example.com', 'commit', '-qam', 'plan: edited')
  await git(person, 'push', '-q', 'origin', 'main')
}

/** A bare origin whose main holds `file` as `text`. */
async function origin(file: string, text: string) {
  const seed = await makeTempDir('ralph-planmerge-seed-')
  await writeFile(path.join(seed, file), text)
  await makeGitRepo(seed)
  const remote = await makeTempDir('ralph-planmerge-remote-')
  await git(remote, 'clone', '-q', '--bare', seed, '.')
  return remote
}

describe('the plan follows main (a conflict confined to the task file is merged by id)', () => {
  it('night 2 merges main by id: t3 joins, t2 leaves without task_removed, t1 stays done, and t3 is worked', async () => {
    const remote = await origin('plan.json', plan(['t1', 't2']))
    const first = await night(remote)
    expect(first.run.outputs).toMatchObject({ status: 'halted', branch: 'ralph/nightly', pushed: 'true' })

    // A person adds t3 and removes t2 on main.
    await personEdits(remote, 'plan.json', plan(['t1', 't3']))

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
  })
})

describe('the plan follows main for a markdown checklist (issue 25 item 4)', () => {
  // The agent ticks the first open box and main's person edits the next line: git calls that a conflict.
  const before = '# Plan\n\n- [ ] Task t1\n- [ ] Task t2\n'
  const edited = '# Plan, edited on main\n\n- [ ] Task t1\n- [ ] Task t3\n'

  it('night 2 merges main by checkbox id: t3 joins, t2 leaves without task_removed, t1 stays ticked, and t3 is worked', async () => {
    const remote = await origin('PLAN.md', before)
    const first = await night(remote, undefined, 'PLAN.md')
    expect(first.run.outputs).toMatchObject({ status: 'halted', branch: 'ralph/nightly', pushed: 'true' })
    expect(await git(remote, 'show', 'ralph/nightly:PLAN.md')).toBe(
      '# Plan\n\n- [x] Task t1\n- [ ] Task t2\n'
    )

    await personEdits(remote, 'PLAN.md', edited)

    const second = await night(remote, first.stateDir, 'PLAN.md')
    expect(second.run.stdout).toMatch(
      /Work branch ralph\/nightly: main had commits it lacked; checked out and merged main into it \([0-9a-f]{12}\)\. The task file PLAN\.md conflicted; merged by task id: joined from the base task-t3; left with the base task-t2; the work branch's done marks kept\./
    )
    expect(second.run.outputs).toMatchObject({
      status: 'completed',
      'tasks-total': '2',
      'tasks-done': '2',
      pushed: 'true'
    })
    expect(second.run.stdout).not.toContain('task_removed')
    // The rest of the file is main's; the work branch's tick and the agent's tick of t3 are on it.
    expect(await git(remote, 'show', 'ralph/nightly:PLAN.md')).toBe(
      '# Plan, edited on main\n\n- [x] Task t1\n- [x] Task t3\n'
    )
    const subjects = (await git(remote, 'log', '--first-parent', '--format=%s', 'ralph/nightly')).split('\n')
    expect(subjects[0]).toBe('ralph: task-t3 progress (iteration 2)')
    expect(subjects[1]).toMatch(/^ralph: merge [0-9a-f]{12} into ralph\/nightly$/)
    expect(await git(remote, 'show', 'main:PLAN.md')).toBe(edited)
  })
})
