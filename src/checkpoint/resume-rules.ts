import { statusOf, type HaltReason } from '../domain/outcomes.js'
import type { Checkpoint } from './schema.js'
import { workspaceRelative } from './paths.js'

/** The halt reasons that make a loop `stuck` (SPEC §2). */
export type StuckReason = Extract<
  HaltReason,
  'max_attempts' | 'stuck_consecutive' | 'no_progress' | 'task_removed'
>

/** What to do with the checkpoint found at the start of a run (SPEC §8). */
export type ResumeDecision =
  /** Start a new loop; the checkpoint, if any, is replaced by the first one this run writes. */
  | { action: 'new'; warning?: string }
  /** Go on from the checkpoint; the `max-iterations` input replaces the checkpoint's. */
  | { action: 'resume' }
  /** The task source changed since a stuck stop: go on, and `task`'s attempts and the stuck counters start again. */
  | { action: 'resume-reset-task'; task: string }
  /** End the run at once, with 0 iterations and the checkpoint left as it was. */
  | {
      action: 'stop'
      status: 'stuck' | 'aborted'
      reason: StuckReason | 'max_iterations'
      /** The task the loop is stuck on (for the `stuck-task` output), when the checkpoint tells. */
      stuckTask?: string
      message: string
    }

/** What the resume decision looks at: the checkpoint (already validated) and this run's inputs. */
export interface ResumeInput {
  checkpoint: Checkpoint | undefined
  resume: 'auto' | 'never'
  forceRestart: boolean
  /** The `tasks` input, relative to the workspace; null without a task file. */
  planPath: string | null
  maxIterations: number
  /** The task source's fingerprint now, compared with the one recorded at the stop. */
  sourceFingerprint: string
}

/**
 * The resume rules of SPEC §8 as a pure decision: no checkpoint, `resume: never` or `force-restart` →
 * new; `completed` → new; another `plan_path` than `tasks` → new with a warning; `stuck` → stop again,
 * unless the task source changed → resume with the stuck task reset; `aborted` by `max_iterations` →
 * stop again, unless `max-iterations` was raised → resume; anything else (`halted`, `interrupted`,
 * `aborted` by `error`) → resume.
 */
export function decideResume(input: ResumeInput): ResumeDecision {
  const { checkpoint } = input
  if (!checkpoint || input.resume === 'never' || input.forceRestart) return { action: 'new' }
  if (checkpoint.status === 'completed') return { action: 'new' }
  if (!samePath(checkpoint.plan_path, input.planPath)) {
    return {
      action: 'new',
      warning:
        `The checkpoint belongs to the task source ${checkpoint.plan_path ?? '(none)'}, not ${input.planPath ?? '(none)'}: ` +
        'starting a new loop, whose first checkpoint replaces the old one.'
    }
  }
  if (checkpoint.status === 'stuck') return stuckAgain(checkpoint, input.sourceFingerprint)
  if (checkpoint.status === 'aborted' && checkpoint.halt_reason === 'max_iterations') {
    if (input.maxIterations > checkpoint.max_iterations) return { action: 'resume' }
    const work = checkpoint.work_remaining
    return {
      action: 'stop',
      status: 'aborted',
      reason: 'max_iterations',
      message:
        `The loop already ran its max-iterations (${checkpoint.max_iterations}) with work left ` +
        `(${work.length} item(s): ${listed(work)}). To go on, raise max-iterations above ${checkpoint.max_iterations}; ` +
        'or set force-restart: true to discard the checkpoint and start a new loop.'
    }
  }
  return { action: 'resume' }
}

function stuckAgain(checkpoint: Checkpoint, fingerprint: string): ResumeDecision {
  const task = stuckTaskOf(checkpoint)
  if (checkpoint.source_fingerprint !== fingerprint) {
    // Nothing to reset when the checkpoint does not tell which task it was; the loop simply goes on.
    return task === undefined ? { action: 'resume' } : { action: 'resume-reset-task', task }
  }
  const reason = isStuckReason(checkpoint.halt_reason) ? checkpoint.halt_reason : 'max_attempts'
  const why = {
    max_attempts: 'it used all its attempts',
    stuck_consecutive: `${checkpoint.consecutive.count} failed iterations in a row`,
    no_progress: `${checkpoint.no_progress_count} iterations without progress`,
    task_removed: 'a task was removed from the task file without being done'
  }[reason]
  return {
    action: 'stop',
    status: 'stuck',
    reason,
    ...(task === undefined ? {} : { stuckTask: task }),
    message:
      `The loop has been stuck${task === undefined ? '' : ` on task ${task}`} since ${checkpoint.timestamp} ` +
      `(${reason}: ${why}) and waits for guidance. To go on, change the task source (fix, split or clarify ` +
      'the task, or mark it done): the next run then starts its attempts again. Or set force-restart: true ' +
      'to discard the checkpoint and start a new loop.'
  }
}

/**
 * The task a stuck checkpoint stopped on: the last iteration's task (the loop stops at the stuck task,
 * it does not skip to later ones), else the task of the failing streak, else the first open one.
 */
export function stuckTaskOf(checkpoint: Checkpoint): string | undefined {
  return checkpoint.history.at(-1)?.task ?? checkpoint.consecutive.task ?? checkpoint.work_remaining[0]
}

function isStuckReason(reason: HaltReason | null): reason is StuckReason {
  return reason !== null && statusOf(reason) === 'stuck'
}

// `./plan.json` and `plan.json` (or `docs\plan.json` on Windows) name the same task source.
function samePath(recorded: string | null, input: string | null): boolean {
  if (recorded === null || input === null) return recorded === input
  return (workspaceRelative(recorded) ?? recorded) === (workspaceRelative(input) ?? input)
}

function listed(ids: string[]): string {
  return ids.length > 10 ? `${ids.slice(0, 10).join(', ')}, …` : ids.join(', ')
}
