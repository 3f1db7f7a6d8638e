/** Where the agent's work is kept (SPEC §10): git, behind the few verbs the loop needs. */
export interface GitPort {
  /** Whether the workspace is a git work tree at all. */
  available(): Promise<boolean>
  /** HEAD's sha ('' when unborn) and the current branch ('' when detached). */
  head(): Promise<{ sha: string; branch: string }>
  /**
   * Stages every change except the excluded paths and commits it; undefined when nothing changed.
   * Never amends.
   */
  commit(input: {
    message: string
    author: { name: string; email: string }
    noVerify: boolean
    exclude: string[]
  }): Promise<{ sha: string } | { error: string } | undefined>
  /**
   * Pushes HEAD to `branch` on origin; a rejected push fetches, rebases the local commits onto the
   * remote branch when that applies cleanly, and pushes again.
   */
  push(branch: string): Promise<{ ok: true } | { ok: false; message: string }>
  /** Whether `sha` is HEAD or an ancestor of it (fetching more history first in a shallow clone). */
  contains(sha: string): Promise<boolean>
}
