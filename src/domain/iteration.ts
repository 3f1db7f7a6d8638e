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

/** How an iteration went (SPEC §5 step 4), plus the kinds that give their attempt back. */
export const OUTCOMES = [
  'progress',
  'partial',
  'failed',
  'rate_limited',
  'interrupted',
  'needs_input'
] as const
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
  /** The preset (or `command`) that ran: `fallback-agent` after a usage limit (SPEC §4); absent in old checkpoints. */
  agent?: string
  error?: string
  tasks_done: string[]
  work_remaining: number
  tree_changed: boolean
  cost_usd?: number
  input_tokens?: number
  output_tokens?: number
  context_fill?: number
  verify?: 'pass' | 'fail'
  /** The review gate's verdicts and what the reviewer cost, apart from the agent's (SPEC §7). */
  review?: ReviewRecord
  /** Hosts the sandbox refused during the iteration (SPEC §4a). */
  blocked_hosts?: string[]
}

/**
 * The start of the whole work behind a task's mark (SPEC §7): the working tree before the first
 * iteration on it since its last approval (`GitPort.snapshot`), and HEAD's commit then, which a
 * clone that lost the tree (a new runner, an agent's `git gc`) still has.
 */
export interface ReviewBase {
  tree: string
  head: string
}

/** What the review gate did in one iteration, as the report and the checkpoint keep it (SPEC §7). */
export interface ReviewRecord {
  approved: string[]
  /** Rejected, no verdict, or the reviewer failed: the mark is held until a review approves it. */
  rejected: string[]
  duration_ms: number
  cost_usd?: number
  input_tokens?: number
  output_tokens?: number
}

/** Why an iteration ended before its task was judged; none of these is the task's fault (SPEC §5 step 5). */
export type EarlyExit = 'interrupted' | 'no_agent' | 'auth' | 'rate_limited' | 'needs_input'

/**
 * Everything known about one iteration once it is over: what ran, what the agent reported, and what
 * the loop saw after it (SPEC §5 steps 2–5). Built once, by `invoke` and `observe`; `advance` turns it
 * into the iteration's record and the next state, and nothing edits it afterwards.
 */
export interface IterationFacts {
  /** The iteration's number. */
  n: number
  task: string
  /** This attempt's number on `task` (counted when the iteration is judged, given back otherwise). */
  attempt: number
  /** Whether attempts and `stuck_consecutive` apply (not for a task CLI: SPEC §3). */
  tracksTasks: boolean
  /** The agent that ran. */
  agent?: string
  startedAt: number
  durationMs: number
  exitCode: number | null
  errorClass: ErrorClass
  /** The agent's error, for `{{last_error}}`; '' when none. */
  errorMessage: string
  costUsd?: number
  inputTokens?: number
  outputTokens?: number
  contextFill?: number
  treeChanged: boolean
  /** Set when the iteration ended early: it is recorded, but not judged and not counted against the task. */
  early?: Exclude<EarlyExit, 'no_agent'>
  /** Why the task source could not be read after the iteration; '' when it could. */
  sourceError: string
  /** Tasks the iteration completed: their ids (a task CLI may report only a count). */
  tasksDone: readonly string[]
  doneCount: number
  /** How much work remained before and after (`verify` included). */
  sizeBefore: number
  sizeAfter: number
  /** Plan mode: the agent said the promise. */
  promised: boolean
  /** The work remaining after the iteration, in order (`verify` included). */
  workAfter: readonly string[]
  /** The verify gate's verdict when it ran in this iteration. */
  verify?: { pass: boolean; tail: string }
  /** Whether `verify` is work remaining after the iteration (SPEC §7). */
  verifyPending: boolean
  /** Protected paths (SPEC §7) the iteration changed, restored since; empty when it changed none. */
  protectedChanged: readonly string[]
  /** Tasks whose done mark is held after the iteration (SPEC §7: `LoopState.heldMarks`). */
  heldMarks: readonly string[]
  /** The review gate, when it ran: its record, and its findings on what it did not approve (`{{review}}`). */
  review?: { record: ReviewRecord; findings: string }
  /** Hosts the sandbox refused during the iteration (SPEC §4a), `host:port`. */
  blockedHosts?: readonly string[]
  /** Where each task's review diff starts after the iteration (`LoopState.reviewBases`); kept as it was when absent. */
  reviewBases?: Readonly<Record<string, ReviewBase>>
}

/** Running totals over the loop's lifetime. */
export interface Totals {
  iterations: number
  cost_usd: number
  input_tokens: number
  output_tokens: number
  duration_ms: number
}
