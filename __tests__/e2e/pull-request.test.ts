import { afterAll, describe, expect, it } from '@jest/globals'
import { chmod, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BundleRun } from '../../__fixtures__/bundle.js'
import { night as nightRun, remoteWithPlan } from '../../__fixtures__/github-nights.js'
import {
  BAD_GATEWAY,
  SERVER_ERROR,
  secondaryLimit,
  startGitHubServer,
  TRUNCATED,
  type GitHubServer,
  type ScriptedAnswer
} from '../../__fixtures__/github-server.js'
import { AGENTS } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeTempDir } from '../../__fixtures__/temp.js'

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

/** One night with this file's inputs, and the test's on top. */
function night(
  remote: string,
  api: GitHubServer,
  options: {
    stateDir?: string
    inputs?: Record<string, string>
    env?: Record<string, string>
    ref?: string
  } = {}
) {
  return nightRun(remote, api, { ...options, inputs: { ...INPUTS, ...options.inputs } })
}

/** The token is masked (`::add-mask::` lines are the runner's, never shown) and appears nowhere else. */
function expectTokenHidden(run: BundleRun) {
  const shown = (run.stdout + run.stderr).split('\n').filter(line => !line.startsWith('::add-mask::'))
  expect(shown.join('\n')).not.toContain(TOKEN)
  expect(run.stdout).toContain(`::add-mask::${TOKEN}`)
}

/** An agent stuck on its task: it changes nothing and says why. */
const STUCK = {
  'agent-command': `echo "I cannot find the API this task needs."`,
  'max-attempts': '1',
  'iterations-per-run': '5'
}

describe('one pull request per work branch, through the REST API (SPEC §10)', () => {
  it('is opened once, updated by every later run, never duplicated, and the token never reaches the log', async () => {
    const api = await startGitHubServer()
    servers.push(api)
    const remote = await remoteWithPlan()
    const first = await night(remote, api)
    const second = await night(remote, api, { stateDir: first.stateDir })

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
      expectTokenHidden(run)
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
      /::warning title=Pull request::Could not open or update the pull request from ralph\/nightly into main: GitHub Actions is not permitted to create or approve pull requests\. Allow it in .*Allow GitHub Actions to create and approve pull requests/
    )
    expect(run.code).toBe(0)
    expectTokenHidden(run)
  })

  it('turns a 403 for a token without pull-requests: write into a warning naming that permission', async () => {
    const api = await startGitHubServer()
    servers.push(api)
    api.mode = 'read-only'
    const { run } = await night(await remoteWithPlan(), api)
    expect(run.outputs).toMatchObject({ status: 'halted', pushed: 'true', 'pull-request-url': '' })
    expect(run.stdout).toMatch(
      /::warning title=Pull request::Could not open or update the pull request from ralph\/nightly into main \(HTTP 403: Resource not accessible by integration.*\)\. Give the job 'permissions: pull-requests: write, contents: write'/
    )
    expect(api.requests.map(r => r.method)).toEqual(['GET', 'POST'])
    expect(run.code).toBe(0)
    expectTokenHidden(run)
  })

  it('shows the cost of this run and of the loop in total', async () => {
    const api = await startGitHubServer()
    servers.push(api)
    const remote = await remoteWithPlan()
    // The claude preset on a stand-in binary: it does the task, then reports $1.25 for the session.
    const bin = await makeTempDir('ralph-pr-bin-')
    const claude = path.join(bin, 'claude')
    await writeFile(
      claude,
      `#!/bin/sh\nnode ${AGENTS}/complete-one.mjs plan.json >/dev/null\nexec node ${AGENTS}/fake-claude.mjs\n`
    )
    await chmod(claude, 0o755)
    const options = {
      inputs: { agent: 'claude', 'agent-binary': claude, 'agent-args': '' },
      env: { FAKE_CLAUDE_COST: '1.25', FAKE_CLAUDE_TEXT: 'Task done.' }
    }
    const first = await night(remote, api, options)
    expect(api.pulls[0].body).toContain('| cost | $1.25 | $1.25 |')
    await night(remote, api, { ...options, stateDir: first.stateDir })
    expect(api.pulls[0].body).toContain('| iterations | 1 | 2 |\n| cost | $1.25 | $2.50 |')
  })

  it("marks the stuck task and quotes the agent's last words", async () => {
    const api = await startGitHubServer()
    servers.push(api)
    const remote = await remoteWithPlan()
    const first = await night(remote, api)
    const { run } = await night(remote, api, { stateDir: first.stateDir, inputs: STUCK })
    expect(run.outputs).toMatchObject({ status: 'stuck', 'stuck-task': 't2', 'pull-request-number': '1' })
    const body = api.pulls[0].body
    expect(body).toContain('**Ralph Loop: stuck** (max_attempts)')
    expect(body).toContain('- [x] `t1` Task 1\n- [ ] `t2` Task 2 — **stuck**\n- [ ] `t3` Task 3')
    expect(body).toContain(
      "### Stuck on `t2`: the agent's last words\n\n```\nI cannot find the API this task needs.\n```"
    )
  })

  it('is updated by a run that pushes nothing, on a work branch the checkout already has', async () => {
    const api = await startGitHubServer()
    servers.push(api)
    const remote = await remoteWithPlan()
    const first = await night(remote, api)
    // Checked out with `ref: ralph/nightly` (so `base` is set): no switch, and a stuck night pushes nothing.
    const inputs = { ...STUCK, base: 'main' }
    const second = await night(remote, api, { stateDir: first.stateDir, inputs, ref: 'ralph/nightly' })
    // Stuck again at once: 0 iterations, and the body is rewritten all the same (SPEC §10).
    const third = await night(remote, api, { stateDir: second.stateDir, inputs, ref: 'ralph/nightly' })
    for (const { run } of [second, third]) {
      expect(run.outputs).toMatchObject({ status: 'stuck', pushed: 'false', 'pull-request-number': '1' })
      expect(run.stdout).toContain('Updated pull request #1')
    }
    expect(third.run.outputs.iterations).toBe('0')
    expect(api.requests.map(r => r.method)).toEqual(['GET', 'POST', 'GET', 'PATCH', 'GET', 'PATCH'])
    expect(api.pulls[0].body).toContain('- [ ] `t2` Task 2 — **stuck**')
  })
})

