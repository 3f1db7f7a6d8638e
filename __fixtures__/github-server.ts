import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** One request the scripted REST API saw. */
export interface ApiRequest {
  method: string
  path: string
  query: Record<string, string>
  authorization: string
  /** The Host header, for the links of a paged list. */
  host: string
  body: Record<string, unknown>
  /** When it arrived (ms since the epoch), to see how long a client waited between two. */
  at: number
}

/** One answer scripted ahead of the API's own: a status, a body as sent, its headers. */
export interface ScriptedAnswer {
  status: number
  body: string
  /** Default `content-type: application/json`. */
  headers?: Record<string, string>
}

/** A pull request as the scripted API keeps it. */
export interface ApiPull {
  number: number
  head: string
  base: string
  title: string
  body: string
  draft: boolean
  state: 'open' | 'closed'
}

/** A comment on an issue or pull request as the scripted API keeps it. */
export interface ApiComment {
  id: number
  issue: number
  login: string
  /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE… */
  association: string
  body: string
  created_at: string
}

/** An issue as the scripted API keeps it; `pull` marks a pull request, which the issues list shows too. */
export interface ApiIssue {
  number: number
  title: string
  body: string
  labels: string[]
  state: 'open' | 'closed'
  pull?: true
  comments: string[]
}

/** A scripted GitHub REST API (the pulls, issues and issue-comments endpoints) on 127.0.0.1 that records every request. */
export interface GitHubServer {
  /** The API base URL, with `prefix` (e.g. `/api/v3` for GitHub Enterprise Server). */
  url: string
  requests: ApiRequest[]
  pulls: ApiPull[]
  /** Comments, oldest first; the loop's own are made by `github-actions[bot]`. */
  comments: ApiComment[]
  /** A person's comment on issue (or pull request) `issue`, made now. */
  comment(issue: number, login: string, association: string, body: string): ApiComment
  issues: ApiIssue[]
  /** The most items a list answers per page (GitHub: `per_page`, at most 100); more pages are linked. */
  pageSize: number
  /** `issues-forbidden`: listing the issues answers 403, as GitHub does without `issues: read`. */
  issuesMode: 'ok' | 'issues-forbidden'
  /**
   * `forbidden`: creating a pull request answers 403 "not permitted" as GitHub does when Actions may not;
   * `read-only`: every write answers 403 "Resource not accessible by integration", as GitHub does when
   * the job's token lacks `pull-requests: write`;
   * `silent`: every request is read and recorded, and never answered (an API that hangs).
   */
  mode: 'ok' | 'forbidden' | 'read-only' | 'silent'
  /** The answers to the next requests, one each in order (a 502, a rate limit, a cut answer), before the API's own. */
  upcoming: ScriptedAnswer[]
  close(): Promise<void>
}

const NOT_PERMITTED = 'GitHub Actions is not permitted to create or approve pull requests.'
const NOT_ACCESSIBLE = {
  message: 'Resource not accessible by integration',
  documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
  status: '403'
}

