/** The one pull request of a work branch, as the loop wants it. */
export interface PullRequestWish {
  head: string
  base: string
  draft: boolean
  title: string
  body: string
}

/** The pull request after the call, or a warning that says what went wrong and how to fix it. */
export type PullRequestResult =
  { ok: true; url: string; number: number; created: boolean } | { ok: false; warning: string }

/** Pull requests through the REST API (SPEC §10). Never throws: API errors come back as warnings. */
export interface PullRequests {
  /** Opens the pull request from `head`, or finds the open one and rewrites its body. */
  upsert(wish: PullRequestWish): Promise<PullRequestResult>
}
