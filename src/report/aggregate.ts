import { exitCodeOf, type Status } from '../domain/outcomes.js'
import type { Report } from './report.js'
import { formatUsd, roundUsd } from '../domain/money.js'

// The status of the whole is the worst of its parts.
const SEVERITY: Status[] = ['completed', 'halted', 'interrupted', 'stuck', 'aborted']

/**
 * Merges the `report.json` of each shard (a matrix of jobs over one plan) into one summary. When
 * `expected` is given and another number of reports was found, the whole is aborted: a shard
 * without a report failed or was cancelled before writing one.
 */
export function aggregateReports(reports: readonly Report[], expected?: number) {
  const missing =
    expected !== undefined && expected !== reports.length ? { expected, found: reports.length } : undefined
  const status = reports.reduce<Status>(
    (worst, report) => (SEVERITY.indexOf(report.status) > SEVERITY.indexOf(worst) ? report.status : worst),
    missing ? 'aborted' : 'completed'
  )
  const costs = reports.map(report => report.cost_usd).filter((cost): cost is number => cost !== null)
  return {
    status,
    exitCode: exitCodeOf(status),
    shards: reports.map((report, i) => ({
      shard: report.shard ?? `#${i + 1}`,
      status: report.status,
      haltReason: report.halt_reason,
      iterations: report.iterations,
      done: report.tasks_done,
      total: report.tasks_total
    })),
    iterations: reports.reduce((total, report) => total + report.iterations, 0),
    tasksTotal: reports.reduce((total, report) => total + report.tasks_total, 0),
    tasksDone: reports.reduce((total, report) => total + report.tasks_done, 0),
    workRemaining: reports.flatMap(report => report.work_remaining),
    costUsd: costs.length > 0 ? roundUsd(costs.reduce((a, b) => a + b, 0)) : null,
    ...(missing ? { missing } : {})
  }
}

/** The merged summary as markdown, for the final job's summary. */
export function renderAggregate(aggregate: ReturnType<typeof aggregateReports>): string {
  const lines = [
    `## Ralph Loop shards: ${aggregate.status}`,
    '',
    ...(aggregate.missing
      ? [
          `**aborted**: Expected ${aggregate.missing.expected} shard reports, found ${aggregate.missing.found}: a shard without a report (it failed or was cancelled before writing one) makes the whole aborted.`,
          ''
        ]
      : []),
    `tasks **${aggregate.tasksDone}/${aggregate.tasksTotal}** done · iterations **${aggregate.iterations}**` +
      (aggregate.costUsd !== null ? ` · cost **$${formatUsd(aggregate.costUsd)}**` : ''),
    '',
    '| shard | status | reason | iterations | tasks done |',
    '| --- | --- | --- | --- | --- |',
    ...aggregate.shards.map(
      s => `| ${s.shard} | ${s.status} | ${s.haltReason} | ${s.iterations} | ${s.done}/${s.total} |`
    )
  ]
  if (aggregate.workRemaining.length > 0) {
    lines.push('', `Work remaining: ${aggregate.workRemaining.slice(0, 50).join(', ')}`)
  }
  return lines.join('\n') + '\n'
}