/** Starts the API; paths are `{prefix}/repos/{owner}/{repo}/pulls[/{number}]`. */
export async function startGitHubServer(prefix = ''): Promise<GitHubServer> {
  const sockets = new Set<Socket>()
  const server: GitHubServer = {
    url: '',
    requests: [],
    pulls: [],
    comments: [],
    comment: (issue, login, association, body) => {
      const made = { id: 5000 + server.comments.length, issue, login, association, body, created_at: now() }
      server.comments.push(made)
      return made
    },
    issues: [],
    pageSize: 100,
    issuesMode: 'ok',
    mode: 'ok',
    upcoming: [],
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>(resolve => http.close(() => resolve()))
    }
  }
  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const view = (pull: ApiPull, owner: string, repo: string) => ({
    number: pull.number,
    html_url: `https://github.test/${owner}/${repo}/pull/${pull.number}`,
    state: pull.state,
    draft: pull.draft,
    title: pull.title,
    body: pull.body,
    head: { ref: pull.head, label: `${owner}:${pull.head}` },
    base: { ref: pull.base }
  })
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      const entry: ApiRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.authorization ?? '',
        host: request.headers.host ?? '',
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
        at: Date.now()
      }
      server.requests.push(entry)
      if (server.mode === 'silent') return
      const scripted = server.upcoming.shift()
      if (scripted) {
        response.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers })
        return response.end(scripted.body)
      }
      if (commentsRoute(server, entry, prefix, response, reply)) return
      if (/\/issues(?:\/|$)/.test(url.pathname)) return answerIssues(server, entry, url, prefix, response)
      const match = new RegExp(`^${prefix}/repos/([^/]+)/([^/]+)/pulls(?:/(\\d+))?$`).exec(url.pathname)
      if (!match) return reply(response, 404, { message: 'Not Found' })
      const [, owner, repo, number] = match
      const body = entry.body
      if (entry.method === 'GET' && !number) {
        const head = entry.query.head?.split(':').pop()
        const open = server.pulls.filter(
          p => p.state === (entry.query.state ?? 'open') && (!head || p.head === head)
        )
        return reply(
          response,
          200,
          open.map(p => view(p, owner, repo))
        )
      }
      if (entry.method !== 'GET' && server.mode === 'read-only') return reply(response, 403, NOT_ACCESSIBLE)
      // GitHub's own limit: a longer body is refused, and the pull request is not made.
      if (typeof body.body === 'string' && body.body.length > 65_536)
        return reply(response, 422, {
          message: 'Validation Failed: body is too long (maximum is 65536 characters)'
        })
      if (entry.method === 'POST' && !number) {
        if (server.mode === 'forbidden') return reply(response, 403, { message: NOT_PERMITTED })
        if (server.pulls.some(p => p.state === 'open' && p.head === body.head))
          return reply(response, 422, { message: 'Validation Failed: A pull request already exists' })
        const pull: ApiPull = {
          number: server.pulls.length + 1,
          head: String(body.head),
          base: String(body.base),
          title: String(body.title),
          body: String(body.body),
          draft: body.draft === true,
          state: 'open'
        }
        server.pulls.push(pull)
        return reply(response, 201, view(pull, owner, repo))
      }
      const pull = server.pulls.find(p => p.number === Number(number))
      if (entry.method === 'PATCH' && pull) {
        if (typeof body.title === 'string') pull.title = body.title
        if (typeof body.body === 'string') pull.body = body.body
        return reply(response, 200, view(pull, owner, repo))
      }
      reply(response, 404, { message: 'Not Found' })
    })
  })
  http.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => http.listen(0, '127.0.0.1', resolve))
  const address = http.address()
  server.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${prefix}`
  return server
}

/** GitHub's timestamps: whole seconds, ISO 8601 in UTC. */
function now(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/**
 * `{prefix}/repos/{owner}/{repo}/issues/{n}/comments`: GET (with `since`, `per_page` and `page`, oldest
 * first) and POST. Whether it answered the request.
 */
function commentsRoute(
  server: GitHubServer,
  entry: ApiRequest,
  prefix: string,
  response: ServerResponse,
  reply: (response: ServerResponse, status: number, body: unknown) => void
): boolean {
  const match = new RegExp(`^${prefix}/repos/([^/]+)/([^/]+)/issues/(\\d+)/comments$`).exec(entry.path)
  if (!match) return false
  const issue = Number(match[3])
  const view = (c: ApiComment) => ({
    id: c.id,
    body: c.body,
    user: { login: c.login },
    author_association: c.association,
    created_at: c.created_at,
    updated_at: c.created_at
  })
  if (entry.method === 'POST') {
    if (server.mode === 'read-only') {
      reply(response, 403, { message: 'Resource not accessible by integration' })
      return true
    }
    const made = server.comment(issue, 'github-actions[bot]', 'NONE', String(entry.body.body))
    // The issues the scripted API keeps show their comments' bodies too (task-source: github-issues).
    server.issues.find(i => i.number === issue)?.comments.push(made.body)
    reply(response, 201, view(made))
    return true
  }
  const since = entry.query.since ?? ''
  const { shown, link } = pageOf(
    server.comments.filter(c => c.issue === issue && c.created_at >= since),
    entry,
    server.pageSize
  )
  response.writeHead(200, { 'content-type': 'application/json', ...link })
  response.end(JSON.stringify(shown.map(view)))
  return true
}

/**
 * One page of a list as GitHub answers it (`per_page`, at most `pageSize`, and `page`), with a `link`
 * to the next page while there is one.
 */
function pageOf<T>(
  all: T[],
  entry: ApiRequest,
  pageSize: number
): { shown: T[]; link: Record<string, string> } {
  const size = Math.min(Number(entry.query.per_page ?? 30), pageSize)
  const page = Number(entry.query.page ?? 1)
  const next = new URL(`http://${entry.host}${entry.path}`)
  for (const [name, value] of Object.entries(entry.query)) next.searchParams.set(name, value)
  next.searchParams.set('page', String(page + 1))
  return {
    shown: all.slice((page - 1) * size, page * size),
    link: page * size < all.length ? { link: `<${next.href}>; rel="next"` } : {}
  }
}

