import type { Config } from '../config/config.js'
import type { CheckpointStore } from '../ports/checkpoint-store.js'
import type { Clock } from '../ports/clock.js'
import type { IssueComments } from '../ports/comments.js'
import type { IssueBoard } from '../ports/issues.js'
import type { GitPort } from '../ports/git.js'
import type { StateLock } from '../ports/lock.js'
import type { Log, Transcript } from '../ports/log.js'
import type { ProcessRunner } from '../ports/process.js'
import type { Progress } from '../ports/progress.js'
import type { PullRequests } from '../ports/pull-requests.js'
import type { Sandbox } from '../ports/sandbox.js'
import type { StateMirror } from '../ports/state-mirror.js'
import type { TaskSource } from '../ports/task-source.js'
import type { Workspace } from '../ports/workspace.js'

/** The side effects the loop uses, passed in (STYLE.md 4): the loop itself touches nothing else. */
export interface LoopDeps {
  config: Config
  clock: Clock
  /** The loop's own lines. */
  log: Log
  /** The output of the agent and the verify command, folded per iteration. */
  transcript: Transcript
  runner: ProcessRunner
  workspace: Workspace
  /** Where the tasks are (SPEC §3). */
  tasks: TaskSource
  /** Where the state dir outlives the runner. */
  store: CheckpointStore
  /** One loop per state dir. */
  lock: StateLock
  /** Where the agent's work is kept. */
  git: GitPort
  /** The state mirrored in git, for a loop whose cache entry is gone. */
  mirror: StateMirror
  /** The work branch's pull request. */
  pullRequests: PullRequests
  /** Comments on the pull request: the agent's question, a person's answer (SPEC §7). */
  comments: IssueComments
  /** The issues of `task-source: github-issues`, which only the loop writes to; else undefined. */
  issues?: IssueBoard
  /** Aborted at the first SIGINT/SIGTERM. */
  signal: AbortSignal
  /** Aborted at the second signal: skip every wait. */
  hardSignal: AbortSignal
  /** The sandbox of the agent, the reviewer and the verify command (SPEC §4a). */
  sandbox: Sandbox
  /** Where the run records what it committed and checkpointed, for the post step (SPEC §10). */
  progress: Progress
  /** When the main step started (epoch ms), for the time budget. */
  startedAt: number
}
