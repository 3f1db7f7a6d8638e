import { Outputs, type OutputName } from '../config/names.js'
import type { LoopResult } from '../domain/result.js'
import { exitCodeOf } from '../domain/outcomes.js'
import { formatUsd } from '../domain/money.js'

/**
 * Every output of SPEC §2 as the strings the runner stores, each one passed through `redact` (SPEC §4:
 * secret values are `***` in every output): a task id, a branch or a session id can hold one too.
 */
export function outputsOf(result: LoopResult, redact: (text: string) => string): Record<OutputName, string> {
  const outputs = outputStrings(result)
  for (const name of Object.keys(outputs) as OutputName[]) outputs[name] = redact(outputs[name])
  return outputs
}

function outputStrings(result: LoopResult): Record<OutputName, string> {
  const optional = (value: number | undefined) => (value === undefined ? '' : String(value))
  const usd = (value: number | undefined) => (value === undefined ? '' : formatUsd(value))
  return {
    [Outputs.Status]: result.status,
    [Outputs.ExitCode]: String(result.exitCode),
    [Outputs.HaltReason]: result.haltReason,
    [Outputs.Iterations]: String(result.iterations),
    [Outputs.TotalIterations]: String(result.totalIterations),
    [Outputs.TasksTotal]: String(result.tasksTotal),
    [Outputs.TasksDone]: String(result.tasksDone),
    [Outputs.TasksRemaining]: String(result.tasksRemaining),
    [Outputs.WorkRemaining]: JSON.stringify(result.workRemaining),
    [Outputs.StuckTask]: result.stuckTask,
    [Outputs.Resumed]: String(result.resumed),
    [Outputs.CheckpointKey]: result.checkpointKey,
    [Outputs.CostUsd]: usd(result.costUsd),
    [Outputs.InputTokens]: optional(result.inputTokens),
    [Outputs.OutputTokens]: optional(result.outputTokens),
    [Outputs.SessionId]: result.sessionId,
    [Outputs.Branch]: result.branch,
    [Outputs.HeadSha]: result.headSha,
    [Outputs.Commits]: String(result.commits),
    [Outputs.Pushed]: String(result.pushed),
    [Outputs.Report]: result.report,
    [Outputs.TotalCostUsd]: usd(result.totalCostUsd),
    [Outputs.PullRequestUrl]: result.pullRequestUrl,
    [Outputs.PullRequestNumber]: optional(result.pullRequestNumber),
    [Outputs.Question]: result.question,
    [Outputs.Sandboxed]: String(result.sandboxed),
    [Outputs.BlockedHosts]: JSON.stringify(result.blockedHosts)
  }
}

/** The result of a run that stopped before the loop began (an input error): `aborted`, reason `error`. */
export function abortedBeforeStart(message: string): LoopResult {
  return {
    status: 'aborted',
    haltReason: 'error',
    exitCode: exitCodeOf('aborted'),
    message,
    iterations: 0,
    totalIterations: 0,
    tasksTotal: 0,
    tasksDone: 0,
    tasksRemaining: 0,
    workRemaining: [],
    stuckTask: '',
    resumed: false,
    checkpointKey: '',
    costUsd: undefined,
    totalCostUsd: undefined,
    inputTokens: undefined,
    outputTokens: undefined,
    sessionId: '',
    branch: '',
    headSha: '',
    commits: 0,
    pushed: false,
    pullRequestUrl: '',
    pullRequestNumber: undefined,
    question: '',
    report: '',
    handOff: false,
    sandboxed: false,
    blockedHosts: [],
    summary: `## ❌ Ralph Loop: aborted (error)\n\n${message}\n`
  }
}
