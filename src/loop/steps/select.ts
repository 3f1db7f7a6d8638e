import type { Stop } from '../../domain/outcomes.js'
import type { CurrentTask } from '../../domain/task.js'
import { completeBetween } from './completion.js'
import type { LoopContext } from '../context.js'
import { currentTask } from '../rules/current-task.js'
import { markDoneHint } from '../rules/messages.js'
import { lifetimeCostHalt } from '../rules/token-cost.js'

/** The task the next iteration works on, its attempt number, and the task CLI's peek. */
export interface Selected {
  task: CurrentTask
  attempt: number
  peek: string
}

/** What selection found: an iteration to run, a stop, or a reason to look again (a wait, a gate run). */
export type Selection = Selected | { stop: Stop } | { again: true }

/**
 * SPEC §5 step 1, and the checks before it: a signal, the task CLI's peek (or its completion), the
 * lifetime cap, then the current task and its attempts (`max_attempts`).
 */
export async function select(loop: LoopContext): Promise<Selection> {
  const { config, log, signal, clock, tasks } = loop.deps
  const { state } = loop
  if (signal.aborted)
    return { stop: { reason: 'interrupted', message: 'Interrupted before the next iteration.' } }
  let peek = ''
  if (!state.verifyPending) {
    const before = await tasks.before()
    if (before.kind === 'stop') return { stop: before.stop }
    if (before.kind === 'wait') {
      log.warning(`${before.why}; retrying in ${before.ms / 1000} s.`, 'Task CLI')
      await clock.sleep(before.ms, signal)
      return { again: true }
    }
    if (before.kind === 'complete') {
      const stop = await completeBetween(loop, 'done')
      return stop ? { stop } : { again: true }
    }
    peek = before.peek
  }
  if (state.iteration > config.maxIterations) {
    return {
      stop: {
        reason: 'max_iterations',
        message: `The loop already ran max-iterations (${config.maxIterations}).`
      }
    }
  }
  const overLifetime = lifetimeCostHalt(state.totals, config.maxTotalCostUsd)
  if (overLifetime) return { stop: { reason: 'cost_budget', message: overLifetime } }
  const task = currentTask(
    tasks.can.tracksTasks,
    tasks.view().tasks,
    state.verifyPending,
    config.verifyCommand
  )
  const attempts = state.attempts[task.id] ?? 0
  if (loop.tracksTasks && attempts >= config.maxAttempts)
    return { stop: await maxAttempts(loop, task, attempts) }
  const unwritten = await recordStart(loop)
  if (unwritten) return { stop: { reason: 'error', message: unwritten } }
  return { task, attempt: attempts + 1, peek }
}

/**
 * Writes the checkpoint before this run's first iteration: a run killed during it resumes this loop,
 * whose leftovers are its work (SPEC §10), and a state dir that cannot be written stops the run before
 * the agent runs (SPEC §8). The message when it could not be written.
 */
async function recordStart(loop: LoopContext): Promise<string | undefined> {
  if (loop.persistence.touched) return undefined
  loop.persistence.touched = true
  return loop.persistence.write(loop.snapshot(), 'interrupted', null)
}

/** Seed 000's stop: the exact lines, then the hook (its trigger line prints even with no hook). */
async function maxAttempts(loop: LoopContext, task: CurrentTask, attempts: number): Promise<Stop> {
  const { config, log } = loop.deps
  // A verdict, even at the start of a run: the checkpoint must say stuck, so a changed task source restarts the task.
  loop.persistence.touched = true
  log.info(`Error: Max iterations (${config.maxAttempts}) exceeded for subtask: ${task.id}`)
  log.info(`Subtask failed after ${config.maxAttempts} attempts`)
  await loop.hooks.fire(
    'onMaxIterationsExceeded',
    {
      status: 'stuck',
      taskId: task.id,
      iteration: loop.state.iteration - 1,
      attempts,
      reason: 'max_attempts'
    },
    { announce: true }
  )
  return {
    reason: 'max_attempts',
    stuckTask: task.id,
    message: `Task ${task.id} failed after ${attempts} attempts (max-attempts ${config.maxAttempts}).${markDoneHint(task.id)}`
  }
}
