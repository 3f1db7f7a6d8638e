import type { HookEvent } from '../config/parse-lists.js'
import type { Hooks } from '../hooks/hooks.js'
import { HOOK_SIGNAL_TIMEOUT_MS } from '../hooks/hooks.js'
import { buildReport } from '../report/report.js'
import { renderSummary } from '../report/summary.js'
import type { LoopDeps, LoopResult } from './deps.js'
import { exitCodeOf, statusOf, type HaltReason, type Status } from './outcome.js'
import type { LoopState } from './state.js'
import type { RunTally } from './tally.js'
import type { WorkSource } from './work-source.js'

/** Why the loop stops. */
export interface Stop {
  reason: HaltReason
  message: string
  stuckTask?: string
}

const END_HOOKS: Record<Status, HookEvent> = {
  completed: 'onComplete',
  stuck: 'onStuck',
  aborted: 'onAbort',
  interrupted: 'onInterrupted',
  halted: 'onHalt'
}

/** Ends a run: logs the verdict, fires the end hook, writes report.json and returns the outputs. */
export async function finishLoop(
  deps: LoopDeps,
  input: {
    stop: Stop
    state: LoopState
    tally: RunTally
    work: WorkSource
    hooks: Hooks
    extra: {
      resumed: boolean
      checkpointKey: string
      handOff: boolean
      git: { branch: string; headSha: string; commits: number; pushed: boolean }
    }
  }
): Promise<LoopResult> {
  const { logger, config, workspace, clock } = deps
  const { stop, state, tally, work } = input
  const status = statusOf(stop.reason)
  const exitCode = exitCodeOf(status)
  const workRemaining =
    state.lastWorkRemaining ?? (state.verifyPending ? [...work.remaining(), 'verify'] : work.remaining())
  const counts = work.counts()
  const stuckTask = status === 'stuck' ? (stop.stuckTask ?? '') : ''

  logger.info(`=== Ralph Loop ${status} (${stop.reason}): ${stop.message} ===`)
  if (status === 'stuck') logger.error(`Stuck on task ${stuckTask}: ${stop.message}`, 'Ralph Loop stuck')
  if (status === 'aborted') logger.error(stop.message, 'Ralph Loop aborted')
  if (status === 'halted') {
    logger.warning(
      `${stop.message} Run the workflow again (or wait for the next scheduled run) to resume from the checkpoint.`,
      'Ralph Loop halted'
    )
  }
  await input.hooks.fire(
    END_HOOKS[status],
    {
      status,
      taskId: stuckTask,
      iteration: state.iteration - 1,
      attempts: state.attempts[stuckTask],
      reason: stop.reason
    },
    status === 'interrupted' ? { timeoutMs: HOOK_SIGNAL_TIMEOUT_MS } : {}
  )

  const result: Omit<LoopResult, 'report' | 'summary' | 'handOff'> = {
    status,
    haltReason: stop.reason,
    exitCode,
    message: stop.message,
    iterations: tally.iterations,
    totalIterations: state.totals.iterations,
    tasksTotal: counts.total,
    tasksDone: counts.done,
    tasksRemaining: counts.total - counts.done,
    workRemaining,
    stuckTask,
    resumed: input.extra.resumed,
    checkpointKey: input.extra.checkpointKey,
    costUsd: tally.costedIterations > 0 ? tally.costUsd : undefined,
    inputTokens: tally.usageReported ? tally.inputTokens : undefined,
    outputTokens: tally.usageReported ? tally.outputTokens : undefined,
    sessionId: tally.sessionId,
    branch: input.extra.git.branch,
    headSha: input.extra.git.headSha,
    commits: input.extra.git.commits,
    pushed: input.extra.git.pushed
  }
  const reportPath = `${config.stateDir}/report.json`
  const report = buildReport({
    result,
    records: tally.records,
    totals: state.totals,
    startedAt: deps.startedAt,
    finishedAt: clock.now(),
    shard: config.shard ? `${config.shard.index}/${config.shard.count}` : null
  })
  let written = reportPath
  try {
    await workspace.writeText(reportPath, JSON.stringify(report, null, 2) + '\n')
  } catch (error) {
    written = ''
    logger.warning(`Could not write ${reportPath}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const summary = renderSummary(report, {
    checkpointKey: result.checkpointKey,
    lastMessage: tally.lastMessage
  })
  return { ...result, report: written, summary, handOff: input.extra.handOff }
}
