import type { IssueComments, PostedComment, ReadComments } from '../ports/comments.js'
import { allPages, refusal, withApi, type GitHubApiOptions } from './github-api.js'

// A pull request's comments are its issue's: both permissions.
const PERMISSIONS = 'pull-requests: write, issues: write'

/**
 * Comments on issues and pull requests through the REST API (`/repos/{owner}/{repo}/issues/{n}/comments`;
 * a pull request's comments are its issue's), with the same client and per-call time limit as the pull
 * request (github-api.ts). API errors come back as warnings naming the permission.
 */
export function githubComments(options: GitHubApiOptions): IssueComments {
  const refused = (start: string) => (error: unknown) => refusal(start, error, options, PERMISSIONS)
  return {
    post: (issue: number, body: string): Promise<PostedComment> =>
      withApi(options, 'No comment', refused(`Could not comment on #${issue}`), async api => {
        const made = await api.octokit.rest.issues.createComment({
          owner: api.owner,
          repo: api.repo,
          issue_number: issue,
          body
        })
        return { ok: true, id: made.data.id, createdAt: made.data.created_at }
      }),

    since: (issue: number, since: string): Promise<ReadComments> =>
      withApi(options, 'No comments read', refused(`Could not read the comments of #${issue}`), async api => {
        const read = await allPages(page =>
          api.octokit.rest.issues.listComments({
            owner: api.owner,
            repo: api.repo,
            issue_number: issue,
            since,
            ...page
          })
        )
        const comments = read.map(comment => ({
          id: comment.id,
          author: comment.user?.login ?? '',
          association: comment.author_association,
          body: comment.body ?? '',
          createdAt: comment.created_at
        }))
        return { ok: true, comments }
      })
  }
}
