import type { HaltReason } from '../loop/outcome.js'
import type { Checkpoint } from './schema.js'

/** What to do with the checkpoint found at the start (SPEC §8). */
export type ResumeDecision =
  | { action: 'new'; warning?: string }
  | { action: 'resume' }
  /** The task source changed since a stuck stop: resume, and the stuck task starts its attempts again. */
  | { action: 'resume-reset'; task: string | null }
  | { action: 'stop'; reason: HaltReason; stuckTask?: string; message: string }

/** The resume rules of SPEC §8, as a pure decision. */
export function decideResume(input: {
  checkpoint: Checkpoint | undefined
  resume: 'auto' | 'never'
  forceRestart: boolean
  planPath: string | null
  maxIterations: number
  sourceFingerprint: string
}): ResumeDecision {
  const { checkpoint } = input
  if (!checkpoint || input.resume === 'never' || input.forceRestart) return { action: 'new' }
  if (checkpoint.status === 'completed') return { action: 'new' }
  if (checkpoint.plan_path !== input.planPath) {
    return {
      action: 'new',
      warning: `The checkpoint belongs to ${checkpoint.plan_path ?? 'no task source'}, not ${input.planPath ?? 'no task source'}: starting a new loop.`
    }
  }
  const sourceChanged = checkpoint.source_fingerprint !== input.sourceFingerprint
  if (checkpoint.status === 'stuck') {
    const task = stuckTaskOf(checkpoint)
    if (sourceChanged) return { action: 'resume-reset', task }
    return {
      action: 'stop',
      reason: checkpoint.halt_reason ?? 'max_attempts',
      ...(task ? { stuckTask: task } : {}),
      message:
        `The loop is still stuck${task ? ` on task ${task}` : ''} (${checkpoint.halt_reason ?? 'stuck'}) and waits for guidance: ` +
        'change the task source (fix or split the task) and run again, or set force-restart: true.'
    }
  }
  if (checkpoint.status === 'aborted' && checkpoint.halt_reason === 'max_iterations') {
    if (input.maxIterations > checkpoint.max_iterations) return { action: 'resume' }
    return {
      action: 'stop',
      reason: 'max_iterations',
      message: `The loop already used max-iterations (${checkpoint.max_iterations}): raise max-iterations to go on, or set force-restart: true.`
    }
  }
  return { action: 'resume' }
}

/** The task a stuck checkpoint stopped on. */
function stuckTaskOf(checkpoint: Checkpoint): string | null {
  return checkpoint.consecutive.task ?? checkpoint.history.at(-1)?.task ?? null
}
