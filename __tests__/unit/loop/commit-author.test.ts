import { describe, expect, it } from '@jest/globals'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const ACTIONS = { GITHUB_ACTIONS: 'true', GITHUB_WORKFLOW: 'nightly', GITHUB_REPOSITORY: 'o/r' }
const BOT = 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>'
const OWN = { name: 'Ada Lovelace', email: 'ada@example.com' }

/** An agent that marks its task done. */
function completes() {
  return (_: unknown, { workspace }: { workspace: MemoryWorkspace }) => {
    const data = JSON.parse(workspace.text('plan.json') ?? '{}') as { subtasks: { done: boolean }[] }
    for (const task of data.subtasks) task.done = true
    void workspace.writeText('plan.json', JSON.stringify(data))
    return { stdout: 'done' }
  }
}

describe('who the loop commits as (SPEC §10)', () => {
  it.each<[string, Record<string, string>, typeof OWN | undefined, Record<string, string>, string]>([
    ['outside Actions, the repository’s own identity', {}, OWN, {}, 'Ada Lovelace <ada@example.com>'],
    ['outside Actions, without one, the bot', {}, undefined, {}, BOT],
    ['in Actions, the bot, whatever the repository says', ACTIONS, OWN, {}, BOT],
    [
      'commit-author, wherever it runs',
      {},
      OWN,
      { 'commit-author': 'Night Shift <night@example.com>' },
      'Night Shift <night@example.com>'
    ]
  ])('%s', async (_, env, own, inputs, author) => {
    const git = new FakeGit()
    git.own = own
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(1) })
    const run = await runFakeLoop({ tasks: 'plan.json', commit: 'task', ...inputs }, completes(), {
      workspace,
      git,
      env
    })
    expect(run.result.status).toBe('completed')
    expect(git.commits.map(commit => commit.author)).toEqual([author])
  })
})
