/** A comment on an issue or a pull request, as the loop reads it. */
export interface IssueComment {
  id: number
  /** The author's login. */
  author: string
  /** GitHub's `author_association`: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE… */
  association: string
  body: string
  /** ISO 8601. */
  createdAt: string
}

/** A posted comment, or a warning that says what went wrong and how to fix it. */
export type PostedComment = { ok: true; id: number; createdAt: string } | { ok: false; warning: string }

/** Comments read, oldest first, or a warning. */
export type ReadComments = { ok: true; comments: IssueComment[] } | { ok: false; warning: string }

/**
 * Comments on issues and pull requests through the REST API (a pull request's comments are its issue's).
 * Never throws: API errors come back as warnings naming the permission.
 */
export interface IssueComments {
  post(issue: number, body: string): Promise<PostedComment>
  /** Every comment on `issue` made at or after `since` (ISO 8601), all pages, oldest first. */
  since(issue: number, since: string): Promise<ReadComments>
}
