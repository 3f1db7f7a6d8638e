import type { LoopResult } from '../domain/result.js'
import type { IterationRecord, Totals } from '../domain/iteration.js'
import { roundUsd } from '../domain/money.js'

/** The report's format version. */
export const REPORT_VERSION = 1

/** `state-dir/report.json`: every figure of this run, per iteration (SPEC §9). */
export interface Report {
  version: number
  status: LoopResult['status']
  halt_reason: LoopResult['haltReason']
  exit_code: number
  message: string
  started_at: string
  finished_at: string
  duration_ms: number
  shard: string | null
  iterations: number
  total_iterations: number
  tasks_total: number
  tasks_done: number
  tasks_remaining: number
  work_remaining: string[]
  stuck_task: string
  resumed: boolean
  cost_usd: number | null
  input_tokens: number | null
  output_tokens: number | null
  loop_totals: Totals
  /**
   * The review gate's part of this run's figures (SPEC §7), with `review` on: reviews run, how many did
   * not approve, and the reviewer's cost and tokens (included in `cost_usd` and the tokens above).
   */
  review?: ReviewFigures
  /** The hosts the sandbox refused in this run (SPEC §4a), `host:port`; absent when none. */
  blocked_hosts?: string[]
  records: IterationRecord[]
}

/** The reviewer's figures over a run. */
export interface ReviewFigures {
  runs: number
  rejected: number
  cost_usd: number
  input_tokens: number
  output_tokens: number
}

/** Builds the report of a run from its result and the iterations it ran. */
export function buildReport(input: {
  result: Omit<LoopResult, 'report' | 'summary' | 'handOff'>
  records: readonly IterationRecord[]
  totals: Totals
  review?: { runs: number; rejected: number; costUsd: number; inputTokens: number; outputTokens: number }
  startedAt: number
  finishedAt: number
  shard: string | null
}): Report {
  const { result } = input
  return {
    version: REPORT_VERSION,
    status: result.status,
    halt_reason: result.haltReason,
    exit_code: result.exitCode,
    message: result.message,
    started_at: new Date(input.startedAt).toISOString(),
    finished_at: new Date(input.finishedAt).toISOString(),
    duration_ms: input.finishedAt - input.startedAt,
    shard: input.shard,
    iterations: result.iterations,
    total_iterations: result.totalIterations,
    tasks_total: result.tasksTotal,
    tasks_done: result.tasksDone,
    tasks_remaining: result.tasksRemaining,
    work_remaining: result.workRemaining,
    stuck_task: result.stuckTask,
    resumed: result.resumed,
    cost_usd: result.costUsd === undefined ? null : roundUsd(result.costUsd),
    input_tokens: result.inputTokens ?? null,
    output_tokens: result.outputTokens ?? null,
    loop_totals: { ...input.totals, cost_usd: roundUsd(input.totals.cost_usd) },
    ...(input.review && {
      review: {
        runs: input.review.runs,
        rejected: input.review.rejected,
        cost_usd: roundUsd(input.review.costUsd),
        input_tokens: input.review.inputTokens,
        output_tokens: input.review.outputTokens
      }
    }),
    ...(result.blockedHosts.length > 0 && { blocked_hosts: [...result.blockedHosts] }),
    records: input.records.map(roundedCosts)
  }
}

/** An iteration's record with its costs rounded as shown (the checkpoint keeps them whole). */
function roundedCosts(record: IterationRecord): IterationRecord {
  const review = record.review
  return {
    ...record,
    ...(record.cost_usd !== undefined && { cost_usd: roundUsd(record.cost_usd) }),
    ...(review?.cost_usd !== undefined && { review: { ...review, cost_usd: roundUsd(review.cost_usd) } })
  }
}
