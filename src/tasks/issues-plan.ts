import type { Issue } from '../ports/issues.js'
import type { Task } from '../domain/task.js'
import { markdownLines } from './markdown-lines.js'

/** The label the loop adds to an issue whose task got done (SPEC §3); an issue carrying it joins done. */
export const DONE_LABEL = 'ralph:done'

/** An issue's task id: `#N`. */
export const issueId = (issue: number): string => `#${issue}`

/** The issue number of an id `#N`, or undefined for a task the agent added under another id. */
export function issueNumber(id: string): number | undefined {
  const match = /^#([1-9]\d{0,9})$/.exec(id)
  return match ? Number(match[1]) : undefined
}

/** A long issue body must not fill the prompt: at most this many criteria of this many characters. */
const MAX_CRITERIA = 30
const MAX_CRITERION = 1_000

/**
 * An issue body's acceptance criteria: its checkboxes (`- [ ] text`), or else its paragraphs (blocks
 * between blank lines, each joined to one line). HTML comments, which issue templates leave, are no
 * criteria.
 */
export function issueCriteria(body: string): string[] {
  const text = body.replace(/\r\n?/g, '\n').replace(/<!--[\s\S]*?(?:-->|$)/g, '')
  const boxes = markdownLines(text).flatMap(line => (line.kind === 'checkbox' ? [line.text] : []))
  const criteria = boxes.length > 0 ? boxes : paragraphs(text)
  return criteria
    .slice(0, MAX_CRITERIA)
    .map(line => (line.length > MAX_CRITERION ? `${line.slice(0, MAX_CRITERION)}…` : line))
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map(block => block.replace(/\s+/g, ' ').trim())
    .filter(block => block !== '')
}

/** One item of `issues.json`, as the agent reads and edits it. */
export interface IssueItem {
  id: string
  title: string
  acceptanceCriteria: string[]
  done: boolean
}

/**
 * Merges this run's read of the issues into the plan of the last run, by id (SPEC §3): every labelled
 * open issue is a task, in the order of its number, with the issue's title and criteria as a person
 * left them; a done mark of the last plan is kept, and an issue the loop labelled done joins done.
 * Issues a person closed or unlabelled leave; tasks the agent added under ids of its own stay, last.
 * Returns the items of the next `issues.json`, and the ids that joined and left (for the log).
 */
export function mergeIssues(previous: readonly Task[], issues: readonly Issue[]) {
  const before = new Map(previous.map(task => [task.id, task]))
  const sorted = [...issues].sort((a, b) => a.number - b.number)
  const items = sorted.map((issue): IssueItem => ({
    id: issueId(issue.number),
    title: issue.title,
    acceptanceCriteria: issueCriteria(issue.body),
    done: before.get(issueId(issue.number))?.state === 'done' || issue.labels.includes(DONE_LABEL)
  }))
  const now = new Set(items.map(item => item.id))
  const kept = previous.filter(task => issueNumber(task.id) === undefined).map(itemOf)
  return {
    items: [...items, ...kept],
    joined: items.filter(item => !before.has(item.id)).map(item => item.id),
    left: previous
      .filter(task => issueNumber(task.id) !== undefined && !now.has(task.id))
      .map(task => task.id)
  }
}

/** A task as an item of `issues.json`. */
export function itemOf(task: Task): IssueItem {
  return { id: task.id, title: task.title, acceptanceCriteria: task.criteria, done: task.state === 'done' }
}

/** The text of `issues.json`: a json plan any json source reads (`{ "tasks": [...] }`). */
export function issuesPlanText(items: readonly IssueItem[]): string {
  return JSON.stringify({ tasks: items }, null, 2) + '\n'
}
