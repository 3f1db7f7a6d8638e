import type { IterationFacts, IterationOutcome, IterationRecord, Totals } from '../../domain/iteration.js'
import { HISTORY_LIMIT, idCounts, reviewBasesOf, type LoopState } from '../../domain/state.js'
import { classify, updateCounters } from '../rules/decide.js'
import { protectedMessage } from '../rules/held-marks.js'
import { gateRan } from '../rules/transitions.js'

/** The outcome an early exit is recorded with: it is not judged (SPEC §5 step 5). */
const EARLY_OUTCOME = {
  interrupted: 'interrupted',
  auth: 'failed',
  rate_limited: 'rate_limited',
  needs_input: 'needs_input'
} as const

/**
 * The verdict on an iteration and the state it leaves (SPEC §5 steps 4–5), from its facts alone: the
 * record (built here, once), the history and totals, the stuck counters, the work remaining, the error
 * for the next prompt, the verify gate's state, the attempts of open tasks, and the next iteration's
 * number: the transition of an iteration (the others are in rules/transitions.ts). An early
 * exit (interrupted, auth, rate limit) is recorded but not judged: its attempt is given back, the
 * counters stay, and an interrupted iteration's number is used again by the next run. Pure.
 */
export function advance(
  state: LoopState,
  facts: IterationFacts
): { state: LoopState; record: IterationRecord } {
  const outcome = facts.early ? EARLY_OUTCOME[facts.early] : classify(facts)
  const record = recordOf(facts, outcome)
  const recorded = {
    ...state,
    history: [...state.history, record].slice(-HISTORY_LIMIT),
    totals: addTotals(state.totals, record)
  }
  if (facts.early) {
    const iteration = facts.early === 'interrupted' ? state.iteration : facts.n + 1
    return { record, state: { ...recorded, iteration } }
  }
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
  const touched =
    facts.protectedChanged.length > 0
      ? protectedMessage(facts.n, facts.protectedChanged, facts.heldMarks)
      : ''
  return {
    record,
    state: {
      ...gateRan(facts.verify, facts.verifyPending)(recorded),
      attempts: openAttempts(state.attempts, facts),
      consecutive: facts.tracksTasks ? counters.consecutive : { task: null, count: 0 },
      noProgressCount: counters.noProgressCount,
      lastWorkRemaining: [...facts.workAfter],
      iteration: facts.n + 1,
      heldMarks: [...facts.heldMarks],
      reviewBases: facts.reviewBases ? reviewBasesOf(Object.entries(facts.reviewBases)) : state.reviewBases,
      reviewFindings: reviewFindingsAfter(state.reviewFindings, facts),
      // The agent has had the person's answer: it is not handed on twice (SPEC §7).
      answer: null,
      lastError: [
        touched,
        sourceError || (facts.errorClass !== 'none' ? facts.errorMessage : ''),
        blockedMessage(facts.blockedHosts ?? [])
      ]
        .filter(Boolean)
        .join('\n')
    }
  }
}

/** What the next prompt says of the hosts the sandbox refused (SPEC §4a): which, and how to ask for one. */
export function blockedMessage(hosts: readonly string[]): string {
  if (hosts.length === 0) return ''
  const shown = hosts.slice(0, 10).join(', ') + (hosts.length > 10 ? ` and ${hosts.length - 10} more` : '')
  return (
    `The sandbox refused the network connections to ${shown}: only the model API, the package registries and the hosts in allow-hosts are reachable. ` +
    'Do the task without them; if it cannot be done without one, end your final message with a <question> asking a person to add it to allow-hosts.'
  )
}

/** This attempt counted, then the attempts of tasks still open only (a done or removed task's go). */
function openAttempts(attempts: LoopState['attempts'], facts: IterationFacts): LoopState['attempts'] {
  const counted = facts.tracksTasks ? [[facts.task, facts.attempt] as const] : []
  const entries = [
    ...Object.entries(attempts).filter(([id]) => id !== facts.task || !facts.tracksTasks),
    ...counted
  ]
  const open = new Set(facts.workAfter)
  return idCounts(entries.filter(([id]) => open.has(id)))
}

/**
 * `{{review}}` for the next prompt (SPEC §7): a review's findings replace the last ones (none when it
 * approved all); an iteration without a review keeps them, so that an agent that unticked the task to
 * rework it still reads why, until the next review.
 */
function reviewFindingsAfter(findings: string, facts: IterationFacts): string {
  return facts.review ? facts.review.findings : findings
}

/** The loop's totals with the iteration's, its reviewer's cost and tokens included (SPEC §7: they count). */
function addTotals(totals: Totals, record: IterationRecord): Totals {
  const review = record.review
  return {
    iterations: totals.iterations + 1,
    duration_ms: totals.duration_ms + record.duration_ms + (review?.duration_ms ?? 0),
    cost_usd: totals.cost_usd + (record.cost_usd ?? 0) + (review?.cost_usd ?? 0),
    input_tokens: totals.input_tokens + (record.input_tokens ?? 0) + (review?.input_tokens ?? 0),
    output_tokens: totals.output_tokens + (record.output_tokens ?? 0) + (review?.output_tokens ?? 0)
  }
}

/** The iteration as the report and the checkpoint's history keep it. */
function recordOf(facts: IterationFacts, outcome: IterationOutcome): IterationRecord {
  return {
    n: facts.n,
    task: facts.task,
    attempt: facts.attempt,
    outcome,
    started_at: new Date(facts.startedAt).toISOString(),
    duration_ms: facts.durationMs,
    exit_code: facts.exitCode,
    error_class: facts.errorClass,
    ...(facts.agent ? { agent: facts.agent } : {}),
    tasks_done: [...facts.tasksDone],
    work_remaining: facts.workAfter.length,
    tree_changed: facts.treeChanged,
    ...(facts.errorMessage ? { error: facts.errorMessage } : {}),
    ...(facts.costUsd !== undefined ? { cost_usd: facts.costUsd } : {}),
    ...(facts.inputTokens !== undefined ? { input_tokens: facts.inputTokens } : {}),
    ...(facts.outputTokens !== undefined ? { output_tokens: facts.outputTokens } : {}),
    ...(facts.contextFill !== undefined ? { context_fill: facts.contextFill } : {}),
    ...(facts.verify ? { verify: facts.verify.pass ? ('pass' as const) : ('fail' as const) } : {}),
    ...(facts.review ? { review: facts.review.record } : {}),
    ...(facts.blockedHosts && facts.blockedHosts.length > 0
      ? { blocked_hosts: facts.blockedHosts.slice(0, 50) }
      : {})
  }
}
