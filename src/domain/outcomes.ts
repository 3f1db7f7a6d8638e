/** The five outcomes of a loop (SPEC §2). */
export const STATUSES = ['completed', 'stuck', 'aborted', 'interrupted', 'halted'] as const
export type Status = (typeof STATUSES)[number]

/** Every reason a loop stops, in SPEC §2's order. */
export const HALT_REASONS = [
  'completion',
  'max_attempts',
  'stuck_consecutive',
  'no_progress',
  'task_removed',
  'max_iterations',
  'context_threshold',
  'time_budget',
  'cost_budget',
  'rate_limited',
  'run_slice',
  'nothing_claimable',
  'needs_input',
  'interrupted',
  'error'
] as const
export type HaltReason = (typeof HALT_REASONS)[number]

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
  switch (reason) {
    case 'completion':
      return 'completed'
    case 'max_attempts':
    case 'stuck_consecutive':
    case 'no_progress':
    case 'task_removed':
      return 'stuck'
    case 'max_iterations':
    case 'error':
      return 'aborted'
    case 'interrupted':
      return 'interrupted'
    default:
      return 'halted'
  }
}
