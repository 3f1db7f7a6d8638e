import type { Task } from '../domain/task.js'
import { stateOf } from './done-marks.js'
import { TaskFileError } from './task-file-error.js'
import { WRONG_FILE_HINT, type LocatedTask } from './validation.js'

/** One parsed item of a json or yaml plan. */
export type PlanObject = Record<string, unknown>

/** An item read as a task, with what orders it: its priority, its place in the file, the ids it waits for. */
export interface Entry extends LocatedTask {
  priority: number | undefined
  index: number
  dependsOn: string[]
}

/**
 * Item `index` under `key` as a task (SPEC §3): its id from `id`, else `name`, else `F1`, `F2`… by position in
 * a `features` list, else `fallbackId` (a yaml plan gives the slug of the title: ralphy's tasks have no id);
 * its title from `title`, `description` or `name`; `acceptanceCriteria` or `steps` as criteria; the
 * description as details when the title is another text. Throws TaskFileError naming the item.
 */
export function planItem(
  item: unknown,
  index: number,
  key: string,
  file: string,
  fallbackId?: string
): Entry {
  const where = `item ${key}[${index}]`
  if (!isObject(item)) {
    throw new TaskFileError(
      file,
      `${where} is ${kindOf(item)}, not a task object with an id; ${WRONG_FILE_HINT}`
    )
  }
  const positional = key === 'features' ? `F${index + 1}` : fallbackId
  const id = idOf(item, where, file, positional)
  const title = nonBlank(item.title) ?? nonBlank(item.description) ?? nonBlank(item.name) ?? id
  const criteria = textLines(item.acceptanceCriteria ?? item.steps)
  // doneMark is the file's, set by the caller; named here so that every task has one shape
  const task: Task = { id, title, criteria, state: stateOf(item), doneMark: undefined }
  const description = nonBlank(item.description)
  if (description !== undefined && description !== title) task.details = [description]
  const priority = typeof item.priority === 'number' ? item.priority : undefined
  // Field by field: spreading each parsed item into its entry cost three times the whole parse (10,000 tasks).
  return { task, where, priority, index, dependsOn: idList(item.dependsOn ?? item.depends_on) }
}

/** The id an item names itself by (`id`, else `name`), as the loop writes it; undefined when it has neither. */
export function ownId(item: PlanObject): string | undefined {
  return idText(item.id) ?? idText(item.name)
}

function idText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function idOf(item: PlanObject, where: string, file: string, positional: string | undefined): string {
  const own = ownId(item)
  if (own !== undefined) return own
  const { id } = item
  if (id === undefined || id === null || id === '') {
    if (positional !== undefined) return positional
  }
  const named = nonBlank(item.title) ?? nonBlank(item.description)
  const label = named === undefined ? where : `${where} ("${named}")`
  if (id === undefined || id === null) {
    throw new TaskFileError(file, `${label} has no "id" (nor "name"); ${WRONG_FILE_HINT}`)
  }
  if (typeof id === 'string') throw new TaskFileError(file, `${label} has an empty "id"`)
  throw new TaskFileError(file, `${label} has an "id" that is ${kindOf(id)}; use a string or a number`)
}

/** The strings of a list (or a single string); anything else is left out. */
function textLines(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : []
}

/** The ids of `dependsOn`: a list of strings and numbers, or one of them. */
function idList(value: unknown): string[] {
  if (value === undefined || value === null) return NO_IDS
  const list: unknown[] = Array.isArray(value) ? value : [value]
  return list.flatMap(id => (typeof id === 'string' || typeof id === 'number' ? [String(id)] : []))
}

// shared by the items without dependencies, which are most: no array each on a 10,000-task plan
const NO_IDS: string[] = []

export function isObject(value: unknown): value is PlanObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** A value as a message names it: `an object`, `a string ("x")`. */
export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  const shown = JSON.stringify(value)
  return `a ${typeof value} (${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown})`
}
