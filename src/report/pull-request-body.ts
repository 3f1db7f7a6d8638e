import type { LoopResult } from '../domain/result.js'
import type { Task } from '../domain/task.js'
import { inert, printable } from './inert-text.js'
import { cell, code, codeBlock, html } from './markdown-escape.js'
import { refusedHosts } from './refused-hosts.js'

/**
 * The longest body the loop sends (SPEC §10): GitHub refuses one over 65,536 characters with a 422,
 * and then no pull request is opened at all. The checklist is what grows with the task file, so it is
 * what is cut.
 */
export const MAX_BODY = 60_000
/** The loop's message (an error text can be long) is cut to this many characters in the body. */
const MAX_MESSAGE = 2_000

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
    | 'blockedHosts'
  >
  /** The real tasks (empty for a task CLI, whose counts are shown instead). */
  tasks: readonly Task[]
  /**
   * Issues to close when the pull request is merged (`task-source: github-issues`): the loop's own
   * `Closes #N` lines, the one place the body may close an issue; numbers, never outside text.
   */
  closes?: readonly number[]
  /** The agent's last words, shown for a stuck loop. */
  lastMessage: string
  branch: string
  /** A link to the workflow run, when known. */
  runUrl: string
}

/**
 * Title and body of the work branch's pull request; the body is rewritten on every run. Text from the
 * tasks and the agent is made inert (no mention, no closing keyword, no link) and loses its control
 * characters (`printable`); the body is at most
 * MAX_BODY characters, its checklist cut with a line saying how many tasks are not shown.
 */
export function renderPullRequest(facts: PullRequestFacts): { title: string; body: string } {
  const { result } = facts
  const cost = (usd: number | undefined) => (usd === undefined ? '—' : `$${usd.toFixed(2)}`)
  const message =
    result.message.length > MAX_MESSAGE ? `${result.message.slice(0, MAX_MESSAGE)}…` : result.message
  const head = [
    `**Ralph Loop: ${result.status}** (${result.haltReason}): ${html(inert(message))}`,
    ...refusedHosts(result.blockedHosts),
    '',
    ...closes(facts.closes ?? []),
    `### Tasks: ${result.tasksDone} of ${result.tasksTotal} done`,
    ''
  ]
  const tail = [
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
  const room = MAX_BODY - [...head, ...tail].join('\n').length - 200
  const body = [...head, ...fitted(checklist(facts), room), ...tail]
  // The last pass removes control characters from every text in it, ids and the last words too; the
  // body's own lines stay, and the title is one line.
  return {
    title: printable(`Ralph Loop: ${facts.branch}`).replace(/\s+/g, ' '),
    body: printable(body.join('\n') + '\n')
  }
}

/** As many lines of the checklist as fit in `room` characters, and a line that counts the rest. */
function fitted(lines: string[], room: number): string[] {
  let used = 0
  for (let i = 0; i < lines.length; i++) {
    used += lines[i].length + 1
    if (used > room) {
      const hidden = lines.length - i
      return [
        ...lines.slice(0, i),
        `- … and ${hidden} more task${hidden === 1 ? '' : 's'} not shown (the body's limit); the task file lists them all.`
      ]
    }
  }
  return lines
}

function checklist({ tasks, result }: PullRequestFacts): string[] {
  if (tasks.length === 0)
    return [`${result.tasksDone} done, ${result.tasksTotal - result.tasksDone} not done.`]
  return tasks.map(task => {
    const mark = task.state === 'done' ? '[x]' : '[ ]'
    const note = task.id === result.stuckTask ? ' — **stuck**' : ''
    return `- ${mark} ${code(task.id)} ${cell(inert(task.title))}${note}`
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

function closes(numbers: readonly number[]): string[] {
  return numbers.length > 0 ? [...numbers.map(n => `Closes #${Math.trunc(n)}`), ''] : []
}
