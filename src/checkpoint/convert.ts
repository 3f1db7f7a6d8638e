import type { HaltReason, Status } from '../domain/outcomes.js'
import type { IterationRecord } from '../domain/iteration.js'
import { idCounts, reviewBasesOf, type Frozen, type LoopState } from '../domain/state.js'
import { CHECKPOINT_LIMITS, CHECKPOINT_VERSION } from './limits.js'
import type { Checkpoint } from './schema.js'
import type { OpenQuestion } from '../domain/question.js'

/** What the checkpoint records beside the loop state; the loop knows it, the state does not carry it. */
export interface CheckpointMeta {
  status: Status
  /** Null while the loop runs (the checkpoint written after each iteration). */
  haltReason: HaltReason | null
  /** The `tasks` input, relative to the workspace. */
  planPath: string | null
  sourceFingerprint: string
  maxIterations: number
  contextEstimate: number
  /** The ids of the work remaining now (with `verify` while the gate fails). */
  workRemaining: string[]
  run: { id: string; attempt: string; shard: string | null }
  headSha: string | null
  branch: string | null
  /** Whether everything up to `headSha` is on origin. */
  pushed: boolean
  now: Date
}

/**
 * The checkpoint of a loop state. Pass the state as it is: the history is cut to the last
 * HISTORY_LIMIT records, attempts are kept for ids in `workRemaining` only, and the free texts are cut
 * to CHECKPOINT_LIMITS, so what is written always passes `parseCheckpoint`. Copies everything: later
 * changes to the state do not reach the checkpoint.
 */
export function toCheckpoint(state: LoopState, meta: CheckpointMeta): Checkpoint {
  const open = new Set(meta.workRemaining)
  return {
    version: CHECKPOINT_VERSION,
    timestamp: meta.now.toISOString(),
    plan_path: meta.planPath,
    iteration: state.iteration,
    // Never below the iterations already run: the reader refuses iteration > max_iterations + 1.
    max_iterations: Math.max(meta.maxIterations, state.iteration - 1),
    continuation_context: state.continuationPath,
    work_remaining: [...meta.workRemaining],
    last_work_remaining: state.lastWorkRemaining && [...state.lastWorkRemaining],
    context_estimate: Math.max(0, Math.round(meta.contextEstimate)),
    halt_reason: meta.haltReason,
    status: meta.status,
    source_fingerprint: meta.sourceFingerprint,
    attempts: idCounts(Object.entries(state.attempts).filter(([id]) => open.has(id))),
    consecutive: { ...state.consecutive },
    no_progress_count: state.noProgressCount,
    // The start of an error says what went wrong; the end of a verify run holds its summary.
    last_error: state.lastError.slice(0, CHECKPOINT_LIMITS.lastError),
    verify_output: state.verifyOutput.slice(-CHECKPOINT_LIMITS.verifyOutput),
    verify_pending: state.verifyPending,
    ...(state.heldMarks.length > 0 && { held_marks: [...state.heldMarks] }),
    ...(state.reviewFindings && {
      review_findings: state.reviewFindings.slice(0, CHECKPOINT_LIMITS.lastError)
    }),
    ...(Object.keys(state.reviewBases).length > 0 && {
      review_bases: Object.entries(state.reviewBases).map(([id, base]) => ({ id, ...base }))
    }),
    ...(state.question && { question: questionOf(state.question) }),
    ...(state.answer && { answer: { ...state.answer } }),
    ...(state.issuesNoted.length > 0 && { issues_noted: [...state.issuesNoted] }),
    ...(state.loopStart && {
      loop_start: {
        head_sha: state.loopStart.head,
        left_out: state.loopStart.leftOut && [...state.loopStart.leftOut]
      }
    }),
    totals: { ...state.totals },
    history: state.history.slice(-CHECKPOINT_LIMITS.history).map(toRecord),
    run: { ...meta.run },
    head_sha: meta.headSha,
    branch: meta.branch,
    pushed: meta.pushed
  }
}

/** The loop state a checkpoint carries (the inverse of `toCheckpoint` for every LoopState field). */
export function fromCheckpoint(checkpoint: Checkpoint): LoopState {
  return {
    iteration: checkpoint.iteration,
    attempts: idCounts(Object.entries(checkpoint.attempts)),
    consecutive: { ...checkpoint.consecutive },
    noProgressCount: checkpoint.no_progress_count,
    lastWorkRemaining: checkpoint.last_work_remaining && [...checkpoint.last_work_remaining],
    continuationPath: checkpoint.continuation_context,
    lastError: checkpoint.last_error,
    verifyOutput: checkpoint.verify_output,
    verifyPending: checkpoint.verify_pending,
    heldMarks: [...(checkpoint.held_marks ?? [])],
    reviewFindings: checkpoint.review_findings ?? '',
    reviewBases: reviewBasesOf(
      (checkpoint.review_bases ?? []).map(({ id, tree, head }) => [id, { tree, head }])
    ),
    question: checkpoint.question ? openQuestionOf(checkpoint.question) : null,
    answer: checkpoint.answer ? { ...checkpoint.answer } : null,
    issuesNoted: [...(checkpoint.issues_noted ?? [])],
    loopStart: checkpoint.loop_start
      ? {
          head: checkpoint.loop_start.head_sha,
          leftOut: checkpoint.loop_start.left_out && [...checkpoint.loop_start.left_out]
        }
      : null,
    totals: { ...checkpoint.totals },
    history: checkpoint.history.map(record => ({ ...record, tasks_done: [...record.tasks_done] }))
  }
}

// A record's error is cut (the full one is in the summary file), so 100 records stay small.
function toRecord(record: Frozen<IterationRecord>): IterationRecord {
  // A copy, its arrays copied: the state's record is read-only, the checkpoint's is its own.
  const copy = { ...(record as IterationRecord), tasks_done: [...record.tasks_done] }
  if (copy.review)
    copy.review = { ...copy.review, approved: [...copy.review.approved], rejected: [...copy.review.rejected] }
  if (copy.error !== undefined) copy.error = copy.error.slice(0, CHECKPOINT_LIMITS.recordError)
  return copy
}

type CheckpointQuestion = NonNullable<Checkpoint['question']>

function questionOf(question: OpenQuestion): CheckpointQuestion {
  const { comment } = question
  return {
    text: question.text,
    task: question.task,
    iteration: question.iteration,
    asked_at: question.askedAt,
    ...(comment && { comment: { pull_request: comment.pullRequest, id: comment.id, at: comment.at } })
  }
}

function openQuestionOf(question: CheckpointQuestion): OpenQuestion {
  const { comment } = question
  return {
    text: question.text,
    task: question.task,
    iteration: question.iteration,
    askedAt: question.asked_at,
    ...(comment && { comment: { pullRequest: comment.pull_request, id: comment.id, at: comment.at } })
  }
}
