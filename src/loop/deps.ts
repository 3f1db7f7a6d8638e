import type { CheckpointStore } from '../checkpoint/store.js'
import type { GitPort } from './git-port.js'
import type { Config } from '../config/config.js'
import type { ProcessRunner } from '../process/types.js'
import type { Clock, Logger, Workspace } from '../system/ports.js'
import type { HaltReason, Status } from './outcome.js'

/** The side effects the loop uses, passed in (STYLE.md 4). */
export interface LoopDeps {
  config: Config
  clock: Clock
  logger: Logger
  runner: ProcessRunner
  workspace: Workspace
  /** Where the state dir outlives the runner. */
  store: CheckpointStore
  /** Where the agent's work is kept. */
  git: GitPort
  /** Aborted at the first SIGINT/SIGTERM. */
  signal: AbortSignal
  /** Aborted at the second signal: skip every wait. */
  hardSignal: AbortSignal
  /** When the main step started (epoch ms), for the time budget. */
  startedAt: number
}

/** Everything a run reports (SPEC §2 outputs). */
export interface LoopResult {
  status: Status
  haltReason: HaltReason
  exitCode: number
  /** One line for people: why the loop stopped. */
  message: string
  iterations: number
  totalIterations: number
  tasksTotal: number
  tasksDone: number
  tasksRemaining: number
  workRemaining: string[]
  stuckTask: string
  resumed: boolean
  checkpointKey: string
  costUsd: number | undefined
  inputTokens: number | undefined
  outputTokens: number | undefined
  sessionId: string
  branch: string
  headSha: string
  commits: number
  pushed: boolean
  /** Path of report.json, relative to the workspace ('' when it could not be written). */
  report: string
  /** The job summary in markdown. */
  summary: string
  /** The main step was stopped by a signal: the post step must save the state dir to the cache. */
  handOff: boolean
}
