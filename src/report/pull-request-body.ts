import type { LoopResult } from '../domain/result.js'
import type { Task } from '../domain/task.js'
import { cell, code, codeBlock, html } from './markdown-escape.js'

/** What the pull request's body tells (SPEC §10). */
export interface PullRequestFacts {
  result: Pick<
    LoopResult,
    | 'status'
    | 'haltReason'
    | 'message'
    | 'iterations'
    | 'totalIterations'
    | 'tasksTotal'
    | 'tasksDone'
    | 'stuckTask'
    | 'costUsd'
    | 'totalCostUsd'
  >
  /** The real tasks (empty for a task CLI, whose counts are shown instead). */
  tasks: readonly Task[]
  /** The agent's last words, shown for a stuck loop. */
  lastMessage: string
  branch: string
  /** A link to the workflow run, when known. */
  runUrl: string
}

/** Title and body of the work branch's pull request; the body is rewritten on every run. */
export function renderPullRequest(facts: PullRequestFacts): { title: string; body: string } {
  const { result } = facts
  const cost = (usd: number | undefined) => (usd === undefined ? '—' : `$${usd.toFixed(2)}`)
  const body = [
    `**Ralph Loop: ${result.status}** (${result.haltReason}): ${html(result.message)}`,
    '',
    `### Tasks: ${result.tasksDone} of ${result.tasksTotal} done`,
    '',
    ...checklist(facts),
    '',
    '| | this run | in total |',
    '| --- | --- | --- |',
    `| iterations | ${result.iterations} | ${result.totalIterations} |`,
    `| cost | ${cost(result.costUsd)} | ${cost(result.totalCostUsd)} |`,
    ...stuck(facts),
    ...(facts.runUrl ? ['', `[The workflow run](${facts.runUrl})`] : []),
    '',
    `<sub>This description is rewritten by every run of the loop on ${code(facts.branch)}.</sub>`
  ]
  return { title: `Ralph Loop: ${facts.branch}`, body: body.join('\n') + '\n' }
}

function checklist({ tasks, result }: PullRequestFacts): string[] {
  if (tasks.length === 0)
    return [`${result.tasksDone} done, ${result.tasksTotal - result.tasksDone} not done.`]
  return tasks.map(task => {
    const mark = task.state === 'done' ? '[x]' : '[ ]'
    const note = task.id === result.stuckTask ? ' — **stuck**' : ''
    return `- ${mark} ${code(task.id)} ${cell(task.title)}${note}`
  })
}

function stuck({ result, lastMessage }: PullRequestFacts): string[] {
  if (result.status !== 'stuck' || !lastMessage.trim()) return []
  return [
    '',
    `### Stuck on ${code(result.stuckTask)}: the agent's last words`,
    '',
    ...codeBlock(lastMessage.trim().slice(-1500))
  ]
}
