import { code, codeBlock, html } from './markdown-escape.js'
import type { Report } from './report.js'
import type { IterationRecord } from '../domain/iteration.js'
import { formatUsd } from '../domain/money.js'
import { refusedHosts } from './refused-hosts.js'

/** Past this many iterations the table shows the first and last half and a count (the summary limit is 1 MiB). */
export const TABLE_LIMIT = 200

const ICON: Record<Report['status'], string> = {
  completed: '✅',
  stuck: '🛑',
  aborted: '❌',
  interrupted: '⏹️',
  halted: '⏸️'
}

/** The job summary of a run (markdown): status line, iterations table, work-remaining chart, what to do next. */
export function renderSummary(
  report: Report,
  extra: { resumedFrom?: string; lastMessage?: string; question?: string } = {}
): string {
  const parts = [
    `## ${ICON[report.status]} Ralph Loop: ${report.status} (${report.halt_reason})`,
    '',
    statusLine(report, extra.resumedFrom),
    '',
    html(report.message),
    ...refusedHosts(report.blocked_hosts ?? []),
    ...asks(extra.question),
    ...nextSteps(report, extra.lastMessage),
    ...agentsLine(report.records),
    ...(report.records.length > 0 ? ['', ...table(report.records), '', ...chart(report.records)] : [])
  ]
  return parts.join('\n') + '\n'
}

/** A count with thousands separators, as people read it: 1,234,567. */
const count = (n: number): string => n.toLocaleString('en-US')

// On the page only: report.json and the outputs keep the outcome's name.
const OUTCOME_WORDS: Partial<Record<IterationRecord['outcome'], string>> = {
  partial: 'files changed, no task done',
  rate_limited: 'rate limited',
  needs_input: 'asked a question'
}

function statusLine(report: Report, resumedFrom: string | undefined): string {
  const facts = [
    `exit code **${report.exit_code}**`,
    `iterations **${report.iterations}** this run / **${report.total_iterations}** in the loop`,
    `tasks **${report.tasks_done}/${report.tasks_total}** done`
  ]
  if (report.cost_usd !== null) facts.push(`cost **$${formatUsd(report.cost_usd)}**`)
  if (report.input_tokens !== null) {
    facts.push(`tokens **${count(report.input_tokens)}** in / **${count(report.output_tokens ?? 0)}** out`)
  }
  if (report.review) facts.push(reviewFacts(report.review))
  if (report.resumed) facts.push(`resumed${resumedFrom ? ` from ${code(resumedFrom)}` : ''}`)
  return facts.join(' · ')
}

/** The review gate's figures, apart from the agent's (SPEC §7); the totals above include them. */
function reviewFacts(review: NonNullable<Report['review']>): string {
  const apart = [
    ...(review.cost_usd > 0 ? [`reviewer cost $${formatUsd(review.cost_usd)}`] : []),
    ...(review.input_tokens + review.output_tokens > 0
      ? [`reviewer tokens ${count(review.input_tokens)} in / ${count(review.output_tokens)} out`]
      : [])
  ]
  return `reviews **${review.runs}**, ${review.rejected} not approved${apart.length > 0 ? ` (${apart.join(', ')})` : ''}`
}

/** The agent's open question (SPEC §7), as text that cannot become markup, and how to answer it. */
function asks(question: string | undefined): string[] {
  if (!question) return []
  return [
    '',
    '**The agent asks:**',
    '',
    ...codeBlock(question.trim()),
    '',
    'Answer in a comment on the pull request (someone with write access), or locally with `--answer`: the next run hands the answer to the agent.'
  ]
}

function nextSteps(report: Report, lastMessage: string | undefined): string[] {
  if (report.status === 'stuck') {
    const lines = [
      '',
      `**Stuck task:** ${code(report.stuck_task)}. The next run stops again until the task source changes or \`force-restart: true\` is set.`
    ]
    if (lastMessage)
      lines.push('', "The agent's last words:", '', ...codeBlock(lastMessage.trim().slice(-1500)))
    return lines
  }
  if (report.status === 'halted' || report.status === 'interrupted') {
    return [
      '',
      'The checkpoint is saved: run the workflow again (or wait for the next scheduled run) and the loop resumes.'
    ]
  }
  return []
}

/** Which agents ran, when `fallback-agent` took over from the agent after a usage limit (SPEC §4). */
function agentsLine(records: readonly IterationRecord[]): string[] {
  const agents = [...new Set(records.flatMap(record => (record.agent ? [record.agent] : [])))]
  if (agents.length < 2) return []
  return ['', `Agents: ${agents.map(code).join(' → ')} (fallback-agent after a usage limit).`]
}

function row(record: IterationRecord): string {
  const tokens =
    record.input_tokens === undefined
      ? ''
      : `${count(record.input_tokens)} / ${count(record.output_tokens ?? 0)}`
  const cost = record.cost_usd === undefined ? '' : `$${formatUsd(record.cost_usd)}`
  const seconds = (record.duration_ms / 1000).toFixed(1)
  return `| ${record.n} | ${code(record.task)} | ${record.attempt} | ${OUTCOME_WORDS[record.outcome] ?? record.outcome} | ${seconds} s | ${tokens} | ${cost} |`
}

function table(records: readonly IterationRecord[]): string[] {
  const head = [
    '| # | task | attempt | outcome | duration | tokens in / out | cost |',
    '| --- | --- | --- | --- | --- | --- | --- |'
  ]
  if (records.length <= TABLE_LIMIT) return [...head, ...records.map(row)]
  const half = TABLE_LIMIT / 2
  const skipped = records.length - TABLE_LIMIT
  return [
    ...head,
    ...records.slice(0, half).map(row),
    `| … | ${skipped} more iterations | | | | | |`,
    ...records.slice(-half).map(row)
  ]
}

/**
 * Work remaining over iterations as a Mermaid xychart, with a plain-text line for renderers without
 * Mermaid. Point 0 is the count before the run's first iteration.
 */
function chart(records: readonly IterationRecord[]): string[] {
  const sample = records.length <= TABLE_LIMIT ? records : thin(records, TABLE_LIMIT)
  const first = records[0]
  const start = { n: first.n - 1, work_remaining: first.work_remaining + first.tasks_done.length }
  const points = [start, ...sample]
  const values = points.map(point => point.work_remaining)
  // Mermaid asks d3 for about ten ticks: from a top of 10 up, each step is a whole number.
  const top = Math.max(10, ...values)
  return [
    '```mermaid',
    // Mermaid's default line is #ECECFF, invisible on white: a mid-tone blue reads on light and dark.
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${LINE_COLOR}"}}}}%%`,
    'xychart-beta',
    '  title "Work remaining after each iteration"',
    `  x-axis "iteration" [${points.map(point => point.n).join(', ')}]`,
    `  y-axis "items" 0 --> ${top}`,
    `  line [${values.join(', ')}]`,
    '```',
    '',
    `Work remaining: ${values.join(' → ')}`
  ]
}

/** The chart's line: GitHub's accent blue, a mid-tone that contrasts with both themes' backgrounds. */
export const LINE_COLOR = '#2f81f7'

function thin<T>(items: readonly T[], count: number): T[] {
  const step = items.length / count
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)])
}
