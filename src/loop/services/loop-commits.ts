import { rescueRef } from '../../domain/keys.js'
import type { LoopDeps } from '../loop-deps.js'

/**
 * The commits the loop made in this run (SPEC §10): those on origin, and those not pushed yet, which
 * the agent could take out of the branch's history (`reset --hard`, a rebase). Such a commit is
 * kept on a rescue ref and no longer counted: `commits` counts what the work branch holds.
 */
export class LoopCommits {
  private onOrigin = 0
  private pending: string[] = []

  constructor(private readonly deps: Pick<LoopDeps, 'git' | 'log' | 'config'>) {}

  /** The loop's commits that the work branch holds (here or, once pushed, on origin). */
  get count(): number {
    return this.onOrigin + this.pending.length
  }

  /** Commits not pushed yet. */
  get unpushed(): number {
    return this.pending.length
  }

  made(sha: string): void {
    this.pending.push(sha)
  }

  /** A push took them to origin: an agent's reset here no longer loses them. */
  pushed(): void {
    this.onOrigin += this.pending.length
    this.pending = []
  }

  /**
   * After an agent run (iteration `n`): the loop's commits no longer in HEAD's history are pushed to
   * `refs/ralph/rescue/{key}/{n}` (with `origin`), with a warning naming it; true when any were lost.
   */
  async rescue(n: number, origin: boolean): Promise<boolean> {
    const { git, log, config } = this.deps
    const lost: string[] = []
    for (const sha of this.pending) if (!(await git.contains(sha))) lost.push(sha)
    const tip = lost.at(-1)
    if (tip === undefined) return false
    this.pending = this.pending.filter(sha => !lost.includes(sha))
    const ref = rescueRef(config.checkpointKey, n)
    const shas = lost.map(sha => sha.slice(0, 12)).join(', ')
    // The newest lost commit: the loop's earlier lost ones are its ancestors.
    const kept = origin
      ? await git.keep(tip, ref)
      : { ok: false, message: 'the checkout has no origin remote' }
    log.warning(
      `The agent took the loop's commit ${shas} out of the branch's history (a reset or a rebase) in iteration ${n}. ` +
        (kept.ok
          ? `It is kept on ${ref} on origin (git fetch origin ${ref}); `
          : `It could not be kept on ${ref} (${kept.message}): git reflog still has ${tip}; `) +
        "'commits' counts only what the work branch holds.",
      'Commits rescued'
    )
    return true
  }
}
