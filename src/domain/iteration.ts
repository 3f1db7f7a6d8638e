/** How an agent invocation failed, if it did (SPEC §4). */
export const ERROR_CLASSES = [
  'none',
  'rate_limited',
  'auth',
  'max_turns',
  'api_error',
  'crashed',
  'timeout',
  'no_result'
] as const
export type ErrorClass = (typeof ERROR_CLASSES)[number]

/** How an iteration went (SPEC §5 step 4), plus the two kinds that give their attempt back. */
export const OUTCOMES = ['progress', 'partial', 'failed', 'rate_limited', 'interrupted'] as const
export type IterationOutcome = (typeof OUTCOMES)[number]

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
