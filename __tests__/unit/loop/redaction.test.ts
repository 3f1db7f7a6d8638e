import { describe, expect, it } from '@jest/globals'
import { plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakePullRequests } from '../../../__fixtures__/fakes/fake-mirror.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import { html } from '../../../src/report/markdown-escape.js'

// Secrets that HTML, a table cell or inline code would escape: `<`, `&`, `|` and a backtick.
const SECRETS = {
  DB_PASSWORD: 'pw<top>&secret-value',
  MY_SERVICE_TOKEN: 'tok|pipe|secret-0001',
  OPENAI_API_KEY: 'sk-`tick`-secret-0002'
}
const ACTIONS = {
  GITHUB_ACTIONS: 'true',
  GITHUB_WORKFLOW: 'nightly',
  GITHUB_REPOSITORY: 'o/r',
  GITHUB_RUN_ID: '77'
}

/** Every form a secret could take in Markdown the loop writes: as it is, HTML-escaped, `|`-escaped, both. */
function formsOf(secret: string): string[] {
  const piped = (text: string) => text.replace(/\|/g, '\\|')
  return [
    ...new Set([
      secret,
      html(secret),
      piped(secret),
      piped(html(secret)),
      JSON.stringify(secret).slice(1, -1)
    ])
  ]
}

describe('secrets in Markdown the loop writes (SPEC §4)', () => {
  it('are *** in the job summary and the pull request, escaped or not', async () => {
    const all = Object.values(SECRETS).join(' ')
    const tasks = JSON.parse(plan(2)) as { subtasks: { id: string; title: string }[] }
    tasks.subtasks[0].id = `t1-${SECRETS.MY_SERVICE_TOKEN}`
    tasks.subtasks[0].title = `Deploy with ${all}`
    const pullRequests = new FakePullRequests()
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'pull-request': 'ready', 'max-attempts': '1', commit: 'iteration' },
      (_, { workspace }) => {
        void workspace.writeText('notes.txt', 'tried')
        return { stdout: `It failed: DB_PASSWORD=${SECRETS.DB_PASSWORD} and ${all}\n` }
      },
      {
        workspace: new MemoryWorkspace('/ws', { 'plan.json': JSON.stringify(tasks) }),
        pullRequests,
        env: { ...ACTIONS, ...SECRETS }
      }
    )
    expect(run.result.status).toBe('stuck')
    const [wish] = pullRequests.calls
    const written = { summary: run.result.summary, body: wish.body, title: wish.title }
    expect(written.summary).toContain('It failed: DB_PASSWORD=***')
    expect(written.body).toContain('It failed: DB_PASSWORD=***')
    const leaks = Object.entries(written).flatMap(([where, text]) =>
      Object.values(SECRETS)
        .flatMap(formsOf)
        .filter(form => text.includes(form))
        .map(form => `${where}: ${form}`)
    )
    expect(leaks).toEqual([])
  })
})
