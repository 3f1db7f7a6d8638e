import type { IssueComment, IssueComments, PostedComment, ReadComments } from '../ports/comments.js'
import { connect, MAX_PAGES, refusal, type GitHubApiOptions } from './github-api.js'

/** Comments per page: GitHub's most, so a long discussion takes few calls. */
const PER_PAGE = 100

// A pull request's comments are its issue's: both permissions.
const PERMISSIONS = 'pull-requests: write, issues: write'

/**
 * Comments on issues and pull requests through the REST API (`/repos/{owner}/{repo}/issues/{n}/comments`;
 * a pull request's comments are its issue's), with the same client and per-call time limit as the pull
 * request (github-api.ts). API errors come back as warnings naming the permission.
 */
export function githubComments(options: GitHubApiOptions): IssueComments {
  return {
    async post(issue: number, body: string): Promise<PostedComment> {
      try {
        const api = await connect(options, 'No comment')
        if ('warning' in api) return { ok: false, warning: api.warning }
        const { octokit, owner, repo, request } = api
        const made = await octokit.rest.issues.createComment({
          request: request(),
          owner,
          repo,
          issue_number: issue,
          body
        })
        return { ok: true, id: made.data.id, createdAt: made.data.created_at }
      } catch (error) {
        return { ok: false, warning: refusal(`Could not comment on #${issue}`, error, options, PERMISSIONS) }
      }
    },

    async since(issue: number, since: string): Promise<ReadComments> {
      try {
        const api = await connect(options, 'No comments read')
        if ('warning' in api) return { ok: false, warning: api.warning }
        const { octokit, owner, repo, request } = api
        const comments: IssueComment[] = []
        // Page by page, each call under its own time limit (octokit.paginate would share one signal).
        for (let page = 1; page <= MAX_PAGES; page++) {
          const read = await octokit.rest.issues.listComments({
            request: request(),
            owner,
            repo,
            issue_number: issue,
            since,
            per_page: PER_PAGE,
            page
          })
          for (const comment of read.data) {
            comments.push({
              id: comment.id,
              author: comment.user?.login ?? '',
              association: comment.author_association,
              body: comment.body ?? '',
              createdAt: comment.created_at
            })
          }
          if (read.data.length < PER_PAGE) break
        }
        return { ok: true, comments }
      } catch (error) {
        return {
          ok: false,
          warning: refusal(`Could not read the comments of #${issue}`, error, options, PERMISSIONS)
        }
      }
    }
  }
}
