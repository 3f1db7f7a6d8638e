import type { BranchSwitch, Checkout, GitPort } from '../../src/ports/git.js'

/** One commit the fake git made. */
export interface FakeCommit {
  sha: string
  message: string
  noVerify: boolean
  /** `Name <email>`. */
  author: string
}

/**
 * Git for unit tests: a work tree with a branch, a HEAD that moves with every commit, and pushes
 * that succeed unless a test queues failures. `changes` says whether a commit finds anything to
 * commit (the real one stages the tree; here the test decides).
 */
export class FakeGit implements GitPort {
  readonly commits: FakeCommit[] = []
  readonly pushes: string[] = []
  /** Messages of pushes that will fail, in order; empty = pushes succeed. */
  readonly pushFailures: string[] = []
  /** Whether the next commit finds changes to commit. */
  changes = true
  /** A commit that git refuses (a failing hook), when set. */
  commitError: string | undefined
  private at = { sha: sha(0), branch: 'main' }
  private readonly history = new Set([sha(0)])

  /** Paths changed before the loop started, as `changed()` reports them. */
  preexisting: string[] = []
  /** The paths each commit left out, by the repository's top. */
  readonly excluded: string[][] = []

  /** The repository's own identity, as `identity()` reports it; none by default. */
  own: { name: string; email: string } | undefined

  /** Whether origin has the checked-out branch, as `inspect()` reports it. */
  tracked = false

  /** Branches switched to, in order, and what the next switch finds. */
  readonly switches: string[] = []
  nextSwitch: BranchSwitch = { kind: 'created' }

  constructor(
    private readonly inRepo = true,
    private readonly origin = true
  ) {}

  inspect(): Promise<Checkout> {
    if (!this.inRepo)
      return Promise.resolve({ repo: false, sha: '', branch: '', origin: false, tracked: false })
    return Promise.resolve({ repo: true, ...this.at, origin: this.origin, tracked: this.tracked })
  }

  identity(): Promise<{ name: string; email: string } | undefined> {
    return Promise.resolve(this.own)
  }

  switchTo(branch: string): Promise<BranchSwitch> {
    this.switches.push(branch)
    const result = this.nextSwitch
    if (result.kind !== 'dirty' && result.kind !== 'failed') this.at = { ...this.at, branch }
    return Promise.resolve(result)
  }

  changed(): Promise<string[]> {
    return Promise.resolve([...this.preexisting])
  }

  commit(input: {
    message: string
    author: { name: string; email: string }
    noVerify: boolean
    excludeTop?: string[]
    allowEmpty?: boolean
  }) {
    this.excluded.push(input.excludeTop ?? [])
    if (this.commitError) return Promise.resolve({ error: this.commitError })
    if (!this.finds(input) && !input.allowEmpty) return Promise.resolve(undefined)
    const next = sha(this.commits.length + 1)
    const author = `${input.author.name} <${input.author.email}>`
    this.commits.push({ sha: next, message: input.message, noVerify: input.noVerify, author })
    this.history.add(next)
    this.at = { ...this.at, sha: next }
    return Promise.resolve({ sha: next })
  }

  /**
   * Whether a commit finds changes: `changes` for an iteration's; for the leftovers a resumed run
   * commits, what `changed()` reports beyond the paths left out (a clean stop leaves none).
   */
  private finds(input: { message: string; excludeTop?: string[] }): boolean {
    if (!input.message.endsWith(', recovered)')) return this.changes
    const out = new Set(input.excludeTop ?? [])
    return this.preexisting.some(path => !out.has(path))
  }

  push(branch: string): Promise<{ ok: true } | { ok: false; message: string }> {
    this.pushes.push(branch)
    const failure = this.pushFailures.shift()
    if (failure === undefined) for (const known of this.history) this.onOrigin.add(known)
    return Promise.resolve(failure === undefined ? { ok: true } : { ok: false, message: failure })
  }

  /** What `committedSince` reports: the paths the agent's commits changed, as a test sets them. */
  committedPaths: string[] = []
  /** The shas `resetTo` moved HEAD to, in order. */
  readonly resets: string[] = []

  /** HEAD's sha, as the workspace's tree state reports it ('' outside a repository). */
  get headSha(): string {
    return this.inRepo ? this.at.sha : ''
  }

  /** Moves HEAD as an agent's own commit would. */
  agentCommit(paths: string[]): void {
    const next = sha(1000 + this.resets.length + this.commits.length)
    this.history.add(next)
    this.at = { ...this.at, sha: next }
    this.committedPaths = paths
  }

  committedSince(since: string): Promise<string[]> {
    return Promise.resolve(since === this.at.sha ? [] : [...this.committedPaths])
  }

  /** Subjects of commits made before this run (a previous run's), newest first, as a test sets them. */
  earlier: string[] = []

  subjectsSince(): Promise<string[]> {
    return Promise.resolve([...this.commits.map(c => c.message).reverse(), ...this.earlier])
  }

  resetTo(to: string): Promise<{ ok: true }> {
    this.resets.push(to)
    this.at = { ...this.at, sha: to }
    this.committedPaths = []
    return Promise.resolve({ ok: true })
  }

  contains(commit: string): Promise<boolean> {
    return Promise.resolve(this.history.has(commit))
  }

  /** The diff every review sees (`snapshot` gives a new id each call, `diff` this text). */
  diffText = 'diff --git a/work.txt b/work.txt\n+work\n'
  private snapshots = 0

  snapshot(): Promise<string> {
    this.snapshots += 1
    return Promise.resolve(this.inRepo ? `${this.snapshots}`.padStart(40, 'e') : '')
  }

  /** The diffs asked for, as `from..to`. */
  readonly diffs: string[] = []

  diff(from: string, to: string): Promise<string> {
    this.diffs.push(`${from}..${to}`)
    return Promise.resolve(to ? this.diffText : '')
  }

  /** Objects this clone lost (a new runner, `git gc`): `has` says no for them. */
  readonly lost = new Set<string>()

  has(sha: string): Promise<boolean> {
    return Promise.resolve(this.inRepo && !this.lost.has(sha))
  }

  /** The shas origin holds on the work branch, as far as `lacks` tells; a push adds HEAD's history. */
  readonly onOrigin = new Set<string>()

  lacks(_branch: string, commit: string): Promise<boolean> {
    return Promise.resolve(!this.onOrigin.has(commit))
  }

  /** Commits kept on refs, as `ref sha`. */
  readonly kept: string[] = []

  keep(commit: string, ref: string): Promise<{ ok: true }> {
    this.kept.push(`${ref} ${commit}`)
    return Promise.resolve({ ok: true })
  }
}

/** A made-up full sha, distinct for each n. */
export function sha(n: number): string {
  return n.toString(16).padStart(40, 'a')
}
