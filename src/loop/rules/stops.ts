import type { Stop } from '../../domain/outcomes.js'
import { budgetHalt, iterationPastCap } from './budgets.js'
import type { LoopContext } from '../context.js'
import { stopReason } from './decide.js'
import { stopMessage } from './messages.js'

/**
 * The checks of SPEC §5 step 7 after an iteration, in order, once completion has been decided:
 * interrupted → `stuck_consecutive` → `no_progress` → `max_iterations` → budgets (§6).
 */
export function stopAfter(loop: LoopContext, workAfter: readonly string[], taskId: string): Stop | undefined {
  const { config, signal, clock, startedAt, tasks } = loop.deps
  const { state, tally } = loop
  if (signal.aborted) return { reason: 'interrupted', message: 'Interrupted after an iteration.' }
  const reason =
    stopReason(state, config, state.iteration, workAfter.length > 0) ??
    budgetHalt(
      {
        iterationsThisRun: tally.iterations,
        elapsedMs: clock.now() - startedAt,
        longestIterationMs: tally.longestMs,
        costUsd: tally.costUsd,
        costedIterations: tally.costedIterations,
        completedThisRun: tally.completedThisRun,
        remaining: tasks.view().size,
        continuation: state.continuationPath !== null
      },
      config
    )
  if (!reason) return undefined
  const message = stopMessage(reason, {
    taskId,
    consecutive: state.consecutive.count,
    noProgress: state.noProgressCount,
    work: workAfter,
    nextIteration: state.iteration,
    limits: config,
    cost: {
      spentUsd: tally.costUsd,
      costedIterations: tally.costedIterations,
      pastCapIn: iterationPastCap(tally.records, config.maxCostUsd)
    }
  })
  const stuck = reason === 'stuck_consecutive' || reason === 'no_progress'
  return { reason, message, ...(stuck ? { stuckTask: taskId } : {}) }
}
