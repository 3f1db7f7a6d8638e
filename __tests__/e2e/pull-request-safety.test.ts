import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { startGitHubServer, type GitHubServer } from '../../__fixtures__/github-server.js'
import { AGENTS } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir, originAndClone } from '../../__fixtures__/temp.js'

const servers: GitHubServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
  await cleanup()
})

/** One night on a clone of a remote whose task file holds `titles`, against the scripted API. */
async function night(titles: string[], options: { env?: Record<string, string> } = {}) {
  const api = await startGitHubServer()
  servers.push(api)
  const seed = await makeTempDir('ralph-prs-seed-')
  const subtasks = titles.map((title, i) => ({ id: `t${i + 1}`, title, done: false }))
  await writeFile(path.join(seed, 'plan.json'), JSON.stringify({ subtasks }, null, 2))
  await makeGitRepo(seed)
  const { work } = await originAndClone(seed, 'ralph-prs-')
  return {
    api,
    run: async () =>
      runBundle('main', {
        cwd: work,
        inputs: {
          tasks: 'plan.json',
          agent: 'command',
          'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
          'iterations-per-run': '1',
          'pull-request': 'ready',
          'github-token': 'ghs_prSafetyToken0123456789'
        },
        env: {
          GITHUB_API_URL: api.url,
          GITHUB_REPOSITORY: 'octo/app',
          GITHUB_SERVER_URL: 'https://github.test',
          ...options.env
        }
      })
  }
}

describe('the pull request cannot be refused for its size, ping, close or link (SPEC §10)', () => {
  it('cuts a checklist past 60,000 characters with a line that counts the tasks not shown', async () => {
    const titles = Array.from(
      { length: 2000 },
      (_, i) => `Task ${i + 1}: ${'make the thing work '.repeat(4)}`
    )
    const { api, run } = await night(titles)
    const { outputs } = await run()
    // Uncut, the body is about 200,000 characters: the scripted API, like GitHub, refuses over 65,536.
    expect(outputs['pull-request-number']).toBe('1')
    const body = api.pulls[0].body
    expect(body.length).toBeLessThanOrEqual(60_000)
    const shown = body.match(/^- \[[ x]\] /gm) ?? []
    expect(shown.length).toBeGreaterThan(100)
    expect(body).toContain(`- … and ${2000 - shown.length} more tasks not shown`)
    expect(body).toContain('| iterations | 1 | 1 |')
  })

  it('makes mentions, closing keywords and links from task text inert', async () => {
    const hostile = [
      'Ping @octocat and @octo/reviewers',
      'Fixes #1, closes octo/app#2, resolves GH-3',
      'See https://evil.test/x, www.evil.test and [click](https://evil.test/y) ![i](https://evil.test/i.png)'
    ]
    const { api, run } = await night(hostile)
    const { outputs } = await run()
    expect(outputs['pull-request-number']).toBe('1')
    const body = api.pulls[0].body
    expect(body).toContain('@\u200boctocat')
    for (const live of [
      '@octocat',
      '@octo/',
      '#1',
      'app#2',
      'GH-3',
      'https://evil',
      'www.evil',
      '](',
      'Fixes #1'
    ]) {
      // The loop's own link to the run is the only `](` in the body.
      const left = body.replace('[The workflow run](https://github.test/octo/app/actions/runs/1001)', '')
      expect(left).not.toContain(live)
    }
  })

  it('removes control characters from task titles: C0, ANSI escapes, C1 and bidi overrides', async () => {
    const { api, run } = await night([
      'Ring \u0007the bell',
      '\u001b[31mRed\u001b[0m alert',
      'Next\u0085line',
      'invoice\u202egnp.exe and \u2066isolate\u2069'
    ])
    const { outputs } = await run()
    expect(outputs['pull-request-number']).toBe('1')
    const body = api.pulls[0].body
    // eslint-disable-next-line no-control-regex -- exactly what must not reach the body
    expect(body).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/)
    for (const title of ['Ring the bell', '[31mRed[0m alert', 'Nextline', 'invoicegnp.exe and isolate'])
      expect(body).toContain(title)
  })

  it('gives up on an API that accepts the connection and never answers, with a warning', async () => {
    const { api, run } = await night(['One task'], { env: { RALPH_API_TIMEOUT: '1' } })
    api.mode = 'silent'
    const result = await run()
    // Tried again once: the second try ends with the call's budget, twice the time limit (SPEC §10).
    expect(api.requests.map(r => r.method)).toEqual(['GET', 'GET'])
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ status: 'completed', pushed: 'true', 'pull-request-url': '' })
    expect(result.stdout).toMatch(/::warning title=Pull request::.*did not answer within 1 s/)
  })
})
