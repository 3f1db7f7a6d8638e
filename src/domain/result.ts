import type { HaltReason, Status } from './outcomes.js'

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
  /** The loop's cost across resumed runs; undefined when the agent never reported one. */
  totalCostUsd: number | undefined
  inputTokens: number | undefined
  outputTokens: number | undefined
  sessionId: string
  branch: string
  headSha: string
  commits: number
  pushed: boolean
  /** The work branch's pull request ('' and undefined when none). */
  pullRequestUrl: string
  pullRequestNumber: number | undefined
  /** The agent's open question while the loop halts `needs_input` (SPEC §7), else ''. */
  question: string
  /** Path of report.json, relative to the workspace ('' when it could not be written). */
  report: string
  /** The job summary in markdown. */
  summary: string
  /** Every agent run of this run was inside the sandbox (SPEC §4a). */
  sandboxed: boolean
  /** The hosts the sandbox refused in this run, `host:port` (SPEC §4a). */
  blockedHosts: string[]
  /** The main step was stopped by a signal: the post step must save the state dir to the cache. */
  handOff: boolean
}
