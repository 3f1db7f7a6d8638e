import { allPages, refusal, withApi, type GitHubApiOptions } from './github-api.js'
import type { IssueComments } from '../ports/comments.js'
import type { IssueList, Issues } from '../ports/issues.js'

/**
 * The repository's issues through the REST API (SPEC §3): the labelled open ones, every page, pull
 * requests left out (the issues endpoint lists them too); a comment (through `comments`) and a label on
 * one of them.
 */
export function githubIssues(options: GitHubApiOptions, comments: IssueComments): Issues {
  return {
    async list(label: string): Promise<IssueList> {
      const start = `Could not read the open issues labelled '${label}'`
      const explain = (error: unknown) => refusal(start, error, options, 'issues: read')
      const listed = await withApi(options, start, explain, async api => {
        const items = await allPages(page =>
          api.octokit.rest.issues.listForRepo({
            owner: api.owner,
            repo: api.repo,
            labels: label,
            state: 'open',
            sort: 'created',
            direction: 'asc',
            ...page
          })
        )
        const issues = items
          .filter(item => !item.pull_request)
          .map(item => ({
            number: item.number,
            title: item.title,
            body: item.body ?? '',
            labels: item.labels.map(l => (typeof l === 'string' ? l : (l.name ?? '')))
          }))
        return { ok: true, issues } as const
      })
      return listed.ok ? listed : { ok: false, error: listed.warning }
    },
    comment: (issue, body) => comments.post(issue, body),
    addLabel: (issue, label) => {
      const start = `Could not add the label '${label}' to issue #${issue}`
      const explain = (error: unknown) => refusal(start, error, options, 'issues: write')
      return withApi(options, start, explain, async api => {
        await api.octokit.rest.issues.addLabels({
          owner: api.owner,
          repo: api.repo,
          issue_number: issue,
          labels: [label]
        })
        return { ok: true } as const
      })
    }
  }
}
