/** Where the checkout stands. */
export interface Checkout {
  /** Whether the workspace is a git work tree at all. */
  repo: boolean
  /** HEAD's sha ('' when unborn). */
  sha: string
  /** The current branch ('' when detached). */
  branch: string
  /** Whether the repository has an `origin` remote to fetch from and push to. */
  origin: boolean
  /**
   * Whether origin has the current branch, as far as this clone knows: `refs/remotes/origin/{branch}`
   * exists (a clone, and actions/checkout with `ref:`, make it).
   */
  tracked: boolean
}

/** What the switch to the work branch found and did (SPEC §10), or why it could not. */
export type BranchSwitch =
  /** The branch did not exist (on origin, or locally without one): created at HEAD. */
  | { kind: 'created' }
  /** The branch is an ancestor of HEAD (its pull request was merged): moved to HEAD. */
  | { kind: 'moved' }
  /** HEAD is an ancestor of the branch: checked out, the previous runs' work. */
  | { kind: 'resumed' }
  /** They diverged: checked out, and HEAD merged into it; `resolved`: the task file's conflict, resolved by id. */
  | { kind: 'merged'; resolved?: string }
  /** They diverged and merging HEAD conflicts: checked out, the merge aborted. */
  | { kind: 'conflict'; files: string[] }
  /** Refused: switching would overwrite these uncommitted files. Nothing changed. */
  | { kind: 'dirty'; files: string[] }
  | { kind: 'failed'; message: string }

/**
 * Resolves a merge whose only conflict is the task file at `path` (relative to the workspace):
 * given the ancestor's, the work branch's and the base's texts, the merged text and a line for the
 * log, or a reason to leave the conflict to a person.
 */
export interface PlanResolver {
  path: string
  resolve(texts: {
    ancestor: string
    work: string
    base: string
  }): { text: string; note: string } | { reason: string }
}

/** Where the agent's work is kept (SPEC §10): git, behind the few verbs the loop needs. */
export interface GitPort {
  /** The checkout: a repository or not, HEAD, the branch, an origin remote and its copy of the branch. */
  inspect(): Promise<Checkout>
  /**
   * The repository's own git identity, `user.name` and `user.email` as git resolves them (the
   * repository's config, the user's, the system's), or undefined when either is unset (SPEC §10).
   */
  identity(): Promise<{ name: string; email: string } | undefined>
  /**
   * Checks out `branch`, comparing it first with its copy on origin (`fetch`), or with the local
   * branch of that name when there is no origin. Merges use `author`.
   */
  switchTo(
    branch: string,
    options: { fetch: boolean; author: { name: string; email: string }; plan?: PlanResolver }
  ): Promise<BranchSwitch>
  /**
   * Paths (relative to the repository's top) modified, staged, untracked or deleted right now, as UTF-8
   * text, or quoted as git quotes a name that is not UTF-8 (`"\377.txt"`); `commit` takes them back as
   * `excludeTop`.
   */
  changed(): Promise<string[]>
  /**
   * Commits every change except the excluded paths (`exclude`: relative to the workspace, `excludeTop`:
   * to the repository's top) and whatever `excludeGlobs` match (the globs of path-glob.ts, relative to
   * the workspace, matched by its matcher on the changed names), leaving their staged content staged; undefined
   * when nothing changed. Never amends. `allowEmpty`: with nothing to commit, an empty commit (a
   * question's WIP, SPEC §7).
   */
  commit(input: {
    message: string
    author: { name: string; email: string }
    noVerify: boolean
    exclude: string[]
    excludeTop?: string[]
    excludeGlobs?: readonly string[]
    allowEmpty?: boolean
  }): Promise<{ sha: string } | { error: string } | undefined>
  /**
   * Pushes HEAD to `branch` on origin; a rejected push fetches, rebases the local commits onto the
   * remote branch when that applies cleanly, and pushes again.
   */
  push(branch: string): Promise<{ ok: true } | { ok: false; message: string }>
  /**
   * Paths (relative to the workspace; outside it left out) that the commits reachable from HEAD and
   * not from `sha` change, each commit on its own (a change undone by a later commit is listed too).
   */
  committedSince(sha: string): Promise<string[]>
  /**
   * The subjects of the commits HEAD has and `sha` has not (all of HEAD's when null), newest first; []
   * when git cannot tell. The loop reads its iteration numbers from its own (SPEC §8).
   */
  subjectsSince(sha: string | null): Promise<string[]>
  /** Moves HEAD and the index to `sha`, the working tree left as it is (`git reset --mixed`). */
  resetTo(sha: string): Promise<{ ok: true } | { ok: false; message: string }>
  /** Whether `sha` is HEAD or an ancestor of it (fetching more history first in a shallow clone). */
  contains(sha: string): Promise<boolean>
  /**
   * The working tree now (tracked and untracked files, ignored ones and `exclude` left out) as a tree
   * id, without touching the index, HEAD or the files; '' outside git. For the review's diff (SPEC §7).
   */
  snapshot(exclude: string[]): Promise<string>
  /**
   * The patch from `from` (a `snapshot` or a commit; '' for the empty tree) to the snapshot `to`; ''
   * when there is none to give.
   */
  diff(from: string, to: string): Promise<string>
  /** Whether this clone has the object `sha` (a tree or a commit): one a new runner or `git gc` lost is not. */
  has(sha: string): Promise<boolean>
  /**
   * Whether `branch` on origin lacks the commit `sha`: missing there, or neither it nor a descendant of
   * it; true when origin cannot be asked (the push that follows says why).
   */
  lacks(branch: string, sha: string): Promise<boolean>
  /** Pushes the commit `sha` to `ref` on origin, without hooks and never forcing (a rescue ref, SPEC §10). */
  keep(sha: string, ref: string): Promise<{ ok: true } | { ok: false; message: string }>
}
