import type { IterationRecord } from '../../domain/iteration.js'
import type { HaltReason } from '../../domain/outcomes.js'

/** Seed 001's context estimate in tokens: 20000 + 15000 × completed + 12000 × remaining (+ 5000 with a continuation). */
export function contextEstimate(completed: number, remaining: number, continuation: boolean): number {
  return 20000 + 15000 * completed + 12000 * remaining + (continuation ? 5000 : 0)
}

/** What the budget checks need to know about the run so far. */
export interface RunSoFar {
  iterationsThisRun: number
  elapsedMs: number
  longestIterationMs: number
  /** Cost reported this run, and how many iterations reported one. */
  costUsd: number
  costedIterations: number
  completedThisRun: number
  remaining: number
  continuation: boolean
}

/** The budget inputs (SPEC §6). */
export interface Budgets {
  iterationsPerRun: number
  timeBudgetMs: number
  maxCostUsd: number
  contextWindow: number
  contextThreshold: number
}

/**
 * Whether to halt before the next iteration. Nothing here stops a run before its first iteration
 * except a time budget already spent.
 */
export function budgetHalt(run: RunSoFar, budgets: Budgets): HaltReason | undefined {
  if (budgets.iterationsPerRun > 0 && run.iterationsThisRun >= budgets.iterationsPerRun) return 'run_slice'
  if (run.elapsedMs + run.longestIterationMs > budgets.timeBudgetMs) return 'time_budget'
  if (budgets.maxCostUsd > 0 && run.costedIterations > 0) {
    const average = run.costUsd / run.costedIterations
    if (run.costUsd + average > budgets.maxCostUsd) return 'cost_budget'
  }
  if (budgets.contextWindow > 0 && run.iterationsThisRun > 0) {
    const estimate = contextEstimate(run.completedThisRun, run.remaining, run.continuation)
    if (estimate >= budgets.contextThreshold * budgets.contextWindow) return 'context_threshold'
  }
  return undefined
}

/**
 * The iteration of this run that took its cost past `max-cost-usd` (its agent's and reviewer's cost
 * together), or undefined while the run is within it.
 */
export function iterationPastCap(
  records: readonly IterationRecord[],
  maxCostUsd: number
): number | undefined {
  let spent = 0
  for (const record of records) {
    spent += (record.cost_usd ?? 0) + (record.review?.cost_usd ?? 0)
    if (spent > maxCostUsd) return record.n
  }
  return undefined
}

/** Waiting past a reset this much is enough for the limit to have lifted. */
export const RESET_MARGIN_MS = 5000

/**
 * How long to wait for a rate limit (SPEC §6 `rate-limit-wait`): until the reset plus a margin, or
 * `rate-limit-wait` when the reset is unknown; undefined (halt) when that does not fit the wait
 * allowed or the time budget left.
 */
export function rateLimitWait(input: {
  resetAt: number | undefined
  now: number
  rateLimitWaitMs: number
  timeLeftMs: number
}): number | undefined {
  if (input.rateLimitWaitMs <= 0) return undefined
  const wait =
    input.resetAt === undefined
      ? input.rateLimitWaitMs
      : Math.max(0, input.resetAt - input.now) + RESET_MARGIN_MS
  if (wait > input.rateLimitWaitMs + RESET_MARGIN_MS || wait > input.timeLeftMs) return undefined
  return wait
}
