import type { HookEvent } from '../../config/parse-lists.js'
import { exitCodeOf, statusOf, type Status, type Stop } from '../../domain/outcomes.js'
import type { LoopResult } from '../../domain/result.js'
import { redactDeep } from '../../domain/redact.js'
import { HOOK_SIGNAL_TIMEOUT_MS } from '../../hooks/hooks.js'
import { buildReport } from '../../report/report.js'
import { renderSummary } from '../../report/job-summary.js'
import type { LoopContext } from '../context.js'
import { mirrorState } from '../services/mirror.js'
import { keepPullRequest, type Outputs } from '../services/pull-request.js'
import { postQuestion, waitingStop } from '../services/questions.js'
import { noteIssues } from '../services/issue-notes.js'

const END_HOOKS: Record<Status, HookEvent> = {
  completed: 'onComplete',
  stuck: 'onStuck',
  aborted: 'onAbort',
  interrupted: 'onInterrupted',
  halted: 'onHalt'
}

/**
 * Ends a run (SPEC §9): pushes the work, writes and saves the checkpoint, logs the verdict, fires the
 * end hook, writes report.json and returns the outputs.
 */
export async function finish(loop: LoopContext, stop: Stop): Promise<LoopResult> {
  const { persistence, workBranch } = loop
  const { store } = loop.deps
  const last = loop.state.history.at(-1)
  if (persistence.touched)
    stop = await workBranch.finish(stop, last?.task ?? '', last?.n ?? loop.state.iteration)
  // The source as the stop leaves it: a stuck loop resumes once it changes (SPEC §8). Taken here, not
  // after every iteration: hashing a 10,000-task plan costs a millisecond, and only a stop's checkpoint
  // is compared. An interrupted loop always resumes, and the signal path has no time to spare.
  if (persistence.touched && stop.reason !== 'interrupted') {
    loop.sourceFingerprint = await loop.deps.tasks.fingerprint()
    // Before the checkpoint is written: it remembers what was written to the issues.
    await noteIssues(loop, stop)
  }
  // Before the checkpoint: the question's comment on the pull request is what the next run reads (SPEC §7).
  // On the signal path there is no time for an API call: the next run updates the pull request.
  const outputs = outputsOf(loop, stop)
  const kept = stop.reason === 'interrupted' ? outputs : await keepPullRequest(loop, outputs)
  if (stop.reason === 'needs_input') await postQuestion(loop, kept.pullRequestNumber, kept.pullRequestUrl)
  // The halt's message says where the question is now that it is posted (or why it is not).
  stop = waitingStop(loop, stop, { number: kept.pullRequestNumber, url: kept.pullRequestUrl })
  const result = { ...kept, message: stop.message }
  await persistence.write(loop.snapshot(), statusOf(stop.reason), stop.reason)
  // Before the save: the lock is this run's, not the next one's.
  if (loop.locked) await loop.deps.lock.release()
  // Whenever origin holds the run's work, a run that made no commit included: its counters moved (SPEC §8).
  const mirrors = persistence.enabled && (workBranch.pushed || (workBranch.pushing && !workBranch.unpushed))
  const { handOff } = await persistence.save(stop.reason === 'interrupted', mirrors)
  if (mirrors) {
    const label = `${statusOf(stop.reason)} (${stop.reason})`
    await mirrorState(loop.deps, loop.stateDir, label, store.kind !== 'cache' || persistence.savedKey !== '')
  }
  await verdict(loop, stop)
  // Nothing runs in the sandbox after the verdict: its proxies stop.
  await loop.deps.sandbox.stop()
  // The key of what was saved (or handed to the post step), never one that nothing was saved under.
  return { ...(await report(loop, { ...result, checkpointKey: persistence.savedKey })), handOff }
}

