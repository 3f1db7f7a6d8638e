import type { TaskState } from '../domain/task.js'

type Item = Record<string, unknown>

/** The fields whose `true` marks an item done, in the order a mark is looked for (SPEC §3). */
export const DONE_FLAGS = ['passes', 'passed', 'completed', 'done'] as const

/** The `status` values that mean done, compared in lower case. */
const DONE_STATUSES = new Set(['done', 'complete', 'completed', 'passed'])

/** The fields a done mark may live in: what a merge of two plans keeps from the work branch. */
export const MARK_FIELDS = [...DONE_FLAGS, 'status'] as const

/** An item's state: done by any flag or status, `failed` (retried like open), `active` (sorted first), else open. */
export function stateOf(item: Item): TaskState {
  if (item.passes === true || item.passed === true || item.completed === true || item.done === true)
    return 'done'
  const status = statusOf(item)
  if (DONE_STATUSES.has(status)) return 'done'
  if (status === 'failed') return 'failed'
  if (status === 'active' || status === 'in_progress') return 'active'
  return 'open'
}

// "In Progress", "in-progress" and "in_progress" all mean the same to the people who write these files
function statusOf(item: Item): string {
  return typeof item.status === 'string'
    ? item.status
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    : ''
}

/**
 * How the agent marks a task of this plan done, in the plan's own words (SPEC §5a): the first done field the
 * items use (`"passes": true` in a prd.json, `completed: true` in ralphy's YAML), a `status` with the value
 * its done items carry (`"status": "complete"`), else `done: true`. Written in the file's syntax.
 */
export function doneMark(items: readonly unknown[], syntax: 'json' | 'yaml'): string {
  let field: (typeof MARK_FIELDS)[number] = 'done'
  for (const item of items) {
    const found =
      typeof item === 'object' && item !== null && MARK_FIELDS.find(name => Object.hasOwn(item, name))
    if (found) {
      field = found
      break
    }
  }
  const statuses = field === 'status' ? items.map(item => (item as Item | null)?.status) : []
  const status = statuses.find(s => typeof s === 'string' && DONE_STATUSES.has(s.trim().toLowerCase()))
  const done = field !== 'status' ? true : typeof status === 'string' ? status.trim() : 'done'
  return syntax === 'json' ? `"${field}": ${JSON.stringify(done)}` : `${field}: ${String(done)}`
}
