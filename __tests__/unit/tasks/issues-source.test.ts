import { describe, expect, it } from '@jest/globals'
import { FakeIssues } from '../../../__fixtures__/fakes/fake-issues.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import { RecordingLogger } from '../../../__fixtures__/logger.js'
import { fileTaskSource } from '../../../src/tasks/file-source.js'
import { issuesPlanText } from '../../../src/tasks/issues-plan.js'
import { issuesTaskSource } from '../../../src/tasks/issues-source.js'
import { fileSource } from '../../../src/tasks/task-file.js'

const PATH = '.ralph/issues.json'
const issue = (number: number, labels = ['ralph']) => ({ number, title: `Issue ${number}`, body: '', labels })

function source(api: FakeIssues, files: Record<string, string> = {}) {
  const workspace = new MemoryWorkspace('/ws', files)
  const log = new RecordingLogger()
  const file = fileTaskSource(
    fileSource(workspace, PATH, 'json', undefined, text => String(text.length)),
    'json'
  )
  return {
    workspace,
    log,
    tasks: issuesTaskSource({ api, label: 'ralph', path: PATH, file, workspace, log, hash: text => text })
  }
}

const states = (tasks: ReturnType<typeof source>['tasks']) =>
  tasks.view().tasks.map(t => `${t.id}:${t.state}`)

describe('issuesTaskSource (SPEC §3: task-source github-issues)', () => {
  it('writes the labelled issues as the json plan the agent edits, and reads it as a json source', async () => {
    const { workspace, tasks } = source(new FakeIssues([issue(2), issue(1), issue(3, ['bug'])]))
    expect(await tasks.open()).toBeUndefined()
    expect(states(tasks)).toEqual(['#1:open', '#2:open'])
    expect(JSON.parse(workspace.text(PATH) ?? '')).toEqual({
      tasks: [
        { id: '#1', title: 'Issue 1', acceptanceCriteria: [], done: false },
        { id: '#2', title: 'Issue 2', acceptanceCriteria: [], done: false }
      ]
    })
  })

  it('a list that cannot be read stops the run at the start, with the error as it came', async () => {
    const api = new FakeIssues([issue(1)])
    api.listError =
      "Could not read the open issues labelled 'ralph' (HTTP 403). Give the job 'permissions: issues: read'."
    const { tasks, workspace } = source(api)
    expect(await tasks.open()).toEqual({ reason: 'error', message: api.listError })
    expect(workspace.text(PATH)).toBeUndefined()
  })

  it('no labelled issue: nothing to do, not a broken source', async () => {
    const { tasks, log } = source(new FakeIssues([issue(1, ['bug'])]))
    expect(await tasks.open()).toBeUndefined()
    expect(tasks.finished()).toBe('done')
    expect(log.lines).toContain("No open issue is labelled 'ralph': there is nothing to do.")
  })

  it('merges again before the first iteration when the checkpoint restore put the last plan back', async () => {
    const { workspace, tasks, log } = source(new FakeIssues([issue(1), issue(2)]))
    await tasks.open()
    // The cache restore, after the source was read: last night's plan, #1 done and #3 (closed since) open.
    const lastNight = [
      { id: '#1', title: 'Issue 1', acceptanceCriteria: [], done: true },
      { id: '#3', title: 'Issue 3', acceptanceCriteria: [], done: false }
    ]
    workspace.files.set(PATH, issuesPlanText(lastNight))
    expect(await tasks.before()).toEqual({ kind: 'run', peek: '' })
    expect(states(tasks)).toEqual(['#1:done', '#2:open'])
    expect(log.lines).toContain("Issue #3 leaves the tasks: closed, or no longer labelled 'ralph'.")
    // The agent's edits from then on are read as any json plan's: nothing was removed.
    const after = await tasks.after()
    expect(after.removed).toEqual([])
    // Only once: a second before() leaves the agent's file alone.
    workspace.files.set(PATH, issuesPlanText(lastNight))
    await tasks.before()
    expect(workspace.text(PATH)).toBe(issuesPlanText(lastNight))
  })

  it("its fingerprint is the tasks, not the text: the next start's rewrite is no change, an edited issue is", async () => {
    const { workspace, tasks } = source(new FakeIssues([issue(1), issue(2)]))
    await tasks.open()
    const opened = await tasks.fingerprint()
    // The agent rewrote the file in its own form, with a field of its own: the same tasks.
    const plan = JSON.parse(workspace.text(PATH) ?? '') as { tasks: Record<string, unknown>[] }
    plan.tasks[1].notes = 'looked at it'
    workspace.files.set(PATH, JSON.stringify(plan))
    expect(await tasks.fingerprint()).toBe(opened)
    plan.tasks[1].title = 'Issue 2, clarified'
    workspace.files.set(PATH, JSON.stringify(plan))
    expect(await tasks.fingerprint()).not.toBe(opened)
  })

  it('takes the completion path when the restored plan leaves nothing to do', async () => {
    const { workspace, tasks } = source(new FakeIssues([issue(1)]))
    await tasks.open()
    workspace.files.set(
      PATH,
      issuesPlanText([{ id: '#1', title: 'Issue 1', acceptanceCriteria: [], done: true }])
    )
    expect(await tasks.before()).toEqual({ kind: 'complete' })
  })
})