/** The issues endpoints: the labelled list (paged, with `link` headers as GitHub sends), a comment, labels. */
function answerIssues(
  server: GitHubServer,
  entry: ApiRequest,
  url: URL,
  prefix: string,
  response: ServerResponse
) {
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  }
  const match = new RegExp(`^${prefix}/repos/([^/]+)/([^/]+)/issues(?:/(\\d+)/(comments|labels))?$`).exec(
    url.pathname
  )
  if (!match) return reply(404, { message: 'Not Found' })
  const [, owner, repo, number, what] = match
  if (entry.method === 'GET' && !number) {
    if (server.issuesMode === 'issues-forbidden')
      return reply(403, {
        ...NOT_ACCESSIBLE,
        documentation_url: 'https://docs.github.com/rest/issues/issues'
      })
    const wanted = (entry.query.labels ?? '').split(',').filter(Boolean)
    const all = server.issues.filter(
      i => i.state === (entry.query.state ?? 'open') && wanted.every(label => i.labels.includes(label))
    )
    const { shown, link } = pageOf(all, entry, server.pageSize)
    return reply(
      200,
      shown.map(i => ({
        number: i.number,
        title: i.title,
        body: i.body,
        state: i.state,
        labels: i.labels.map(name => ({ name })),
        html_url: `https://github.test/${owner}/${repo}/issues/${i.number}`,
        ...(i.pull && { pull_request: { url: `https://github.test/${owner}/${repo}/pull/${i.number}` } })
      })),
      link
    )
  }
  const issue = server.issues.find(i => i.number === Number(number))
  if (entry.method !== 'POST' || !issue) return reply(404, { message: 'Not Found' })
  if (server.mode === 'read-only') return reply(403, NOT_ACCESSIBLE)
  if (what === 'comments') {
    issue.comments.push(String(entry.body.body))
    return reply(201, { id: issue.comments.length, body: entry.body.body })
  }
  for (const label of entry.body.labels as string[])
    if (!issue.labels.includes(label)) issue.labels.push(label)
  reply(
    200,
    issue.labels.map(name => ({ name }))
  )
}

/** What GitHub's front end answers when the API behind it is down: an HTML page. */
export const BAD_GATEWAY: ScriptedAnswer = {
  status: 502,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body><h1>Unicorn!</h1><p>We had issues producing the response to your request.</p></body></html>'
}

/** A server error, as JSON. */
export const SERVER_ERROR: ScriptedAnswer = { status: 500, body: '{"message":"Server Error"}' }

/** A secondary rate limit, as GitHub answers it: 403, `retry-after`, and the message that says which. */
export function secondaryLimit(retryAfterS: number): ScriptedAnswer {
  return {
    status: 403,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterS) },
    body: JSON.stringify({
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.',
      documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api'
    })
  }
}

/** The primary rate limit spent until `resetS` seconds from now. */
export function primaryLimit(resetS: number): ScriptedAnswer {
  return {
    status: 403,
    headers: {
      'content-type': 'application/json',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + resetS)
    },
    body: JSON.stringify({ message: 'API rate limit exceeded for installation ID 1.' })
  }
}

/** A 200 whose JSON was cut off on the way. */
export const TRUNCATED: ScriptedAnswer = { status: 200, body: '[{"number": 1, "head": {"ref": "ralph/nigh' }
