import { slugify } from '../domain/slug.js'
import { RESERVED_IDS, type Task } from '../domain/task.js'
import { dedupeSlugs } from './dedupe-slugs.js'
import { doneMark } from './done-marks.js'
import { isObject, kindOf, nonBlank, ownId, planItem, type Entry } from './plan-item.js'
import { workOrder } from './plan-order.js'
import { TaskFileError } from './task-file-error.js'
import { checkTasks, WRONG_FILE_HINT } from './validation.js'

/** The keys under which a json or yaml plan may keep its list, in the order they are described to users. */
const LIST_KEYS = ['subtasks', 'userStories', 'tasks', 'features'] as const

/** The shapes a json or yaml plan may have, for messages about a file that has none of them. */
export const ACCEPTED_SHAPES =
  'expected { "subtasks": [...] }, { "userStories": [...] }, { "tasks": [...] }, { "features": [...] } or a bare array of tasks'

/** The syntax a plan was written in: json, or yaml (whose items may go without an id, as ralphy's do). */
export type PlanSyntax = 'json' | 'yaml'

/**
 * The tasks of a parsed json or yaml plan (SPEC §3), in the order the loop works them, each with the way
 * its file marks a task done. Throws TaskFileError for an unknown shape, an item without an id, the checks
 * of `checkTasks` and a `dependsOn` that names no task or makes a cycle.
 */
export function planTasks(value: unknown, file: string, syntax: PlanSyntax): Task[] {
  const { items, key } = planList(value, file)
  const fallback = syntax === 'yaml' ? titleIds(items) : []
  const entries: Entry[] = items.map((item, index) => planItem(item, index, key, file, fallback[index]))
  checkTasks(entries, file, key ? `no tasks: the "${key}" array is empty` : 'no tasks: the array is empty')
  const mark = doneMark(items, syntax)
  for (const entry of entries) entry.task.doneMark = mark
  return workOrder(entries, file).map(entry => entry.task)
}

/** The task list of a parsed plan and its key ('' for a bare array); throws TaskFileError. */
export function planList(value: unknown, file: string): { items: unknown[]; key: string } {
  if (Array.isArray(value)) return { items: value, key: '' }
  if (!isObject(value)) {
    throw new TaskFileError(file, `${ACCEPTED_SHAPES}, found ${kindOf(value)}; ${WRONG_FILE_HINT}`)
  }
  const present = LIST_KEYS.filter(key => Object.hasOwn(value, key))
  const [key] = present
  if (key === undefined) {
    const keys = Object.keys(value)
    const found = keys.length === 0 ? 'an empty object' : `an object with keys ${quoteList(keys)}`
    throw new TaskFileError(file, `${ACCEPTED_SHAPES}, found ${found}; ${WRONG_FILE_HINT}`)
  }
  if (present.length > 1) {
    throw new TaskFileError(file, `found both ${quoteList(present)}: keep the tasks in one list`)
  }
  const items = value[key]
  if (!Array.isArray(items)) {
    throw new TaskFileError(file, `"${key}" must be an array of tasks, found ${kindOf(items)}`)
  }
  return { items, key }
}

/**
 * The ids of items that name no id of their own, from their title's slug as a markdown checkbox's
 * (ralphy's YAML tasks have a title only, and its own tools find a task by its title); a slug taken by
 * another item's id or an earlier title gets `-2`, `-3`… Undefined for the other items.
 */
export function titleIds(items: readonly unknown[]): (string | undefined)[] {
  const owned = items.map(item => (isObject(item) ? ownId(item) : undefined))
  const titles = items.map((item, i) =>
    isObject(item) && owned[i] === undefined ? nonBlank(item.title) : undefined
  )
  const taken = [...RESERVED_IDS, ...owned.filter(id => id !== undefined)]
  const slugs = dedupeSlugs(titles.filter(title => title !== undefined).map(slugify), taken)
  let next = 0
  return titles.map(title => (title === undefined ? undefined : slugs[next++]))
}

function quoteList(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).map(key => `"${key}"`)
  return keys.length > 5 ? `${shown.join(', ')}, …` : shown.join(', ')
}
