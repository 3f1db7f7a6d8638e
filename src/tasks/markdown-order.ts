import type { Task } from '../domain/task.js'

/** Where a task of a markdown plan is written, for a tick by line (checkbox-patch.ts) and a merge by id. */
export interface MarkdownPlace {
  /** The 1-based line of its checkbox, or of its heading for a phase without checkboxes. */
  line: number
  kind: 'box' | 'heading'
  /** True when a tick of this box changes no other task: not nested, no children, not covered, no phase list. */
  alone: boolean
}

/** A task being read: where it is, the headings it is under, and the tasks whose done state makes it done. */
export interface Entry {
  task: Task
  place: MarkdownPlace
  /** Indexes of the headings it is under, outermost first. */
  stack: number[]
  /** Nested checkboxes, or a summary line's phase tasks: all done makes it done (SPEC §3). */
  children: Entry[]
  ticked: boolean
}

/**
 * Sets a task's final state: ticked, or covered by a mark higher up, or a parent whose children are all
 * done (`coveredBy` says so); else open. Children settle first; a cycle counts as not done.
 */
export function settle(entry: Entry): void {
  const seen = new Set<Entry>()
  const walk = (at: Entry): boolean => {
    if (at.ticked || at.task.coveredBy) return true
    if (seen.has(at)) return at.task.state === 'done'
    seen.add(at)
    if (at.children.length === 0) return false
    const all = at.children.map(walk).every(Boolean)
    if (all) {
      at.task.state = 'done'
      at.task.coveredBy = at.place.kind === 'box' ? 'all the tasks under it are done' : at.task.coveredBy
    }
    return all
  }
  if (entry.task.coveredBy) entry.task.state = 'done'
  else walk(entry)
}

/**
 * The tasks in work order: file order, except that a task with children comes right after the last of
 * them (a Kiro parent after its sub-tasks, a GSD summary line after its phase's plans).
 */
export function workOrder(entries: readonly Entry[]): Entry[] {
  const position = new Map(entries.map((entry, i) => [entry, i]))
  const keys = new Map<Entry, { at: number; height: number }>()
  const key = (entry: Entry, seen: Set<Entry>): { at: number; height: number } => {
    const known = keys.get(entry)
    if (known) return known
    const own = { at: position.get(entry) ?? 0, height: 0 }
    if (seen.has(entry)) return own
    seen.add(entry)
    const result = entry.children.reduce((max, child) => {
      const k = key(child, seen)
      return { at: Math.max(max.at, k.at), height: Math.max(max.height, k.height + 1) }
    }, own)
    keys.set(entry, result)
    return result
  }
  const sorted = entries.map(entry => ({ entry, k: key(entry, new Set()) }))
  sorted.sort((a, b) => a.k.at - b.k.at || a.k.height - b.k.height)
  return sorted.map(({ entry }) => entry)
}
