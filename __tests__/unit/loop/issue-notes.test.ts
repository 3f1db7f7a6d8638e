import { describe, expect, it } from '@jest/globals'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { FakeIssues } from '../../../__fixtures__/fakes/fake-issues.js'
import { runFakeLoop, type FakeAgent } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakePullRequests } from '../../../__fixtures__/fakes/fake-mirror.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import { inShard } from '../../../src/tasks/shard.js'

const ACTIONS = {
  GITHUB_ACTIONS: 'true',
  GITHUB_WORKFLOW: 'nightly',
  GITHUB_REPOSITORY: 'o/r',
  GITHUB_RUN_ID: '77'
}
const INPUTS = { 'task-source': 'github-issues', 'pull-request': 'ready', checkpoint: 'file' }
const PLAN = '.ralph/issues.json'
const issue = (number: number, labels = ['ralph']) => ({ number, title: `Issue ${number}`, body: '', labels })

type Plan = { tasks: { id: string; title: string; done: boolean }[] }

/** Marks its task done in the issues plan; `extra` edits the plan further (an agent that makes up a task). */
const completes =
  (extra: (plan: Plan) => void = () => {}): FakeAgent =>
  (spec, { workspace }) => {
    const plan = JSON.parse(workspace.text(PLAN) ?? '{}') as Plan
    for (const task of plan.tasks) if (task.id === spec.env.RALPH_TASK_ID) task.done = true
    extra(plan)
    void workspace.writeText(PLAN, JSON.stringify(plan))
    return { stdout: `did ${spec.env.RALPH_TASK_ID ?? ''}\n` }
  }

describe('the write-back to GitHub issues, on fakes (SPEC §3)', () => {
  it('comments once and labels ralph:done on each done issue; the pull request closes them', async () => {
    const issues = new FakeIssues([issue(1), issue(2), issue(3, ['ralph', 'ralph:done'])])
    const pullRequests = new FakePullRequests()
    const run = await runFakeLoop(INPUTS, completes(), { issues, pullRequests, env: ACTIONS })
    expect(run.result).toMatchObject({ status: 'completed', tasksDone: 3 })
    // #3 joined done (the loop labelled it on an earlier night): it is not written to again.
    expect(issues.comments.map(c => c.issue)).toEqual([1, 2])
    expect(issues.labelsAdded).toEqual([
      { issue: 1, label: 'ralph:done' },
      { issue: 2, label: 'ralph:done' }
    ])
    expect(issues.comments[0].body).toContain('on the branch `ralph/nightly`')
    expect(issues.comments[0].body).toContain('https://github.com/o/r/actions/runs/77')
    expect(pullRequests.calls[0].body).toMatch(/^Closes #1\nCloses #2\nCloses #3\n/m)
  })

  it("names the commit where each issue's task was done, not the run's last commit", async () => {
    const issues = new FakeIssues([issue(1), issue(2)])
    const git = new FakeGit()
    await runFakeLoop(INPUTS, completes(), { issues, git, env: ACTIONS })
    expect(git.commits.map(commit => commit.message)).toEqual([
      'ralph: #1 progress (iteration 1)',
      'ralph: #2 progress (iteration 2)'
    ])
    expect(issues.comments.map(c => c.body.match(/in commit (\w+)/)?.[1])).toEqual(
      git.commits.map(commit => commit.sha)
    )
  })

  it('writes to no issue the agent made up, and its "Fixes #N" in a title closes nothing', async () => {
    const issues = new FakeIssues([issue(1), issue(5, ['bug'])])
    const pullRequests = new FakePullRequests()
    const addsTasks = completes(plan => {
      if (!plan.tasks.some(t => t.id === '#5'))
        plan.tasks.push({ id: '#5', title: 'Fixes #5', done: true }, { id: '#6', title: 'more', done: true })
    })
    await runFakeLoop(INPUTS, addsTasks, { issues, pullRequests, env: ACTIONS })
    expect(issues.comments.map(c => c.issue)).toEqual([1])
    const body = pullRequests.calls[0].body
    expect(body).toMatch(/^Closes #1$/m)
    expect(body).not.toMatch(/Closes #5|Closes #6|Fixes #5/)
  })

  it('an API error is a warning and the comment is written by the next run, once', async () => {
    const issues = new FakeIssues([issue(1)])
    issues.writeFailure =
      "Could not comment on issue #1 (HTTP 403). Give the job 'permissions: issues: write'."
    const workspace = new MemoryWorkspace()
    const inputs = { ...INPUTS, 'iterations-per-run': '1' }
    const first = await runFakeLoop(inputs, completes(), { issues, workspace, env: ACTIONS })
    expect(first.log.warnings).toContain(issues.writeFailure)
    expect(issues.comments).toEqual([])
    // The next night, with the checkpoint of the first: a new issue is worked and #1 gets its comment.
    issues.writeFailure = undefined
    issues.issues.push(issue(2))
    await runFakeLoop(inputs, completes(), { issues, workspace, env: ACTIONS })
    expect(issues.comments.map(c => c.issue)).toEqual([1, 2])
    // A third night, a new loop after the completed one: #1 and #2 are not written to again, even with
    // their labels taken off (the checkpoint remembers).
    issues.issues = [issue(1), issue(2), issue(3)]
    await runFakeLoop(inputs, completes(), { issues, workspace, env: ACTIONS })
    expect(issues.comments.map(c => c.issue)).toEqual([1, 2, 3])
  })

  it('shards split the issues by id like any task list, and each writes back to its own', async () => {
    const all = [1, 2, 3, 4, 5, 6].map(n => issue(n))
    for (const index of [1, 2]) {
      const issues = new FakeIssues(all.map(i => ({ ...i, labels: [...i.labels] })))
      const mine = all.map(i => i.number).filter(n => inShard(`#${n}`, index, 2))
      const run = await runFakeLoop({ ...INPUTS, shard: `${index}/2` }, completes(), { issues, env: ACTIONS })
      expect(run.result).toMatchObject({ status: 'completed', tasksTotal: mine.length })
      expect(issues.comments.map(c => c.issue)).toEqual(mine)
    }
  })
})
