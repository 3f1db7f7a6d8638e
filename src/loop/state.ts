import type { ErrorClass, Telemetry } from '../agents/types.js'

/** How an iteration went (SPEC §5 step 4), plus the two kinds that give their attempt back. */
export type IterationOutcome = 'progress' | 'partial' | 'failed' | 'rate_limited' | 'interrupted'

/** One iteration as the report and the checkpoint's history keep it. */
export interface IterationRecord {
  n: number
  task: string
  attempt: number
  outcome: IterationOutcome
  started_at: string
  duration_ms: number
  exit_code: number | null
  error_class: ErrorClass
  error?: string
  tasks_done: string[]
  work_remaining: number
  tree_changed: boolean
  cost_usd?: number
  input_tokens?: number
  output_tokens?: number
  context_fill?: number
  verify?: 'pass' | 'fail'
}

/** Running totals over the loop's lifetime. */
export interface Totals {
  iterations: number
  cost_usd: number
  input_tokens: number
  output_tokens: number
  duration_ms: number
}

/** Everything the loop carries from one iteration to the next, and across runs through the checkpoint. */
export interface LoopState {
  /** The next iteration's number, over the loop's lifetime (starts at 1). */
  iteration: number
  /** Attempts per task id (open tasks only). */
  attempts: Record<string, number>
  /** Consecutive failed iterations on one task. */
  consecutive: { task: string | null; count: number }
  noProgressCount: number
  /** Work remaining after the previous iteration; null before the loop's first iteration. */
  lastWorkRemaining: string[] | null
  /** Summary file of the previous iteration, relative to the workspace. */
  continuationPath: string | null
  /** Parse error or agent error of the previous iteration, for `{{last_error}}`. */
  lastError: string
  /** Tail of the last failing verify run, for `{{verify_output}}`; non-empty while `verify` remains. */
  verifyOutput: string
  /** True while the verify gate fails: `verify` is part of the work remaining. */
  verifyPending: boolean
  totals: Totals
  history: IterationRecord[]
}

/** The state of a loop that has not run yet. */
export function newLoopState(): LoopState {
  return {
    iteration: 1,
    attempts: {},
    consecutive: { task: null, count: 0 },
    noProgressCount: 0,
    lastWorkRemaining: null,
    continuationPath: null,
    lastError: '',
    verifyOutput: '',
    verifyPending: false,
    totals: { iterations: 0, cost_usd: 0, input_tokens: 0, output_tokens: 0, duration_ms: 0 },
    history: []
  }
}

/** The checkpoint keeps the last 100 iterations; the totals keep the rest. */
export const HISTORY_LIMIT = 100

/** A fresh record of an iteration that just ran; the loop fills in its outcome afterwards. */
export function newRecord(input: {
  n: number
  task: string
  attempt: number
  startedAt: number
  durationMs: number
  treeChanged: boolean
  telemetry: Telemetry
  result: { exitCode: number | null }
}): IterationRecord {
  const { telemetry } = input
  return {
    n: input.n,
    task: input.task,
    attempt: input.attempt,
    outcome: 'failed',
    started_at: new Date(input.startedAt).toISOString(),
    duration_ms: input.durationMs,
    exit_code: input.result.exitCode,
    error_class: telemetry.errorClass,
    tasks_done: [],
    work_remaining: 0,
    tree_changed: input.treeChanged,
    ...(telemetry.errorMessage ? { error: telemetry.errorMessage } : {}),
    ...(telemetry.costUsd !== undefined ? { cost_usd: telemetry.costUsd } : {}),
    ...(telemetry.inputTokens !== undefined ? { input_tokens: telemetry.inputTokens } : {}),
    ...(telemetry.outputTokens !== undefined ? { output_tokens: telemetry.outputTokens } : {}),
    ...(telemetry.contextFill !== undefined ? { context_fill: telemetry.contextFill } : {})
  }
}
