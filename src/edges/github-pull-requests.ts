import type { PullRequestResult, PullRequests, PullRequestWish } from '../ports/pull-requests.js'
import { refusal, statusOf, withApi, type GitHubApiOptions } from './github-api.js'

/**
 * The work branch's pull request through the REST API, with the toolkit's octokit (`@actions/github`,
 * imported on first use so runs without a pull request never load it). The open pull request from
 * the branch is found and its body rewritten; only when there is none is one opened.
 */
export function githubPullRequests(options: GitHubApiOptions): PullRequests {
  return {
    upsert: (wish: PullRequestWish): Promise<PullRequestResult> =>
      withApi(
        options,
        'No pull request',
        error => explain(error, wish, options),
        async ({ octokit, owner, repo }) => {
          const open = await octokit.rest.pulls.list({
            owner,
            repo,
            head: `${owner}:${wish.head}`,
            state: 'open'
          })
          const found = open.data.find(pull => pull.head.ref === wish.head)
          if (found) {
            const updated = await octokit.rest.pulls.update({
              owner,
              repo,
              pull_number: found.number,
              title: wish.title,
              body: wish.body
            })
            return { ok: true, url: updated.data.html_url, number: updated.data.number, created: false }
          }
          const created = await octokit.rest.pulls.create({
            owner,
            repo,
            head: wish.head,
            base: wish.base,
            title: wish.title,
            body: wish.body,
            draft: wish.draft
          })
          return { ok: true, url: created.data.html_url, number: created.data.number, created: true }
        }
      )
  }
}

/**
 * An API error as a warning that names the fix; the two refusals only a pull request meets come first.
 * The token is never part of it.
 */
function explain(error: unknown, wish: PullRequestWish, options: GitHubApiOptions): string {
  const { status, said } = statusOf(error)
  const start = `Could not open or update the pull request from ${wish.head} into ${wish.base}`
  if (status === 403 && /not permitted to create or approve pull requests/i.test(said)) {
    return (
      `${start}: ${said}. Allow it in the repository's Settings → Actions → General → Workflow permissions ` +
      "('Allow GitHub Actions to create and approve pull requests'), or pass a personal access token as 'github-token'."
    )
  }
  if (status === 422)
    return `${start} (HTTP 422: ${said}): GitHub refused it, e.g. because ${wish.head} has no commits ${wish.base} lacks yet.`
  return refusal(start, error, options, 'pull-requests: write, contents: write')
}
