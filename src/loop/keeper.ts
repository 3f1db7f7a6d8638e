import type { LoopDeps } from './deps.js'
import type { Stop } from '../domain/outcomes.js'
import type { GitPort } from '../ports/git.js'

/** What an iteration did, for the commit decision. */
export interface IterationWork {
  n: number
  taskId: string
  outcome: string
  /** Tasks the iteration completed (a passing verify gate completes `verify`). */
  completed: number
  treeChanged: boolean
}

/** Fills a commit message template: `{task_id}`, `{outcome}`, `{n}` / `{iteration}`. */
export function commitMessage(
  template: string,
  work: Pick<IterationWork, 'n' | 'taskId' | 'outcome'>
): string {
  return template
    .replace(/\{\{?\s*task_id\s*\}?\}/g, work.taskId)
    .replace(/\{\{?\s*outcome\s*\}?\}/g, work.outcome)
    .replace(/\{\{?\s*(n|iteration)\s*\}?\}/g, String(work.n))
}

/** Keeps the agent's work in git (SPEC §10): commits per task or iteration, pushes, and guards resumes. */
export class Keeper {
  commits = 0
  pushed = false
  sha = ''
  branch = ''
  private enabled = false

  constructor(private readonly deps: LoopDeps) {}

  private get git(): GitPort {
    return this.deps.git
  }

  private get config() {
    return this.deps.config
  }

  /** Reads HEAD; a Stop when `push` has no branch to push to. */
  async start(): Promise<Stop | undefined> {
    this.enabled = await this.git.available()
    if (!this.enabled) {
      if (this.config.commit !== 'none' || this.config.push) {
        this.deps.log.warning(
          'The workspace is not a git repository: the work will not be committed or pushed.'
        )
      }
      return undefined
    }
    const head = await this.git.head()
    this.sha = head.sha
    this.branch = this.config.branch ?? head.branch
    if (this.config.push && !this.branch) {
      return {
        reason: 'error',
        message:
          "Inputs 'push: true' and no 'branch' on a detached HEAD: there is no branch to push to. Set 'branch' (e.g. ralph/nightly) or check out a branch."
      }
    }
    return undefined
  }

  /** The resume guard: the previous run's last commit must be in this checkout. */
  async guard(previous: { sha: string | null; branch: string | null }): Promise<Stop | undefined> {
    if (!this.enabled || !previous.sha || (await this.git.contains(previous.sha))) return undefined
    const branch = previous.branch ?? 'the branch the loop pushed to'
    return {
      reason: 'error',
      message:
        `The previous run's work (commit ${previous.sha.slice(0, 12)} on ${branch}) is not in this checkout. ` +
        `Check out ${branch} (e.g. 'ref: ${branch}' in actions/checkout), or set force-restart: true to start a new loop.`
    }
  }

  /** Commits after an iteration as `commit` says; a Stop when pushing after the commit fails. */
  async afterIteration(work: IterationWork): Promise<Stop | undefined> {
    const { commit } = this.config
    const wanted = commit === 'task' ? work.completed > 0 : commit === 'iteration' ? work.treeChanged : false
    if (!this.enabled || !wanted) return undefined
    const committed = await this.commit(
      commitMessage(this.config.commitMessage, work),
      this.config.commitNoVerify
    )
    if (committed && this.config.push && this.config.pushEvery === 'commit') return this.push()
    return undefined
  }

  /** Commits the work in flight of an interrupted iteration (pushed by the post step). */
  async interrupted(taskId: string): Promise<void> {
    if (!this.enabled || this.config.commit === 'none') return
    await this.commit(`ralph: WIP ${taskId} (interrupted)`, true)
  }

  /** At the stop: push once when `push-every: end`; a failed push makes the run `aborted`. */
  async finish(stop: Stop): Promise<Stop> {
    if (!this.enabled || !this.config.push || stop.reason === 'interrupted' || this.commits === 0) return stop
    if (this.config.pushEvery === 'commit' && this.pushed) return stop
    return (await this.push()) ?? stop
  }

  private async commit(message: string, noVerify: boolean): Promise<boolean> {
    const result = await this.git.commit({
      message,
      author: this.config.commitAuthor,
      noVerify,
      exclude: [this.config.stateDir]
    })
    if (!result) return false
    if ('error' in result) {
      this.deps.log.warning(result.error, 'Commit failed')
      return false
    }
    this.commits += 1
    this.sha = result.sha
    this.deps.log.info(`Committed ${result.sha.slice(0, 12)}: ${message}`)
    return true
  }

  private async push(): Promise<Stop | undefined> {
    const result = await this.git.push(this.branch)
    if (result.ok) {
      this.pushed = true
      this.sha = (await this.git.head()).sha
      this.deps.log.info(`Pushed to ${this.branch}.`)
      return undefined
    }
    return { reason: 'error', message: result.message }
  }
}
