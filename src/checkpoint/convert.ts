import type { HaltReason, Status } from '../loop/outcome.js'
import { HISTORY_LIMIT, type LoopState } from '../loop/state.js'
import { CHECKPOINT_VERSION, type Checkpoint } from './schema.js'

/** What the checkpoint records beside the loop state. */
export interface CheckpointMeta {
  status: Status
  haltReason: HaltReason | null
  planPath: string | null
  sourceFingerprint: string
  maxIterations: number
  contextEstimate: number
  workRemaining: string[]
  run: { id: string; attempt: string; shard: string | null }
  headSha: string | null
  branch: string | null
  now: Date
}

/** The checkpoint of a loop state (history cut to the last 100; attempts of open work only). */
export function toCheckpoint(state: LoopState, meta: CheckpointMeta): Checkpoint {
  const open = new Set(meta.workRemaining)
  return {
    version: CHECKPOINT_VERSION,
    timestamp: meta.now.toISOString(),
    plan_path: meta.planPath,
    iteration: state.iteration,
    max_iterations: meta.maxIterations,
    continuation_context: state.continuationPath,
    work_remaining: meta.workRemaining,
    last_work_remaining: state.lastWorkRemaining,
    context_estimate: meta.contextEstimate,
    halt_reason: meta.haltReason,
    status: meta.status,
    source_fingerprint: meta.sourceFingerprint,
    attempts: Object.fromEntries(Object.entries(state.attempts).filter(([id]) => open.has(id))),
    consecutive: state.consecutive,
    no_progress_count: state.noProgressCount,
    last_error: state.lastError.slice(0, 16 * 1024),
    verify_output: state.verifyOutput.slice(-64 * 1024),
    verify_pending: state.verifyPending,
    totals: state.totals,
    history: state.history.slice(-HISTORY_LIMIT),
    run: meta.run,
    head_sha: meta.headSha,
    branch: meta.branch
  }
}

/** The loop state a checkpoint carries. */
export function fromCheckpoint(checkpoint: Checkpoint): LoopState {
  return {
    iteration: checkpoint.iteration,
    attempts: { ...checkpoint.attempts },
    consecutive: { ...checkpoint.consecutive },
    noProgressCount: checkpoint.no_progress_count,
    lastWorkRemaining: checkpoint.last_work_remaining,
    continuationPath: checkpoint.continuation_context,
    lastError: checkpoint.last_error,
    verifyOutput: checkpoint.verify_output,
    verifyPending: checkpoint.verify_pending,
    totals: { ...checkpoint.totals },
    history: checkpoint.history.map(record => ({ ...record }))
  }
}
