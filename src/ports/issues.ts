/** An open issue of the repository, as the loop reads it (SPEC §3: `task-source: github-issues`). */
export interface Issue {
  number: number
  title: string
  body: string
  labels: string[]
}

/** The list as read, or why it could not be read (naming the permission or the error). */
export type IssueList = { ok: true; issues: Issue[] } | { ok: false; error: string }

/** A write to an issue: done, or a warning that names the permission. */
export type IssueWrite = { ok: true } | { ok: false; warning: string }

/**
 * The repository's issues through the REST API. Only the loop calls it, never the agent, which has no
 * token. Never throws: API errors come back as data.
 */
export interface Issues {
  /** Every open issue (not pull request) with `label`, every page of them. */
  list(label: string): Promise<IssueList>
  comment(issue: number, body: string): Promise<IssueWrite>
  addLabel(issue: number, label: string): Promise<IssueWrite>
}

/** A github-issues source's side of GitHub, for the loop's write-back (SPEC §3). */
export interface IssueBoard {
  api: Issues
  /** The labelled open issues as this run read them at the start. */
  labelled(): readonly Issue[]
}
