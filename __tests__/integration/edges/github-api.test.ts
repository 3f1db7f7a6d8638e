import { afterAll, describe, expect, it } from '@jest/globals'
import {
  BAD_GATEWAY,
  primaryLimit,
  SERVER_ERROR,
  secondaryLimit,
  startGitHubServer,
  TRUNCATED,
  type GitHubServer,
  type ScriptedAnswer
} from '../../../__fixtures__/github-server.js'
import { githubComments } from '../../../src/edges/github-comments.js'
import { githubIssues } from '../../../src/edges/github-issues.js'
import { githubPullRequests } from '../../../src/edges/github-pull-requests.js'

const servers: GitHubServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
})

const WISH = { head: 'ralph/nightly', base: 'main', draft: true, title: 'Ralph', body: 'work' }

/** The scripted API with `upcoming` answers first; the waits between retries are 10 and 40 ms here. */
async function apiAnswering(upcoming: ScriptedAnswer[], timeoutMs = 30_000) {
  const server = await startGitHubServer()
  servers.push(server)
  server.upcoming.push(...upcoming)
  const options = { token: 't', apiUrl: server.url, repository: 'octo/app', timeoutMs, retryWaitMs: 10 }
  return { server, options }
}

const routes = (server: GitHubServer) => server.requests.map(r => `${r.method} ${r.path}`)

describe('the GitHub API tried again (SPEC §10: at most 3 tries, retry-after honoured)', () => {
  it.each<[string, ScriptedAnswer[]]>([
    ['a 502 with an HTML page', [BAD_GATEWAY]],
    ['a 500 twice', [SERVER_ERROR, SERVER_ERROR]]
  ])('opens the pull request after %s', async (_name, upcoming) => {
    const { server, options } = await apiAnswering(upcoming)
    const result = await githubPullRequests(options).upsert(WISH)
    expect(result).toMatchObject({ ok: true, number: 1, created: true })
    expect(routes(server)).toEqual([
      ...upcoming.map(() => 'GET /repos/octo/app/pulls'),
      'GET /repos/octo/app/pulls',
      'POST /repos/octo/app/pulls'
    ])
  })

  it('waits the retry-after of a secondary rate limit, then opens it', async () => {
    const { server, options } = await apiAnswering([secondaryLimit(2)])
    const result = await githubPullRequests(options).upsert(WISH)
    expect(result).toMatchObject({ ok: true, number: 1 })
    const [limited, retried] = server.requests
    expect(retried.at - limited.at).toBeGreaterThanOrEqual(1900)
  })

  it.each<[string, ScriptedAnswer, RegExp]>([
    ['a secondary rate limit', secondaryLimit(120), /secondary rate limit.*HTTP 403/],
    ['the primary rate limit', primaryLimit(3600), /rate limit.*HTTP 403/]
  ])(
    'does not wait past its time for %s that lasts longer: a warning at once',
    async (_name, answer, said) => {
      const { server, options } = await apiAnswering([answer])
      const started = Date.now()
      const result = await githubPullRequests(options).upsert(WISH)
      expect(Date.now() - started).toBeLessThan(5000)
      expect(result.ok).toBe(false)
      const warning = result.ok ? '' : result.warning
      expect(warning).toMatch(said)
      expect(warning).not.toContain('permissions')
      expect(server.requests).toHaveLength(1)
    }
  )

  it('gives up after 3 tries of a 502: one warning naming the call and HTTP 502, no HTML', async () => {
    const { server, options } = await apiAnswering([BAD_GATEWAY, BAD_GATEWAY, BAD_GATEWAY])
    const result = await githubPullRequests(options).upsert(WISH)
    expect(server.requests).toHaveLength(3)
    expect(result).toEqual({
      ok: false,
      warning:
        'Could not open or update the pull request from ralph/nightly into main: GET /repos/octo/app/pulls answered HTTP 502 (3 tries). The next run tries again.'
    })
  })

  it('tries a call that does not answer at most 3 times within twice its time limit', async () => {
    const { server, options } = await apiAnswering([], 300)
    server.mode = 'silent'
    const started = Date.now()
    const result = await githubPullRequests(options).upsert(WISH)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(server.requests.length).toBeGreaterThanOrEqual(2)
    expect(server.requests.length).toBeLessThanOrEqual(3)
    expect(result.ok ? '' : result.warning).toMatch(/did not answer within 0\.3 s/)
  })
})

describe('an answer that is not the JSON expected (SPEC §10)', () => {
  const cases: [string, ScriptedAnswer][] = [
    ['cut off', TRUNCATED],
    ['an HTML page with 200', { ...BAD_GATEWAY, status: 200 }],
    ['JSON of another shape', { status: 200, body: '{"pulls": []}' }]
  ]
  it.each(cases)(
    'is a warning naming the call and the status when the pull requests list is %s',
    async (_n, answer) => {
      const { options } = await apiAnswering([answer])
      const result = await githubPullRequests(options).upsert(WISH)
      expect(result).toEqual({
        ok: false,
        warning:
          'Could not open or update the pull request from ralph/nightly into main: GET /repos/octo/app/pulls answered HTTP 200 with something other than the JSON expected. The next run tries again.'
      })
    }
  )

  it.each(cases)('is a warning for the issues list and the comments too (%s)', async (_n, answer) => {
    const { options } = await apiAnswering([answer, answer])
    const comments = githubComments(options)
    const issues = await githubIssues(options, comments).list('ralph')
    expect(issues.ok ? '' : issues.error).toContain(
      'GET /repos/octo/app/issues answered HTTP 200 with something other'
    )
    const read = await comments.since(3, '2026-01-01T00:00:00Z')
    expect(read.ok ? '' : read.warning).toContain(
      'GET /repos/octo/app/issues/3/comments answered HTTP 200 with something other'
    )
  })
})
