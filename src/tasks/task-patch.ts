import type { Task } from '../domain/task.js'
import { jsonItem, parseJsonPlan } from './json.js'
import { itemSpans } from './json-spans.js'
import { CHECKBOX } from './markdown-lines.js'
import { parseMarkdownPlan } from './markdown.js'
import type { TaskFileKind } from './parse.js'

/** Plans smaller than this are parsed whole every time: it costs less than keeping an index. */
export const PATCH_FROM_CHARS = 32 * 1024

/**
 * A parsed task file, in work order before any shard filter, with an index that lets the next read take
 * an edit inside one task without parsing the whole file again: where each JSON item is, or the offset
 * of each checkbox line.
 */
export interface ParsedPlan {
  text: string
  tasks: Task[]
  /** True when this parse only read the task that changed. */
  patched?: true
  index?:
    | {
        kind: 'json'
        key: string
        starts: number[]
        ends: number[]
        places: number[]
        priorities: (number | undefined)[]
      }
    | { kind: 'markdown'; offsets: number[] }
}

/**
 * Parses `text` (throws TaskFileError like `parseTasks`). When `previous` has an index and the text differs
 * from it inside one task only — a JSON item whose id, priority and active state stay as they were, or a
 * checkbox ticked or unticked — only that task is read again; anything else is a whole parse. The result is
 * the same either way (tested against the whole parse).
 */
export function parsePlan(
  kind: TaskFileKind,
  text: string,
  file: string,
  previous?: ParsedPlan,
  patchFrom = PATCH_FROM_CHARS
): ParsedPlan {
  const patched = previous?.index && !text.includes('\u0000') ? patch(previous, text, file) : undefined
  if (patched) return patched
  if (kind === 'json') {
    const { tasks, key, places, priorities } = parseJsonPlan(text, file)
    const spans = text.length >= patchFrom ? itemSpans(text) : undefined
    if (!spans || spans.length !== tasks.length) return { text, tasks }
    const [starts, ends] = [spans.map(s => s.start), spans.map(s => s.end)]
    return { text, tasks, index: { kind, key, starts, ends, places, priorities } }
  }
  const { tasks, lines } = parseMarkdownPlan(text, file)
  if (!lines || text.length < patchFrom || text.includes('\r')) return { text, tasks }
  return { text, tasks, index: { kind: 'markdown', offsets: lineOffsets(text, lines) } }
}

function patch(previous: ParsedPlan, text: string, file: string): ParsedPlan | undefined {
  const { index } = previous
  if (!index) return undefined
  const old = previous.text
  const region = changedRegion(old, text)
  const delta = text.length - old.length
  if (index.kind === 'json') {
    // The one item whose value holds the whole change, in the old text.
    const k = lastAtOrBefore(index.starts, region.start)
    if (k < 0 || region.oldEnd > (index.ends[k] ?? -1)) return undefined
    const itemText = text.slice(index.starts[k], (index.ends[k] ?? 0) + delta)
    let item: { task: Task; priority: number | undefined }
    try {
      item = jsonItem(JSON.parse(itemText), `item ${index.key}[${k}]`, file)
    } catch {
      return undefined // the whole parse gives the error and where it is
    }
    const place = index.places[k] ?? -1
    const was = previous.tasks[place]
    const active = (task: Task) => task.state === 'active'
    if (
      !was ||
      item.task.id !== was.id ||
      item.priority !== index.priorities[k] ||
      active(item.task) !== active(was)
    )
      return undefined
    const tasks = previous.tasks.slice()
    tasks[place] = item.task
    const shift = (list: number[], from: number) => list.map((at, i) => (i >= from ? at + delta : at))
    const [starts, ends] = [shift(index.starts, k + 1), shift(index.ends, k)]
    return { text, tasks, patched: true, index: { ...index, starts, ends } }
  }
  if (
    text.includes('\r') ||
    hasNewline(old, region.start, region.oldEnd) ||
    hasNewline(text, region.start, region.newEnd)
  )
    return undefined
  const lineStart = old.lastIndexOf('\n', region.start - 1) + 1
  const k = lastAtOrBefore(index.offsets, lineStart)
  const was = previous.tasks[k]
  if (!was || index.offsets[k] !== lineStart) return undefined
  const lineAt = (at: string) => {
    const end = at.indexOf('\n', lineStart)
    return at.slice(lineStart, end === -1 ? at.length : end)
  }
  const before = CHECKBOX.exec(lineAt(old))
  const after = CHECKBOX.exec(lineAt(text))
  if (!before || !after || before[2]?.trim() !== after[2]?.trim()) return undefined
  const tasks = previous.tasks.slice()
  tasks[k] = { ...was, state: after[1] === ' ' ? 'open' : 'done' }
  const offsets = delta === 0 ? index.offsets : index.offsets.map((at, i) => (i > k ? at + delta : at))
  return { text, tasks, patched: true, index: { kind: 'markdown', offsets } }
}

const CHUNK = 4096

/** Where two texts differ: the first index that differs, and the ends of the differing part in each. */
export function changedRegion(a: string, b: string): { start: number; oldEnd: number; newEnd: number } {
  const min = Math.min(a.length, b.length)
  // Whole chunks first (string equality runs at memory speed), then character by character.
  let start = 0
  while (start + CHUNK <= min && a.slice(start, start + CHUNK) === b.slice(start, start + CHUNK))
    start += CHUNK
  while (start < min && a.charCodeAt(start) === b.charCodeAt(start)) start++
  let same = 0
  const tail = (text: string) => text.slice(text.length - same - CHUNK, text.length - same)
  while (same + CHUNK <= min - start && tail(a) === tail(b)) same += CHUNK
  while (same < min - start && a.charCodeAt(a.length - 1 - same) === b.charCodeAt(b.length - 1 - same)) same++
  return { start, oldEnd: a.length - same, newEnd: b.length - same }
}

/** The last index whose value is at most `at` in an ascending list, or -1. */
function lastAtOrBefore(list: readonly number[], at: number): number {
  let [low, high] = [0, list.length - 1]
  while (low <= high) {
    const mid = (low + high) >> 1
    if ((list[mid] ?? Infinity) <= at) low = mid + 1
    else high = mid - 1
  }
  return high
}

function hasNewline(text: string, start: number, end: number): boolean {
  const at = text.indexOf('\n', start)
  return at !== -1 && at < end
}

/** The offset of the start of each 1-based line number in `lines` (ascending), in a text split on `\n`. */
function lineOffsets(text: string, lines: readonly number[]): number[] {
  const offsets: number[] = []
  let line = 1
  let at = 0
  for (const wanted of lines) {
    while (line < wanted) {
      at = text.indexOf('\n', at) + 1
      line++
    }
    offsets.push(at)
  }
  return offsets
}
