import { afterAll, describe, expect, it } from '@jest/globals'
import { cp, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { startGitHubServer, type ApiIssue, type GitHubServer } from '../../__fixtures__/github-server.js'
import { AGENTS } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

const servers: GitHubServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
  await cleanup()
})

const TOKEN = 'ghs_issuesTokenValue1234567890'
/** The agent dumps its environment (a file per call), then does its task and marks it done in the plan the loop wrote. */
const AGENT = `env > "$(mktemp "$ENV_DUMPS/env-XXXXXX")"; node ${AGENTS}/complete-one.mjs .ralph/issues.json`
const INPUTS = {
  'task-source': 'github-issues',
  agent: 'command',
  'agent-command': AGENT,
  'pull-request': 'draft',
  'github-token': TOKEN
}

const issue = (number: number, labels: string[], extra: Partial<ApiIssue> = {}): ApiIssue => ({
  number,
  title: `Issue ${number}`,
  body: `- [ ] criterion of ${number}`,
  labels,
  state: 'open',
  comments: [],
  ...extra
})

async function remote(): Promise<string> {
  const seed = await makeTempDir('ralph-issues-seed-')
  await writeFile(path.join(seed, 'README.md'), '# app\n')
  await makeGitRepo(seed)
  const bare = await makeTempDir('ralph-issues-remote-')
  await git(bare, 'clone', '-q', '--bare', seed, '.')
  return bare
}

/** One night: a fresh clone, the state dir a cache would restore, the bundled action as the runner runs it. */
async function night(
  origin: string,
  api: GitHubServer,
  dumps: string,
  options: { stateDir?: string; inputs?: Record<string, string>; env?: Record<string, string> } = {}
) {
  const work = await makeTempDir('ralph-issues-work-')
  await git(work, 'clone', '-q', origin, '.')
  if (options.stateDir) await cp(options.stateDir, path.join(work, '.ralph'), { recursive: true })
  const run = await runBundle('main', {
    cwd: work,
    inputs: { ...INPUTS, ...options.inputs },
    env: {
      GITHUB_API_URL: api.url,
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_SERVER_URL: 'https://github.test',
      ENV_DUMPS: dumps,
      ...options.env
    }
  })
  return { run, stateDir: path.join(work, '.ralph'), work }
}

const commented = (api: GitHubServer) =>
  Object.fromEntries(api.issues.filter(i => i.comments.length > 0).map(i => [i.number, i.comments.length]))

