import { jsonErrorOffset, lineColumn } from './json-position.js'
import { TaskFileError } from './task-file-error.js'
import type { Task, TaskState } from '../domain/task.js'
import { checkTasks, textOf, WRONG_FILE_HINT, type LocatedTask } from './validation.js'

type JsonObject = Record<string, unknown>

/** The keys under which a json source may keep its list, in the order they are described to users. */
const LIST_KEYS = ['subtasks', 'userStories', 'tasks'] as const

const ACCEPTED_SHAPES =
  'expected { "subtasks": [...] }, { "userStories": [...] }, { "tasks": [...] } or a bare array of tasks'

interface Entry extends LocatedTask {
  priority: number | undefined
  index: number
}

/**
 * Parses a json task file. Accepts `{ "subtasks": [...] }`, `{ "userStories": [...] }`, `{ "tasks": [...] }`
 * or a bare array. Returns the tasks in the order the loop works them: active first, then by `priority`
 * (lower first, items without one after all that have one), ties in file order. Throws TaskFileError, never
 * a bare SyntaxError, for text that is not JSON, an unknown shape, an item without an id, and the checks of
 * `checkTasks`.
 */
export function parseJsonTasks(text: string, file: string): Task[] {
  const body = textOf(text, file)
  const { items, key } = jsonTaskList(parseJson(body, file), file)
  const entries = items.map((item, index) => jsonItem(item, index, key, file))
  checkTasks(entries, file, key ? `no tasks: the "${key}" array is empty` : 'no tasks: the array is empty')
  return entries.sort(workOrder).map(entry => entry.task)
}

function parseJson(body: string, file: string): unknown {
  if (body.trim() === '') {
    throw new TaskFileError(file, `the file is empty, ${ACCEPTED_SHAPES}; ${WRONG_FILE_HINT}`)
  }
  try {
    return JSON.parse(body) as unknown
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')
    // V8 gives a position for some errors only; our own scan finds one for the others
    const stated = /at position (\d+)/.exec(reason)?.[1]
    const offset = stated === undefined ? jsonErrorOffset(body) : Number(stated)
    const position = offset === undefined ? undefined : lineColumn(body, offset)
    const at = position ? ` at line ${position.line}, column ${position.column}` : ''
    throw new TaskFileError(file, `invalid JSON${at}: ${reason}`)
  }
}

/** The task list of a parsed json task file and its key ('' for a bare array); throws TaskFileError. */
export function jsonTaskList(value: unknown, file: string): { items: unknown[]; key: string } {
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

/** Item `index` under `key` as a task, with its priority; throws TaskFileError as the whole parse does. */
export function jsonItem(item: unknown, index: number, key: string, file: string): Entry {
  const where = `item ${key}[${index}]`
  if (!isObject(item)) {
    throw new TaskFileError(
      file,
      `${where} is ${kindOf(item)}, not a task object with an id; ${WRONG_FILE_HINT}`
    )
  }
  const priority = typeof item.priority === 'number' ? item.priority : undefined
  // Field by field: spreading each parsed item into its entry cost three times the whole parse (10,000 tasks).
  return { task: taskOf(item, where, file), where, priority, index }
}

function taskOf(item: JsonObject, where: string, file: string): Task {
  const id = idOf(item, where, file)
  const title = nonBlank(item.title) ?? nonBlank(item.description) ?? id
  const criteria = acceptanceCriteria(item.acceptanceCriteria)
  return { id, title, criteria, state: stateOf(item) }
}

function idOf(item: JsonObject, where: string, file: string): string {
  const { id } = item
  if (typeof id === 'number') return String(id)
  if (typeof id === 'string' && id.trim() !== '') return id
  const named = nonBlank(item.title) ?? nonBlank(item.description)
  const label = named === undefined ? where : `${where} ("${named}")`
  if (id === undefined || id === null) {
    throw new TaskFileError(file, `${label} has no "id"; ${WRONG_FILE_HINT}`)
  }
  if (typeof id === 'string') throw new TaskFileError(file, `${label} has an empty "id"`)
  throw new TaskFileError(file, `${label} has an "id" that is ${kindOf(id)}; use a string or a number`)
}

function acceptanceCriteria(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : []
}

function stateOf(item: JsonObject): TaskState {
  // "In Progress", "in-progress" and "in_progress" all mean the same to the people who write these files
  const status =
    typeof item.status === 'string'
      ? item.status
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : ''
  if (item.done === true || item.passes === true || status === 'done' || status === 'completed') return 'done'
  if (status === 'failed') return 'failed'
  if (status === 'active' || status === 'in_progress') return 'active'
  return 'open'
}

function workOrder(a: Entry, b: Entry): number {
  const active = Number(b.task.state === 'active') - Number(a.task.state === 'active')
  if (active !== 0) return active
  // a missing priority ranks after every number, so compare presence before value
  const missing = Number(a.priority === undefined) - Number(b.priority === undefined)
  if (missing !== 0) return missing
  // compared, not subtracted: a priority of 1e999 parses as Infinity, and Infinity - Infinity is NaN
  if (a.priority === b.priority) return a.index - b.index
  return (a.priority ?? 0) < (b.priority ?? 0) ? -1 : 1
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  const shown = JSON.stringify(value)
  return `a ${typeof value} (${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown})`
}

function quoteList(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).map(key => `"${key}"`)
  return keys.length > 5 ? `${shown.join(', ')}, …` : shown.join(', ')
}