/** Logs the verdict and fires the end hook. */
async function verdict(loop: LoopContext, stop: Stop): Promise<void> {
  const { log } = loop.deps
  const { state } = loop
  const status = statusOf(stop.reason)
  const stuckTask = status === 'stuck' ? (stop.stuckTask ?? '') : ''

  log.info(`=== Ralph Loop ${status} (${stop.reason}): ${stop.message} ===`)
  if (status === 'stuck') log.error(`Stuck on task ${stuckTask}: ${stop.message}`, 'Ralph Loop stuck')
  if (status === 'aborted') log.error(stop.message, 'Ralph Loop aborted')
  // A configured run slice (iterations-per-run) is the plan, not a problem: no annotation.
  if (status === 'halted' && stop.reason === 'run_slice') {
    log.info(`${stop.message} The next run (or scheduled run) resumes from the checkpoint.`)
  } else if (status === 'halted') {
    log.warning(
      `${stop.message} Run the workflow again (or wait for the next scheduled run) to resume from the checkpoint.`,
      'Ralph Loop halted'
    )
  }
  await loop.hooks.fire(
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
}

/** The outputs of SPEC §2 (the checkpoint key is set once the state is saved). */
function outputsOf(loop: LoopContext, stop: Stop): Outputs {
  const { tasks } = loop.deps
  const { state, tally, workBranch } = loop
  const status = statusOf(stop.reason)
  const { counts, remaining } = tasks.view()
  const last = state.lastWorkRemaining
  const workRemaining = last ? [...last] : [...remaining, ...(state.verifyPending ? ['verify'] : [])]
  return {
    status,
    haltReason: stop.reason,
    exitCode: exitCodeOf(status),
    message: stop.message,
    iterations: tally.iterations,
    totalIterations: state.totals.iterations,
    tasksTotal: counts.total,
    tasksDone: counts.done,
    tasksRemaining: counts.total - counts.done,
    workRemaining,
    stuckTask: status === 'stuck' ? (stop.stuckTask ?? '') : '',
    resumed: loop.resumed,
    checkpointKey: '',
    costUsd: tally.costedIterations > 0 ? tally.costUsd : undefined,
    totalCostUsd: reportsCost(loop) ? state.totals.cost_usd : undefined,
    inputTokens: tally.usageReported ? tally.inputTokens : undefined,
    outputTokens: tally.usageReported ? tally.outputTokens : undefined,
    sessionId: tally.sessionId,
    branch: workBranch.branch,
    headSha: workBranch.sha,
    commits: workBranch.commits,
    pushed: workBranch.pushed,
    pullRequestUrl: '',
    pullRequestNumber: undefined,
    question: stop.reason === 'needs_input' ? (state.question?.text ?? '') : '',
    sandboxed: loop.sandboxed,
    blockedHosts: [...tally.blockedHosts(loop.deps.sandbox.takeBlocked())]
  }
}

/** Whether the agent ever reported a cost, in this run or an earlier one of the loop. */
function reportsCost(loop: LoopContext): boolean {
  const { state, tally } = loop
  return (
    tally.costedIterations > 0 ||
    state.totals.cost_usd > 0 ||
    state.history.some(r => r.cost_usd !== undefined)
  )
}

/** Writes report.json and renders the job summary. */
async function report(loop: LoopContext, result: Outputs): Promise<Omit<LoopResult, 'handOff'>> {
  const { config, clock, startedAt } = loop.deps
  const reportPath = `${config.stateDir}/report.json`
  const built = buildReport({
    result,
    records: loop.tally.records,
    totals: loop.state.totals,
    ...(config.review !== 'none' && { review: loop.tally.review }),
    startedAt,
    finishedAt: clock.now(),
    shard: config.shard ? `${config.shard.index}/${config.shard.count}` : null
  })
  // Redacted before it is escaped: in `&lt;` or `\|` a secret would no longer be found.
  const shown = redactDeep(built, loop.redact)
  const written = await writeReport(loop, reportPath, JSON.stringify(shown, null, 2) + '\n')
  const summary = renderSummary(shown, {
    resumedFrom: loop.persistence.source,
    lastMessage: loop.redact(loop.tally.lastMessage),
    question: loop.redact(result.question)
  })
  return {
    ...result,
    message: loop.redact(result.message),
    question: loop.redact(result.question),
    report: written,
    summary: loop.redact(summary)
  }
}

/** Writes report.json; its path, or '' when it was not written. */
async function writeReport(loop: LoopContext, path: string, text: string): Promise<string> {
  // Without the lock the state dir is another loop's: its report stays as it is.
  if (!loop.locked) return ''
  try {
    await loop.deps.workspace.writeText(path, text)
    return path
  } catch (error) {
    loop.deps.log.warning(
      `Could not write ${path}: ${error instanceof Error ? error.message : String(error)}`
    )
    return ''
  }
}