describe('GitHub issues as the task list (SPEC §3: task-source github-issues)', () => {
  it('works the labelled open issues, writes back once to each, closes them through the pull request and follows the issues between nights', async () => {
    const api = await startGitHubServer()
    servers.push(api)
    // Two issues a page: the list must be read to its last page.
    api.pageSize = 2
    api.issues = [
      issue(1, ['ralph']),
      issue(2, ['ralph', 'bug'], { body: 'Fix the typo.\n\nIn the README.' }),
      issue(3, ['ralph']),
      issue(4, ['bug']),
      issue(5, ['ralph'], { state: 'closed' }),
      issue(6, ['ralph'], { pull: true })
    ]
    const origin = await remote()
    const dumps = await makeTempDir('ralph-issues-env-')

    const first = await night(origin, api, dumps)
    expect(first.run.outputs).toMatchObject({ status: 'completed', 'tasks-total': '3', 'tasks-done': '3' })
    // Each labelled open issue: one comment naming the commit and branch, and the label ralph:done.
    expect(commented(api)).toEqual({ 1: 1, 2: 1, 3: 1 })
    // The commit each task was done in, as the work branch on origin has it.
    const log = await git(origin, 'log', '--format=%H %s', 'ralph/nightly')
    for (const n of [1, 2, 3]) {
      const [comment] = api.issues[n - 1].comments
      const sha = log
        .split('\n')
        .find(line => line.includes(`ralph: #${n} `))
        ?.split(' ')[0]
      expect(sha).toMatch(/^[0-9a-f]{40}$/)
      expect(comment).toContain(`in commit ${sha} on the branch \`ralph/nightly\``)
      expect(comment).toContain('[The workflow run](https://github.test/octo/app/actions/runs/')
      expect(api.issues[n - 1].labels).toContain('ralph:done')
    }
    // The issue with another label, the closed one and the pull request are left alone.
    for (const n of [4, 5, 6])
      expect(api.issues[n - 1]).toMatchObject({ comments: [], labels: n === 4 ? ['bug'] : ['ralph'] })
    expect(api.pulls[0].body).toContain('Closes #1\nCloses #2\nCloses #3\n')
    // The plan the agent edited: the issues as a json plan, with the body's checkboxes or paragraphs.
    const plan = JSON.parse(await readFile(path.join(first.stateDir, 'issues.json'), 'utf8')) as {
      tasks: { id: string; acceptanceCriteria: string[] }[]
    }
    expect(plan.tasks.map(t => [t.id, t.acceptanceCriteria])).toEqual([
      ['#1', ['criterion of 1']],
      ['#2', ['Fix the typo.', 'In the README.']],
      ['#3', ['criterion of 3']]
    ])

    // Between nights: two new labelled issues. The next night works one of them (one iteration a run).
    api.issues.push(issue(7, ['ralph']), issue(8, ['ralph']))
    const second = await night(origin, api, dumps, {
      stateDir: first.stateDir,
      inputs: { 'iterations-per-run': '1' }
    })
    expect(second.run.outputs).toMatchObject({
      status: 'halted',
      'halt-reason': 'run_slice',
      'tasks-done': '4'
    })
    expect(commented(api)).toEqual({ 1: 1, 2: 1, 3: 1, 7: 1 })

    // Then a person closes #8 before it was done, and labels a new one: #8 leaves, #9 joins, no task_removed.
    api.issues[7].state = 'closed'
    api.issues.push(issue(9, ['ralph']))
    const third = await night(origin, api, dumps, { stateDir: second.stateDir })
    expect(third.run.outputs).toMatchObject({
      status: 'completed',
      'halt-reason': 'completion',
      'stuck-task': ''
    })
    expect(third.run.stdout).toContain('Issue #8 leaves the tasks')
    expect(third.run.stdout).toContain('Issue #9 joins the tasks')
    expect(commented(api)).toEqual({ 1: 1, 2: 1, 3: 1, 7: 1, 9: 1 })
    expect(api.issues[7].labels).toEqual(['ralph'])
    expect(api.pulls).toHaveLength(1)
    expect(api.pulls[0].body).toMatch(/^Closes #1\nCloses #2\nCloses #3\nCloses #7\nCloses #9\n/m)

    // Every list call asked for the label's open issues; only the loop wrote, with the token.
    const lists = api.requests.filter(r => r.method === 'GET' && r.path.endsWith('/issues'))
    expect(lists.every(r => r.query.labels === 'ralph' && r.query.state === 'open')).toBe(true)
    expect(api.requests.every(r => r.authorization === `token ${TOKEN}`)).toBe(true)
    // The agent's environment never held the token (five iterations, five dumps).
    const files = await readdir(dumps)
    expect(files).toHaveLength(5)
    for (const file of files) {
      const env = await readFile(path.join(dumps, file), 'utf8')
      expect(env).not.toContain(TOKEN)
      expect(env).not.toMatch(/^INPUT_/m)
    }
  })

  it('a 403 on the list aborts before any iteration, naming the issues permission', async () => {
    const api = await startGitHubServer()
    servers.push(api)
    api.issues = [issue(1, ['ralph'])]
    api.issuesMode = 'issues-forbidden'
    const dumps = await makeTempDir('ralph-issues-env-')
    const { run } = await night(await remote(), api, dumps)
    expect(run.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error', iterations: '0' })
    expect(run.stdout).toContain(
      "Could not read the open issues labelled 'ralph' (HTTP 403: Resource not accessible"
    )
    expect(run.stdout).toContain(
      "Give the job 'permissions: issues: read', or pass a token that may, as 'github-token'."
    )
    expect(await readdir(dumps)).toEqual([])
    expect(api.issues[0].comments).toEqual([])
  })

  it("a stuck task gets one comment with the reason and the agent's last words, without a secret", async () => {
    const api = await startGitHubServer()
    servers.push(api)
    api.issues = [issue(1, ['ralph']), issue(2, ['ralph'])]
    const dumps = await makeTempDir('ralph-issues-env-')
    const stuck = {
      'agent-command': 'echo "I cannot reach the API with key $DEPLOY_API_KEY. Fixes #2, @octocat"',
      'max-attempts': '1'
    }
    const origin = await remote()
    const env = { DEPLOY_API_KEY: 'sk-deploy-secret-0123456789' }
    const first = await night(origin, api, dumps, { inputs: stuck, env })
    expect(first.run.outputs).toMatchObject({
      status: 'stuck',
      'halt-reason': 'max_attempts',
      'stuck-task': '#1'
    })
    expect(api.issues[1].comments).toEqual([])
    expect(api.issues[0].labels).toEqual(['ralph'])
    const [comment, ...more] = api.issues[0].comments
    expect(more).toEqual([])
    expect(comment).toContain('Ralph Loop is stuck on this task (max_attempts)')
    expect(comment).toContain("The agent's last words:")
    expect(comment).toContain('I cannot reach the API with key ***.')
    expect(comment).not.toContain(env.DEPLOY_API_KEY)
    // The agent's words close nothing and mention no one.
    expect(comment).not.toMatch(/Fixes #2|@octocat/)
    // The next night stops stuck again before any iteration (the issue did not change): no second comment.
    const second = await night(origin, api, dumps, { stateDir: first.stateDir, inputs: stuck, env })
    expect(second.run.outputs).toMatchObject({ status: 'stuck', iterations: '0' })
    expect(api.issues[0].comments).toHaveLength(1)
  })
})
