import {
  connect,
  notAnswered,
  statusOf,
  timedOut,
  type GitHubApi,
  type GitHubApiOptions
} from './github-api.js'
import type { Issue, IssueList, Issues, IssueWrite } from '../ports/issues.js'

/** The most pages one run reads (10,000 issues): a guard against an API that links pages without end. */
const MAX_PAGES = 100

/**
 * The repository's issues through the REST API (SPEC §3): the labelled open ones, every page, pull
 * requests left out (the issues endpoint lists them too); a comment and a label on one of them.
 */
export function githubIssues(options: GitHubApiOptions): Issues {
  return {
    async list(label: string): Promise<IssueList> {
      const start = `Could not read the open issues labelled '${label}'`
      try {
        const api = await connect(options, start)
        if ('warning' in api) return { ok: false, error: api.warning }
        const { octokit, owner, repo, request } = api
        const issues: Issue[] = []
        for (let page = 1; page <= MAX_PAGES; page++) {
          const { data, headers } = await octokit.rest.issues.listForRepo({
            request: request(),
            owner,
            repo,
            labels: label,
            state: 'open',
            sort: 'created',
            direction: 'asc',
            per_page: 100,
            page
          })
          for (const item of data) {
            if (item.pull_request) continue
            issues.push({
              number: item.number,
              title: item.title,
              body: item.body ?? '',
              labels: item.labels.map(l => (typeof l === 'string' ? l : (l.name ?? '')))
            })
          }
          // GitHub links the next page while there is one (the `link` header, rel="next").
          if (!/rel="next"/.test(headers.link ?? '')) break
        }
        return { ok: true, issues }
      } catch (error) {
        return { ok: false, error: explain(start, error, options, 'read') }
      }
    },
    comment: (issue, body) =>
      write(options, `Could not comment on issue #${issue}`, async api => {
        await api.octokit.rest.issues.createComment({
          request: api.request(),
          owner: api.owner,
          repo: api.repo,
          issue_number: issue,
          body
        })
      }),
    addLabel: (issue, label) =>
      write(options, `Could not add the label '${label}' to issue #${issue}`, async api => {
        await api.octokit.rest.issues.addLabels({
          request: api.request(),
          owner: api.owner,
          repo: api.repo,
          issue_number: issue,
          labels: [label]
        })
      })
  }
}

type Api = GitHubApi

async function write(
  options: GitHubApiOptions,
  start: string,
  call: (api: Api) => Promise<void>
): Promise<IssueWrite> {
  try {
    const api = await connect(options, start)
    if ('warning' in api) return { ok: false, warning: api.warning }
    await call(api)
    return { ok: true }
  } catch (error) {
    return { ok: false, warning: explain(start, error, options, 'write') }
  }
}

/** An API error that names the permission the job needs (SPEC §3); the token is never part of it. */
function explain(start: string, error: unknown, options: GitHubApiOptions, access: 'read' | 'write'): string {
  if (timedOut(error)) return `${start}: ${notAnswered(options)}.`
  const { status, said } = statusOf(error)
  if (status === 401 || status === 403 || status === 404)
    return `${start} (HTTP ${status}: ${said}). Give the job 'permissions: issues: ${access}', or pass a token that may, as 'github-token'.`
  return `${start}: ${said}.`
}
