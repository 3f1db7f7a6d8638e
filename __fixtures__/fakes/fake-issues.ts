import type { Issue, IssueList, Issues, IssueWrite } from '../../src/ports/issues.js'

/** GitHub's issues in memory: the list it answers (or an error), and every write the loop made. */
export class FakeIssues implements Issues {
  readonly comments: { issue: number; body: string }[] = []
  readonly labelsAdded: { issue: number; label: string }[] = []
  /** When set, listing fails with this error. */
  listError: string | undefined
  /** When set, every write fails with this warning. */
  writeFailure: string | undefined

  constructor(public issues: Issue[] = []) {}

  list(label: string): Promise<IssueList> {
    if (this.listError) return Promise.resolve({ ok: false, error: this.listError })
    return Promise.resolve({ ok: true, issues: this.issues.filter(issue => issue.labels.includes(label)) })
  }

  comment(issue: number, body: string): Promise<IssueWrite> {
    if (this.writeFailure) return Promise.resolve({ ok: false, warning: this.writeFailure })
    this.comments.push({ issue, body })
    return Promise.resolve({ ok: true })
  }

  addLabel(issue: number, label: string): Promise<IssueWrite> {
    if (this.writeFailure) return Promise.resolve({ ok: false, warning: this.writeFailure })
    this.labelsAdded.push({ issue, label })
    const labels = this.issues.find(i => i.number === issue)?.labels
    if (labels && !labels.includes(label)) labels.push(label)
    return Promise.resolve({ ok: true })
  }
}
