import { afterAll, describe, expect, it } from '@jest/globals'
import { cp, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { startGitHubServer, type GitHubServer } from '../../__fixtures__/github-server.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

const servers: GitHubServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
  await cleanup()
})

const TOKEN = 'ghs_secretTokenValue1234567890'
const INPUTS = {
  tasks: 'plan.json',
  agent: 'command',
  'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
  'iterations-per-run': '1',
  'pull-request': 'draft',
  'github-token': TOKEN
}

async function remoteWithPlan(): Promise<string> {
  const seed = await makeTempDir('ralph-pr-seed-')
  await writeFile(path.join(seed, 'plan.json'), jsonPlan(3))
  await makeGitRepo(seed)
  const remote = await makeTempDir('ralph-pr-remote-')
  await git(remote, 'clone', '-q', '--bare', seed, '.')
  return remote
}

async function night(remote: string, api: GitHubServer, stateDir?: string) {
  const work = await makeTempDir('ralph-pr-work-')
  await git(work, 'clone', '-q', remote, '.')
  if (stateDir) await cp(stateDir, path.join(work, '.ralph'), { recursive: true })
  const run = await runBundle('main', {
    cwd: work,
    inputs: INPUTS,
    env: { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/app', GITHUB_SERVER_URL: 'https://github.test' }
  })
  return { run, stateDir: path.join(work, '.ralph') }
}

describe('one pull request per work branch, through the REST API (SPEC §10)', () => {
  it('is opened once, updated by every later run, never duplicated, and the token never reaches the log', async () => {
    const api = await startGitHubServer()
    servers.push(api)
    const remote = await remoteWithPlan()
    const first = await night(remote, api)
    const second = await night(remote, api, first.stateDir)

    expect(api.pulls).toHaveLength(1)
    expect(api.pulls[0]).toMatchObject({ number: 1, head: 'ralph/nightly', base: 'main', draft: true })
    expect(api.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/octo/app/pulls',
      'POST /repos/octo/app/pulls',
      'GET /repos/octo/app/pulls',
      'PATCH /repos/octo/app/pulls/1'
    ])
    expect(api.requests.every(r => r.authorization === `token ${TOKEN}`)).toBe(true)
    for (const run of [first.run, second.run]) {
      expect(run.outputs).toMatchObject({
        'pull-request-url': 'https://github.test/octo/app/pull/1',
        'pull-request-number': '1'
      })
      // `::add-mask::` is the command that masks it: the runner never shows that line.
      const shown = (run.stdout + run.stderr).split('\n').filter(line => !line.startsWith('::add-mask::'))
      expect(shown.join('\n')).not.toContain(TOKEN)
      expect(run.stdout).toContain(`::add-mask::${TOKEN}`)
    }
    expect(first.run.stdout).toContain('Opened pull request #1')
    expect(second.run.stdout).toContain('Updated pull request #1')
    // The body is the second run's: a checklist of every task, iterations this run and in total, a link.
    const body = api.pulls[0].body
    expect(body).toContain('- [x] `t1` Task 1\n- [x] `t2` Task 2\n- [ ] `t3` Task 3')
    expect(body).toContain('| iterations | 1 | 2 |')
    expect(body).toContain('[The workflow run](https://github.test/octo/app/actions/runs/1001)')
    expect(body).toContain('**Ralph Loop: halted** (run_slice)')
  })

  it('works the same against a GitHub Enterprise Server API URL', async () => {
    const api = await startGitHubServer('/api/v3')
    servers.push(api)
    const { run } = await night(await remoteWithPlan(), api)
    expect(run.outputs['pull-request-number']).toBe('1')
    expect(api.requests.map(r => r.path)).toEqual([
      '/api/v3/repos/octo/app/pulls',
      '/api/v3/repos/octo/app/pulls'
    ])
  })

  it('turns a 403 (Actions may not create pull requests) into a warning with the fix; the loop goes on', async () => {
    const api = await startGitHubServer()
    servers.push(api)
    api.mode = 'forbidden'
    const { run } = await night(await remoteWithPlan(), api)
    expect(run.outputs).toMatchObject({
      status: 'halted',
      pushed: 'true',
      'pull-request-url': '',
      'pull-request-number': ''
    })
    expect(run.stdout).toMatch(
      /::warning title=Pull request::Could not open or update the pull request from ralph\/nightly into main: .*Allow GitHub Actions to create and approve pull requests/
    )
    expect(run.code).toBe(0)
  })
})
