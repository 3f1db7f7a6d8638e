import type { HaltReason } from '../../domain/outcomes.js'
import type { IterationFacts, IterationOutcome } from '../../domain/iteration.js'

/** What the classification of an iteration looks at. */
export type Classified = Pick<
  IterationFacts,
  'sourceError' | 'doneCount' | 'sizeBefore' | 'sizeAfter' | 'errorClass' | 'treeChanged' | 'promised'
>

/** SPEC §5 step 4, first match wins. Rate limits and interruptions are decided before this. */
export function classify(facts: Classified): IterationOutcome {
  if (facts.sourceError !== '') return 'failed'
  if (facts.doneCount > 0 || facts.sizeAfter < facts.sizeBefore || facts.promised) return 'progress'
  if (facts.errorClass !== 'none') return 'failed'
  if (facts.treeChanged) return 'partial'
  return 'failed'
}

/** The counters of SPEC §5 step 5. */
export interface Counters {
  consecutive: { task: string | null; count: number }
  noProgressCount: number
}

/** Updates the stuck counters after a counted iteration (not after a rate-limited or interrupted one). */
export function updateCounters(
  counters: Counters,
  input: {
    task: string
    outcome: IterationOutcome
    workRemaining: readonly string[]
    lastWorkRemaining: readonly string[] | null
    treeChanged: boolean
  }
): Counters {
  const consecutive =
    input.outcome !== 'failed'
      ? { task: null, count: 0 }
      : counters.consecutive.task === input.task
        ? { task: input.task, count: counters.consecutive.count + 1 }
        : { task: input.task, count: 1 }
  const unchanged =
    input.lastWorkRemaining !== null &&
    !input.treeChanged &&
    sameList(input.workRemaining, input.lastWorkRemaining)
  return { consecutive, noProgressCount: unchanged ? counters.noProgressCount + 1 : 0 }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i])
}

/** Limits that end the loop as stuck or aborted after an iteration. */
export interface StopLimits {
  stuckThreshold: number
  noProgressLimit: number
  maxIterations: number
}

/**
 * The exit order of SPEC §5 step 7 up to `max_iterations` (completion and interruption are decided by
 * the caller first; budgets after). `nextIteration` is the number the next iteration would have.
 */
export function stopReason(
  counters: Counters,
  limits: StopLimits,
  nextIteration: number,
  workLeft: boolean
): HaltReason | undefined {
  if (limits.stuckThreshold > 0 && counters.consecutive.count >= limits.stuckThreshold) {
    return 'stuck_consecutive'
  }
  if (limits.noProgressLimit > 0 && counters.noProgressCount >= limits.noProgressLimit) return 'no_progress'
  if (workLeft && nextIteration > limits.maxIterations) return 'max_iterations'
  return undefined
}
