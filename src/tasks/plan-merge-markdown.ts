import { parseMarkdownPlan } from './markdown.js'
import { outlineOf, type OutlineHeading } from './markdown-outline.js'
import { COMPLETE, phaseOf } from './markdown-phases.js'
import { idMoves, planReason, type PlanMerge, type PlanTexts } from './plan-texts.js'

/** A done mark in a markdown task file: a checkbox's tick or a phase heading's `[COMPLETE]`. */
interface Mark {
  line: number
  kind: 'box' | 'heading'
  done: boolean
}

/** A task's lines; for a checkbox, also the section of the heading it is under (`head`: that heading's line). */
interface Place {
  from: number
  to: number
  kind: 'box' | 'heading'
  section?: { from: number; to: number; head: string }
}

/** What a merge by id needs of a markdown task file; line numbers are 1-based. */
interface Outline {
  /** The tasks' ids in file order, each with the first and last line of its text. */
  tasks: Map<string, Place>
  /** Every done mark by a key: a task's id, or `heading phase_N` for a phase heading with checkboxes. */
  marks: Map<string, Mark>
}

/**
 * Merges a markdown task file by task id, for a merge of the base branch into the work branch whose
 * only conflict is the task file (SPEC §10), with the rules of the JSON merge: the base's file, with
 * the work branch's done marks (the ticks and `[COMPLETE]`s it changed since the ancestor) set on it;
 * tasks added on the base join and tasks removed on the base leave, as the base's text has them; tasks
 * the work branch added kept (checkboxes after the base's last one, phase sections at the end). A
 * reason instead when a text is not a task file: the conflict is then left to a person.
 */
export function mergeMarkdownPlan(texts: PlanTexts, file: string): PlanMerge | { reason: string } {
  const all = [texts.ancestor, texts.work, texts.base]
  if (all.some(text => /\r(?!\n)/.test(text))) {
    return { reason: `${file}: lines end in a lone carriage return` }
  }
  let ancestor: Outline, work: Outline, base: Outline
  try {
    ;[ancestor, work, base] = all.map(text => outline(text, file))
  } catch (error) {
    return planReason(error, file)
  }
  const lines = texts.base.split('\n')
  for (const [key, mark] of base.marks) {
    const mine = work.marks.get(key)
    const old = ancestor.marks.get(key)
    if (!mine || (old && mine.done === old.done) || mine.done === mark.done) continue
    lines[mark.line - 1] = marked(lines[mark.line - 1] ?? '', mark.kind, mine.done)
  }
  // Tasks the work branch added (the agent split one) stay; tasks the base removed leave.
  const workLines = texts.work.split('\n')
  const added = [...work.tasks].filter(([id]) => !ancestor.tasks.has(id) && !base.tasks.has(id))
  // A checkbox under a heading the base does not have comes with its section, like a phase (once).
  const baseLines = new Set(lines)
  const isNew = (task: Place) => task.section !== undefined && !baseLines.has(task.section.head)
  const sections = new Map(
    added.flatMap(([, task]) =>
      isNew(task) && task.section ? [[task.section.from, task.section] as const] : []
    )
  )
  const take = (places: Place[]) => places.flatMap(({ from, to }) => workLines.slice(from - 1, to))
  const phases = take([
    ...added.map(([, task]) => task).filter(task => task.kind === 'heading'),
    ...[...sections.values()].map(section => ({ ...section, kind: 'heading' as const }))
  ])
  const end = lines.length - (texts.base.endsWith('\n') ? 1 : 0)
  // A blank line before the first added phase, ended as the base's lines end.
  if (phases.length > 0 && lines[end - 1]?.trim() !== '')
    phases.unshift(texts.base.includes('\r\n') ? '\r' : '')
  lines.splice(end, 0, ...phases)
  const boxes = [...base.tasks.values()].filter(task => task.kind === 'box').map(task => task.to)
  const boxed = added.map(([, task]) => task).filter(task => task.kind === 'box' && !isNew(task))
  lines.splice(boxes.length > 0 ? Math.max(...boxes) : end, 0, ...take(boxed))
  return { text: lines.join('\n'), ...idMoves(ancestor.tasks.keys(), work.tasks.keys(), base.tasks.keys()) }
}

/** The tasks and done marks of a markdown task file, as the parser reads them; throws TaskFileError. */
function outline(text: string, file: string): Outline {
  const { tasks, places } = parseMarkdownPlan(text, file)
  const last = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  const headings = outlineOf(text).headings
  const lines = text.split('\n')
  const result: Outline = { tasks: new Map(), marks: new Map() }
  tasks.forEach((task, i) => {
    const place = places[i]
    if (!place) return
    // A phase task runs to the next heading of its level or higher, or the next phase; a checkbox is its line.
    const at = headings.findIndex(heading => heading.line === place.line)
    const ends = (from: OutlineHeading) => (h: OutlineHeading) =>
      h.line > from.line &&
      (h.level <= from.level || (phaseOf(from.text) !== undefined && phaseOf(h.text) !== undefined))
    const here = headings[at]
    const next = place.kind === 'heading' && here ? headings.find(ends(here)) : undefined
    const to = place.kind === 'box' ? place.line : next ? next.line - 1 : last
    const over = place.kind === 'box' ? [...headings].reverse().find(h => h.line < place.line) : undefined
    const after = over && headings.find(ends(over))
    const section = over && {
      from: over.line,
      to: after ? after.line - 1 : last,
      head: lines[over.line - 1] ?? ''
    }
    result.tasks.set(task.id, { from: place.line, to, kind: place.kind, ...(section && { section }) })
    // The mark itself: a box's tick, a heading's [COMPLETE] (not what covers them)
    const done =
      place.kind === 'box'
        ? task.state === 'done' && !task.coveredBy
        : COMPLETE.test(headings[at]?.text ?? '')
    result.marks.set(task.id, { line: place.line, kind: place.kind, done })
  })
  headings.forEach(heading => {
    const phase = phaseOf(heading.text)
    if (phase && !result.tasks.has(`phase_${phase.number}`))
      result.marks.set(`heading phase_${phase.number}`, {
        line: heading.line,
        kind: 'heading',
        done: COMPLETE.test(heading.text)
      })
  })
  return result
}

/** The line with its mark set to `done`: a ticked or cleared box, a heading with or without `[COMPLETE]`. */
function marked(line: string, kind: Mark['kind'], done: boolean): string {
  if (kind === 'box') return line.replace(/\[[ xX]\]/, done ? '[x]' : '[ ]')
  // Before any closing hashes (`## Phase 2: Build ##`) and the carriage return of a CRLF file.
  if (done) return line.replace(/([ \t]+#+[ \t]*)?(\r?)$/, ' [COMPLETE]$1$2')
  return line.replace(/[ \t]*\[complete\]/gi, '')
}