describe('an API that fails for a moment (SPEC §10: at most 3 tries within 60 s, retry-after honoured)', () => {
  // The waits between retries are 10 and 40 ms here (runBundle sets RALPH_API_RETRY_WAIT); a
  // retry-after is waited in full.
  const nightAfter = async (upcoming: ScriptedAnswer[]) => {
    const api = await startGitHubServer()
    servers.push(api)
    api.upcoming.push(...upcoming)
    const { run } = await night(await remoteWithPlan(), api)
    return { api, run }
  }
  const warnings = (run: BundleRun) => run.stdout.split('\n').filter(line => line.startsWith('::warning'))

  it.each<[string, ScriptedAnswer[]]>([
    ['a 502 with an HTML page', [BAD_GATEWAY]],
    ['a 500 twice', [SERVER_ERROR, SERVER_ERROR]],
    ['a secondary rate limit with retry-after: 2', [secondaryLimit(2)]]
  ])('opens the pull request after %s', async (_name, upcoming) => {
    const { api, run } = await nightAfter(upcoming)
    expect(run.outputs).toMatchObject({ status: 'halted', 'pull-request-number': '1' })
    expect(run.stdout).toContain('Opened pull request #1')
    expect(api.requests.map(r => r.method)).toEqual([...upcoming.map(() => 'GET'), 'GET', 'POST'])
    expect(warnings(run).filter(line => line.includes('Pull request'))).toEqual([])
    if (upcoming[0].status === 403)
      expect(api.requests[1].at - api.requests[0].at).toBeGreaterThanOrEqual(1900)
  })

  it('turns a cut-off answer into a warning naming the call and its status, never the code inside', async () => {
    const { run } = await nightAfter([TRUNCATED])
    expect(run.outputs).toMatchObject({ status: 'halted', pushed: 'true', 'pull-request-number': '' })
    expect(run.stdout).toContain(
      '::warning title=Pull request::Could not open or update the pull request from ralph/nightly into main: GET /repos/octo/app/pulls answered HTTP 200 with something other than the JSON expected. The next run tries again.'
    )
    expect(run.stdout + run.stderr).not.toContain('is not a function')
    expect(run.code).toBe(0)
  })

  it('gives up after three 502s with one warning naming the call and HTTP 502, and no HTML', async () => {
    const { api, run } = await nightAfter([BAD_GATEWAY, BAD_GATEWAY, BAD_GATEWAY])
    expect(api.requests.map(r => r.method)).toEqual(['GET', 'GET', 'GET'])
    expect(warnings(run).filter(line => line.includes('Pull request'))).toEqual([
      '::warning title=Pull request::Could not open or update the pull request from ralph/nightly into main: GET /repos/octo/app/pulls answered HTTP 502 (3 tries). The next run tries again.'
    ])
    expect(run.stdout + run.stderr).not.toMatch(/<html|Unicorn/i)
    expect(run.outputs).toMatchObject({ status: 'halted', pushed: 'true' })
    expect(run.code).toBe(0)
  })
})
