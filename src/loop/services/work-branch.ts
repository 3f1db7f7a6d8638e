import { guardedGlobs } from '../../config/judge-paths.js'
import type { Stop } from '../../domain/outcomes.js'
import type { Checkout } from '../../ports/git.js'
import type { LoopDeps } from '../loop-deps.js'
import { commitMessage, detachedLine, type IterationWork } from '../rules/branch-lines.js'
import { switchBranch } from './branch-switch.js'
import { LoopCommits } from './loop-commits.js'

/**
 * Keeps the agent's work in git (SPEC §10): the work branch at the start, commits per task or
 * iteration, pushes, and the resume guard.
 */
export class WorkBranch {
  pushed = false
  sha = ''
  branch = ''
  /** The branch checked out before the switch: the pull request's default base. */
  base = ''
  /** The work branch is on origin: it was there at the start, or this run pushed it. */
  onOrigin = false
  /** Commits (the loop's, or a merge at the start) that are not on origin yet. */
  unpushed = false
  /** Whether this run pushes: `push` is on and the checkout has an origin remote. */
  pushing = false
  /** A push not mirrored yet: the mirror follows once the checkpoint is written (SPEC §8). */
  unmirrored = false
  /** The checkout has an origin remote (the state mirror can be read from it). */
  origin = false
  /** Who the loop's commits are by: `commit-author`, or outside Actions the repository's own identity. */
  private author: { name: string; email: string }
  /** Paths changed before the loop started: never part of its commits (SPEC §10). */
  private before: string[] = []
  private enabled = false
  /** The start merged the base into the work branch: a commit to push that is not the loop's. */
  private merged = false
  private readonly made: LoopCommits

  constructor(
    private readonly deps: LoopDeps,
    /** Commit messages carry task ids; a secret in one becomes `***` (SPEC §4). */
    private readonly redact: (text: string) => string = text => text,
    /** After the start and every commit, push or rescue: the progress the post step keeps (SPEC §10). */
    private readonly onMoved: () => Promise<void> = () => Promise.resolve()
  ) {
    this.made = new LoopCommits(deps)
    this.author = deps.config.commitAuthor
  }

  /** The loop's commits of this run that the work branch holds (SPEC §10). */
  get commits(): number {
    return this.made.count
  }

  /**
   * After an agent run: keeps the loop's commits the agent took out of HEAD's history on a rescue
   * ref, and stops counting them (SPEC §10).
   */
  private async rescue(n: number): Promise<void> {
    if (!this.enabled || !(await this.made.rescue(n, this.origin))) return
    this.sha = (await this.deps.git.inspect()).sha
    this.unpushed = this.merged || this.made.unpushed > 0
    await this.onMoved()
  }

  /** Reads the checkout and switches to the work branch; a Stop when the run cannot keep its work. */
  async start(): Promise<Stop | undefined> {
    const { config, log, git } = this.deps
    const checkout = await git.inspect()
    this.enabled = checkout.repo
    if (!checkout.repo) {
      if (config.commit !== 'none' || config.push) {
        log.warning('The workspace is not a git repository: the work will not be committed or pushed.')
      }
      return undefined
    }
    this.sha = checkout.sha
    this.base = checkout.branch
    this.origin = checkout.origin
    // Read once, before any agent runs: an identity the agent writes into the config is not taken up.
    if (!config.inActions && config.commitAuthorIsDefault) this.author = (await git.identity()) ?? this.author
    // The Actions defaults (push, ralph/{workflow}) need somewhere to push to.
    const wanted = checkout.origin || !config.branchIsDefault ? config.branch : undefined
    if (!checkout.origin && config.push) {
      if (!config.pushIsDefault) {
        return {
          reason: 'error',
          message:
            "Input 'push' is true, but the repository has no origin remote to push to. Add the remote (actions/checkout does), or set 'push: false'."
        }
      }
      log.info(
        `The checkout has no origin remote: the work stays on ${checkout.branch || 'HEAD'} and is not pushed.`
      )
    }
    this.pushing = config.push && checkout.origin
    this.branch = wanted ?? checkout.branch
    // Already on the work branch (actions/checkout's `ref:`): the clone tells whether origin has it.
    this.onOrigin = checkout.origin && checkout.tracked && this.branch === checkout.branch
    if (this.pushing && !this.branch) {
      return {
        reason: 'error',
        message:
          "Inputs 'push: true' and no 'branch' on a detached HEAD: there is no branch to push to. Set 'branch' (e.g. ralph/nightly) or check out a branch."
      }
    }
    const switched = wanted && wanted !== checkout.branch ? await this.switchTo(wanted, checkout) : undefined
    if (switched) return switched
    if (config.commit !== 'none' && !this.branch && checkout.sha)
      this.deps.log.warning(detachedLine(checkout.sha), 'Detached HEAD')
    await this.onMoved()
    return undefined
  }

  /** Whether the workspace is a git work tree (known once `start` ran). */
  get inRepo(): boolean {
    return this.enabled
  }

  /** Leaves these paths (from the repository's top) out of every commit of this run (SPEC §10). */
  leaveOut(paths: readonly string[]): void {
    this.before = [...paths]
  }

