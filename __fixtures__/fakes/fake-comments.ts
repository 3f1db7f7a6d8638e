import type { IssueComment, IssueComments, PostedComment, ReadComments } from '../../src/ports/comments.js'

/** Issue and pull request comments in memory: what the loop posted, and what people wrote. */
export class FakeComments implements IssueComments {
  /** Comments by issue number, oldest first. */
  readonly threads = new Map<number, IssueComment[]>()
  readonly reads: { issue: number; since: string }[] = []
  private nextId = 1000
  /** When set, every call fails with this warning. */
  failure: string | undefined
  /** When set, a read calls it and never answers (an API that hangs). */
  hangs: (() => void) | undefined

  /** A comment by someone (the loop's own posts are made by `github-actions[bot]`). */
  add(issue: number, author: string, association: string, body: string, createdAt: string): IssueComment {
    const comment = { id: this.nextId++, author, association, body, createdAt }
    this.threads.set(issue, [...(this.threads.get(issue) ?? []), comment])
    return comment
  }

  post(issue: number, body: string): Promise<PostedComment> {
    if (this.failure) return Promise.resolve({ ok: false, warning: this.failure })
    const made = this.add(issue, 'github-actions[bot]', 'NONE', body, new Date(0).toISOString())
    return Promise.resolve({ ok: true, id: made.id, createdAt: made.createdAt })
  }

  since(issue: number, since: string): Promise<ReadComments> {
    this.reads.push({ issue, since })
    if (this.hangs) {
      this.hangs()
      return new Promise<ReadComments>(() => undefined)
    }
    if (this.failure) return Promise.resolve({ ok: false, warning: this.failure })
    const comments = (this.threads.get(issue) ?? []).filter(c => c.createdAt >= since)
    return Promise.resolve({ ok: true, comments })
  }
}
