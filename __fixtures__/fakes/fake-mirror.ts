import type { PullRequestResult, PullRequests, PullRequestWish } from '../../src/ports/pull-requests.js'
import type { StateMirror } from '../../src/ports/state-mirror.js'

/** The state mirror in memory: what was written is what is read. */
export class MemoryMirror implements StateMirror {
  readonly ref = 'refs/ralph/state/test'
  files: Record<string, string> | undefined
  readonly writes: Record<string, string>[] = []

  read(): Promise<{ files: Record<string, string> } | { missing: string }> {
    return Promise.resolve(this.files ? { files: { ...this.files } } : { missing: 'nothing mirrored yet' })
  }

  write(files: Record<string, string>): Promise<{ ok: true }> {
    this.files = { ...files }
    this.writes.push({ ...files })
    return Promise.resolve({ ok: true })
  }
}

/** Pull requests in memory: one per head branch, opened once and updated after. */
export class FakePullRequests implements PullRequests {
  readonly calls: PullRequestWish[] = []
  readonly open = new Map<string, { number: number; wish: PullRequestWish }>()
  /** When set, every call fails with this warning. */
  failure: string | undefined

  upsert(wish: PullRequestWish): Promise<PullRequestResult> {
    this.calls.push(wish)
    if (this.failure) return Promise.resolve({ ok: false, warning: this.failure })
    const found = this.open.get(wish.head)
    const number = found?.number ?? this.open.size + 1
    this.open.set(wish.head, { number, wish })
    return Promise.resolve({ ok: true, url: `https://github.test/pull/${number}`, number, created: !found })
  }
}