  /**
   * Commits the loop's leftovers found at a resume (SPEC §10), unless `commit` is `none`: true when
   * committed, false when there was nothing to commit, a Stop when git refused.
   */
  async recover(message: string): Promise<boolean | Stop> {
    if (!this.enabled || this.deps.config.commit === 'none') return false
    return this.commit(message, this.deps.config.commitNoVerify)
  }

  /**
   * Pushes the previous run's commits that origin lacks (its push failed, or it was killed) before
   * anything else runs (SPEC §10); a Stop when that push fails too.
   */
  async catchUp(previous: { sha: string | null; branch: string | null }): Promise<Stop | undefined> {
    const { git, log } = this.deps
    const { sha } = previous
    if (!this.enabled || !this.pushing || !sha || (previous.branch ?? this.branch) !== this.branch)
      return undefined
    // Not in this checkout: the resume guard says why; on origin already: nothing to do.
    if (!(await git.contains(sha)) || !(await git.lacks(this.branch, sha))) return undefined
    log.info(
      `The previous run's commits (up to ${sha.slice(0, 12)}) are not on origin: pushing them to ${this.branch} first.`
    )
    const failed = await this.push()
    if (failed?.reason !== 'error') return failed
    return { ...failed, message: `Could not push the previous run's commits: ${failed.message}` }
  }

  /** Commits after an iteration as `commit` says; a Stop when the commit or the push after it fails. */
  async afterIteration(work: IterationWork): Promise<Stop | undefined> {
    const { config } = this.deps
    const wanted =
      config.commit === 'task' ? work.completed > 0 : config.commit === 'iteration' ? work.treeChanged : false
    if (!this.enabled) return undefined
    await this.rescue(work.n)
    if (!wanted) return undefined
    const committed = await this.commit(commitMessage(config.commitMessage, work), config.commitNoVerify)
    if (typeof committed === 'object') return committed
    if (committed && this.pushing && config.pushEvery === 'commit') return this.push()
    return undefined
  }

  /**
   * At the stop. An interrupted run commits the work in flight as WIP, without hooks (the post step
   * pushes it); any other run pushes what is not on origin yet, and a failed push makes it `aborted`.
   */
  async finish(stop: Stop, taskId: string, n: number): Promise<Stop> {
    if (!this.enabled) return stop
    await this.rescue(n)
    if (stop.reason === 'interrupted') {
      if (this.deps.config.commit !== 'none') await this.commit(`ralph: WIP ${taskId} (interrupted)`, true)
      return stop
    }
    // The work done before a question waits for the answer on origin, and the commit (empty when the agent
    // changed nothing) gives the work branch something a pull request can show the question on (SPEC §7).
    if (stop.reason === 'needs_input' && this.deps.config.commit !== 'none') {
      const message = `ralph: WIP ${taskId} (needs input)`
      const committed = await this.commit(message, this.deps.config.commitNoVerify, true)
      if (typeof committed === 'object') return committed
    }
    if (!this.pushing || !this.unpushed) return stop
    return (await this.push()) ?? stop
  }

  private async switchTo(branch: string, checkout: Checkout): Promise<Stop | undefined> {
    const switched = await switchBranch(this.deps, branch, checkout, this.author)
    if ('stop' in switched) return switched.stop
    this.sha = switched.sha
    this.onOrigin = checkout.origin && !switched.created
    this.unpushed = this.merged = switched.merged
    return undefined
  }

  /** True when committed, false when there was nothing to commit, a Stop when git refused (SPEC §10). */
  private async commit(message: string, noVerify: boolean, allowEmpty = false): Promise<boolean | Stop> {
    const { config, git, log, signal } = this.deps
    const result = await git.commit({
      message: this.redact(message),
      author: this.author,
      noVerify,
      exclude: [config.stateDir],
      excludeTop: this.before,
      // What restore() puts back is never committed either, even a name it cannot read (SPEC §7).
      excludeGlobs: guardedGlobs(config),
      allowEmpty
    })
    if (!result) return false
    if ('error' in result) {
      // Our own signal stopped git: the stop is the interruption, and the WIP commit comes next.
      if (signal.aborted) {
        log.warning(result.error, 'Commit failed')
        return false
      }
      return { reason: 'error', message: `${result.error}. The changes are still in the working tree.` }
    }
    this.made.made(result.sha)
    this.sha = result.sha
    this.unpushed = true
    // Recorded before the line that says so: a run killed after it has its commit pushed by the post step.
    await this.onMoved()
    log.info(`Committed ${result.sha.slice(0, 12)}: ${message}`)
    return true
  }

  private async push(): Promise<Stop | undefined> {
    const { git, log } = this.deps
    const result = await git.push(this.branch)
    // A push our own signal stopped is the interruption, not a failure to keep the work.
    if (!result.ok && this.deps.signal.aborted) return { reason: 'interrupted', message: result.message }
    if (!result.ok) return { reason: 'error', message: result.message }
    this.pushed = true
    this.made.pushed()
    this.merged = false
    this.unmirrored = true
    this.onOrigin = true
    this.unpushed = false
    this.sha = (await git.inspect()).sha
    await this.onMoved()
    log.info(`Pushed to ${this.branch}.`)
    return undefined
  }
}
