import type { Task } from '../domain/task.js'
import { CHECKBOX } from './markdown-lines.js'
import { parseJsonTasks } from './json.js'
import { parseYamlTasks } from './yaml.js'
import { parseMarkdownPlan } from './markdown.js'

/** The task sources that live in a file in the workspace. */
export type TaskFileKind = 'json' | 'yaml' | 'markdown'

/**
 * Plans smaller than this are parsed whole every time. Past it, a whole parse of a markdown checklist
 * costs more than the 25 ms an iteration the loop may add on a 10,000-task plan (bench/RESULTS.md,
 * issue 22); a JSON or YAML plan is parsed whole at any size.
 */
export const PATCH_FROM_CHARS = 32 * 1024

/**
 * A parsed task file, in work order before any shard filter; for a large markdown checklist, with the
 * offset of each checkbox line, so that the next read can take one ticked box without parsing the file.
 */
export interface ParsedPlan {
  text: string
  tasks: Task[]
  /** True when this parse only read the box that changed. */
  patched?: true
  /** The offset of each checkbox line whose tick changes only its own task (ascending)… */
  offsets?: number[]
  /** …and that task's index in `tasks`. */
  slots?: number[]
}

/**
 * Parses a task file's text as the given kind and checks what every source must satisfy at the start of a
 * loop: text not binary, at least one task, unique ids, none reserved. Throws only TaskFileError, whose
 * message starts with `file`. When `previous` has offsets and the text differs from it inside one checkbox
 * line only, by the box being ticked or unticked, only that task is read again; anything else is a whole
 * parse. The result is the same either way (tested against the whole parse).
 */
export function parsePlan(
  kind: TaskFileKind,
  text: string,
  file: string,
  previous?: ParsedPlan,
  patchFrom = PATCH_FROM_CHARS
): ParsedPlan {
  if (kind === 'json') return { text, tasks: parseJsonTasks(text, file) }
  if (kind === 'yaml') return { text, tasks: parseYamlTasks(text, file) }
  const patched = previous && patch(previous, text)
  if (patched) return patched
  const { tasks, places } = parseMarkdownPlan(text, file)
  if (text.length < patchFrom || text.includes('\r')) return { text, tasks }
  const alone = places.flatMap((place, slot) => (place.alone ? [{ line: place.line, slot }] : []))
  alone.sort((a, b) => a.line - b.line)
  const offsets = lineOffsets(
    text,
    alone.map(box => box.line)
  )
  return { text, tasks, offsets, slots: alone.map(box => box.slot) }
}

function patch(previous: ParsedPlan, text: string): ParsedPlan | undefined {
  const { offsets, slots } = previous
  // A NUL byte is for the whole parse to refuse; a carriage return would throw the line offsets off.
  if (!offsets || !slots || text.includes('\u0000') || text.includes('\r')) return undefined
  const old = previous.text
  const region = changedRegion(old, text)
  const delta = text.length - old.length
  if (hasNewline(old, region.start, region.oldEnd) || hasNewline(text, region.start, region.newEnd))
    return undefined
  const lineStart = old.lastIndexOf('\n', region.start - 1) + 1
  const at = lastAtOrBefore(offsets, lineStart)
  const k = slots[at] ?? -1
  const was = previous.tasks[k]
  if (!was || offsets[at] !== lineStart) return undefined
  const lineAt = (at: string) => {
    const end = at.indexOf('\n', lineStart)
    return at.slice(lineStart, end === -1 ? at.length : end)
  }
  const before = CHECKBOX.exec(lineAt(old))
  const after = CHECKBOX.exec(lineAt(text))
  if (!before || !after || before[2]?.trim() !== after[2]?.trim()) return undefined
  const tasks = previous.tasks.slice()
  tasks[k] = { ...was, state: after[1] === ' ' ? 'open' : 'done' }
  const shifted = delta === 0 ? offsets : offsets.map((offset, i) => (i > at ? offset + delta : offset))
  return { text, tasks, patched: true, offsets: shifted, slots }
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
