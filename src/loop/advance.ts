import type { ErrorClass, IterationOutcome } from '../domain/iteration.js'
import { idCounts, type LoopState } from '../domain/state.js'
import { classify, updateCounters } from './decide.js'

/** Everything the verdict on an iteration depends on (SPEC §5 steps 4–5). */
export interface IterationFacts {
  /** The iteration's number. */
  n: number
  task: string
  /** Whether `stuck_consecutive` applies (not for a task CLI: SPEC §3). */
  tracksTasks: boolean
  /** Why the task source could not be read after the iteration; '' when it could. */
  sourceError: string
  errorClass: ErrorClass
  /** The agent's error, for `{{last_error}}`; '' when none. */
  errorMessage: string
  /** Tasks the iteration completed. */
  doneCount: number
  /** How much work remained before and after (`verify` included). */
  sizeBefore: number
  sizeAfter: number
  treeChanged: boolean
  /** Plan mode: the agent said the promise. */
  promised: boolean
  /** The work remaining after the iteration, in order. */
  workAfter: readonly string[]
}

/**
 * The verdict on a counted iteration and the state it leaves (SPEC §5 steps 4–5): its outcome, the
 * stuck counters, the work remaining, the error for the next prompt, attempts of open tasks only,
 * and the next iteration's number. Pure: `state` is not changed.
 */
export function advance(
  state: LoopState,
  facts: IterationFacts
): { state: LoopState; outcome: IterationOutcome } {
  const outcome = classify({
    sourceBroken: facts.sourceError !== '',
    tasksDone: facts.doneCount,
    remainingBefore: facts.sizeBefore,
    remainingAfter: facts.sizeAfter,
    errorClass: facts.errorClass,
    treeChanged: facts.treeChanged,
    promised: facts.promised
  })
  const counters = updateCounters(state, {
    task: facts.task,
    outcome,
    workRemaining: facts.workAfter,
    lastWorkRemaining: state.lastWorkRemaining,
    treeChanged: facts.treeChanged
  })
  const sourceError = facts.sourceError
    ? `The task source could not be read after iteration ${facts.n}: ${facts.sourceError}`
    : ''
  // Attempts are kept for a few tasks: looking them up spares a set of every id of a large plan.
  const attempted = Object.entries(state.attempts)
  const open = attempted.length <= 8 ? facts.workAfter : new Set(facts.workAfter)
  const isOpen = (id: string) => (open instanceof Set ? open.has(id) : open.includes(id))
  return {
    outcome,
    state: {
      ...state,
      attempts: idCounts(attempted.filter(([id]) => isOpen(id))),
      consecutive: facts.tracksTasks ? counters.consecutive : { task: null, count: 0 },
      noProgressCount: counters.noProgressCount,
      lastWorkRemaining: [...facts.workAfter],
      iteration: facts.n + 1,
      lastError: sourceError || (facts.errorClass !== 'none' ? facts.errorMessage : '')
    }
  }
}
