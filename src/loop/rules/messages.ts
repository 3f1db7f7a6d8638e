import { formatUsd } from '../../domain/money.js'
import type { HaltReason } from '../../domain/outcomes.js'

/** What a person reads when the loop stops for `reason` (one sentence, with the input to change). */
export function stopMessage(
  reason: HaltReason,
  facts: {
    taskId: string
    consecutive: number
    noProgress: number
    work: readonly string[]
    nextIteration: number
    limits: { stuckThreshold: number; noProgressLimit: number; maxIterations: number; maxCostUsd: number }
    /** This run's cost, the iterations that reported one, and the iteration that went past the cap. */
    cost: { spentUsd: number; costedIterations: number; pastCapIn: number | undefined }
  }
): string {
  const { limits } = facts
  switch (reason) {
    case 'stuck_consecutive':
      return `Task ${facts.taskId} failed ${facts.consecutive} iterations in a row (stuck-threshold ${limits.stuckThreshold}).${markDoneHint(facts.taskId)}`
    case 'no_progress':
      return `No progress for ${facts.noProgress} iteration(s): the work remaining and the working tree did not change (no-progress-limit ${limits.noProgressLimit}).${markDoneHint(facts.taskId)}`
    case 'max_iterations':
      return `Reached max-iterations (${limits.maxIterations}) with ${facts.work.length} item(s) of work remaining: ${facts.work.slice(0, 20).join(', ')}. Raise max-iterations to go on.`
    case 'run_slice':
      return `Ran iterations-per-run; the next run resumes at iteration ${facts.nextIteration}.`
    case 'time_budget':
      return `The next iteration would not fit in time-budget; the next run resumes at iteration ${facts.nextIteration}.`
    case 'cost_budget':
      return `${costBudget(facts.cost, limits.maxCostUsd)} The next run resumes at iteration ${facts.nextIteration}.`
    case 'context_threshold':
      return `The context estimate reached context-threshold × context-window; the next run resumes at iteration ${facts.nextIteration}.`
    default:
      return `Stopped: ${reason}.`
  }
}

/** The amounts behind a `cost_budget` halt: spent, the average iteration, the cap, and who passed it. */
function costBudget(
  cost: { spentUsd: number; costedIterations: number; pastCapIn: number | undefined },
  cap: number
): string {
  const count = cost.costedIterations
  const average = cost.spentUsd / Math.max(1, count)
  const spent = `This run has spent $${formatUsd(cost.spentUsd)} over ${count} iteration${count === 1 ? '' : 's'} (about $${formatUsd(average)} an iteration)`
  if (cost.pastCapIn !== undefined)
    return `${spent}, past max-cost-usd ($${formatUsd(cap)}): iteration ${cost.pastCapIn} went past it.`
  return `${spent}: the next one would pass max-cost-usd ($${formatUsd(cap)}).`
}

/** A markdown phase without checkboxes (SPEC §3): `phase_2`, `phase_2.1`. */
export const PHASE_TASK = /^phase_\d+(?:\.\d+)*$/

/**
 * How a task is marked done, where its id alone does not say: a markdown phase without checkboxes
 * (`phase_N`) is done by `[COMPLETE]` on its heading (SPEC §3), not by a tick.
 */
export function markDoneHint(taskId: string): string {
  if (!PHASE_TASK.test(taskId)) return ''
  return ` To mark ${taskId} done, add [COMPLETE] to its heading.`
}
