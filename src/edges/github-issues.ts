import { connect, MAX_PAGES, refusal, type GitHubApi, type GitHubApiOptions } from './github-api.js'
import type { IssueComments } from '../ports/comments.js'
import type { Issue, IssueList, Issues, IssueWrite } from '../ports/issues.js'

/**
 * The repository's issues through the REST API (SPEC §3): the labelled open ones, every page, pull
 * requests left out (the issues endpoint lists them too); a comment (through `comments`) and a label on
 * one of them.
 */
export function githubIssues(options: GitHubApiOptions, comments: IssueComments): Issues {
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
        return { ok: false, error: refusal(start, error, options, 'issues: read') }
      }
    },
    async comment(issue, body) {
      const posted = await comments.post(issue, body)
      return posted.ok ? { ok: true } : { ok: false, warning: posted.warning }
    },
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

async function write(
  options: GitHubApiOptions,
  start: string,
  call: (api: GitHubApi) => Promise<void>
): Promise<IssueWrite> {
  try {
    const api = await connect(options, start)
    if ('warning' in api) return { ok: false, warning: api.warning }
    await call(api)
    return { ok: true }
  } catch (error) {
    return { ok: false, warning: refusal(start, error, options, 'issues: write') }
  }
}
