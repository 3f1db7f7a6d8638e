import { RESERVED_IDS, type Task } from '../domain/task.js'
import { slugify } from '../domain/slug.js'
import { dedupeSlugs } from './dedupe-slugs.js'

// A task id a person wrote at the start of a checkbox: `T001`, `T012 [P]`, `US-3`, `1.2`, `01-02:`, `3.`
const TASK_ID =
  /^(?:\*\*)?([A-Z][A-Z0-9]*-?\d+(?:[.-]\d+)*|\d+(?:[.-]\d+)+|\d+(?=[.):]))(?:\*\*)?(?=$|[\s.:)\],—–-]|\[)/

/** The task id a checkbox's text starts with, if any. */
export function leadingId(title: string): string | undefined {
  return TASK_ID.exec(title)?.[1]
}

/**
 * Gives each checkbox task (id '') its id (SPEC §3): the task id its text starts with, else the slug of
 * its text; a phase task keeps `phase_N`. A leading id met twice is not the person's own: those tasks
 * take their slugs, and slugs are made unique with `-2`, `-3`… without taking an id another task has.
 */
export function markdownIds(tasks: readonly Task[]): void {
  const wanted = tasks.map(task => task.id || leadingId(task.title) || '')
  const count = new Map<string, number>()
  wanted.forEach(id => count.set(id, (count.get(id) ?? 0) + 1))
  // A phase keeps `phase_N` even when met twice: two phases with one number are an error to show.
  const own = wanted.map((id, i) =>
    tasks[i]?.id || (id !== '' && count.get(id) === 1 && !RESERVED_IDS.includes(id)) ? id : ''
  )
  const taken = own.filter(id => id !== '')
  const slugs = tasks.map((task, i) => (own[i] ? '' : slugify(task.title)))
  const made = dedupeSlugs(
    slugs.filter((_, i) => !own[i]),
    [...RESERVED_IDS, ...taken]
  )
  let next = 0
  tasks.forEach((task, i) => (task.id = own[i] || made[next++] || task.id))
}
