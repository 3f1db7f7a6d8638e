/** The five outcomes of a loop (SPEC §2). */
export const STATUSES = ['completed', 'stuck', 'aborted', 'interrupted', 'halted'] as const
export type Status = (typeof STATUSES)[number]

/** Every reason a loop stops, in SPEC §2's order, and the status it leads to. */
const STATUS_OF = {
  completion: 'completed',
  max_attempts: 'stuck',
  stuck_consecutive: 'stuck',
  no_progress: 'stuck',
  task_removed: 'stuck',
  max_iterations: 'aborted',
  context_threshold: 'halted',
  time_budget: 'halted',
  cost_budget: 'halted',
  rate_limited: 'halted',
  run_slice: 'halted',
  nothing_claimable: 'halted',
  needs_input: 'halted',
  interrupted: 'interrupted',
  error: 'aborted'
} as const satisfies Record<string, Status>
export type HaltReason = keyof typeof STATUS_OF

/** Every reason a loop stops, in SPEC §2's order. */
export const HALT_REASONS = Object.keys(STATUS_OF) as HaltReason[]

/** Why the loop stops: the reason, one line for people, and the task it is stuck on. */
export interface Stop {
  reason: HaltReason
  message: string
  stuckTask?: string
}

const EXIT_CODES: Record<Status, number> = { completed: 0, stuck: 1, aborted: 2, interrupted: 3, halted: 0 }

/** The process exit code of a status: 0 completed · 1 stuck · 2 aborted · 3 interrupted · 0 halted. */
export function exitCodeOf(status: Status): number {
  return EXIT_CODES[status]
}

/** The status a halt reason leads to. */
export function statusOf(reason: HaltReason): Status {
  return STATUS_OF[reason]
}
