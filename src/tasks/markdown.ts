import { markdownLines, type MarkdownLine } from './markdown-lines.js'
import { slugify } from '../domain/slug.js'
import { dedupeSlugs } from './dedupe-slugs.js'
import { RESERVED_IDS, type Task } from '../domain/task.js'
import { checkTasks, textOf, type LocatedTask } from './validation.js'

type Heading = Extract<MarkdownLine, { kind: 'heading' }>
type Checkbox = Extract<MarkdownLine, { kind: 'checkbox' }>

const PHASE = /^Phase\s+(\d+)\s*:\s*(.*)$/i
/** The mark that makes a phase heading done, in any case. */
export const COMPLETE = /\[complete\]/i
// status markers such as [COMPLETE], [IN PROGRESS], [NOT STARTED] or [2h] at the end of a phase heading
const TRAILING_MARKERS = /(?:\s*\[[^[\]]*\])+\s*$/

/**
 * Parses a markdown task file. When the file has phase headings (`##`–`####` followed by `Phase N: Title`),
 * the phases are the tasks, in file order, and nothing else is: id `phase_N`, done when the heading carries
 * `[COMPLETE]` in any case or when the phase has checkboxes and all are ticked, and the checkbox texts
 * inside the phase as its criteria and its `boxes` (with their ids, for the removal rule). Otherwise every checkbox item is a task whose id is the slug of its
 * text, done when checked. Throws TaskFileError (see `checkTasks`). When the tasks are checkbox items (no
 * phases), also returns the 1-based line of each, for a later tick of one box (checkbox-patch.ts).
 */
export function parseMarkdownPlan(text: string, file: string): { tasks: Task[]; lines?: number[] } {
  const lines = markdownLines(textOf(text, file))
  const phases = lines.filter(isPhaseHeading)
  const boxes = phases.length > 0 ? undefined : lines.filter(line => line.kind === 'checkbox')
  const located = boxes ? checkboxTasks(boxes) : phaseTasks(lines, phases)
  checkTasks(
    located,
    file,
    'no tasks: no "Phase N: Title" headings (## to ####) and no checkbox items like "- [ ] text"'
  )
  return { tasks: located.map(entry => entry.task), ...(boxes && { lines: boxes.map(box => box.line) }) }
}

function phaseTasks(lines: readonly MarkdownLine[], phases: readonly Heading[]): LocatedTask[] {
  const owned = phases.map(heading => phaseBody(lines, heading).filter(line => line.kind === 'checkbox'))
  // Ids as checkbox tasks have them, deduplicated over every phase in file order (SPEC §3).
  const ids = dedupeSlugs(
    owned.flat().map(box => slugify(box.text)),
    RESERVED_IDS
  )
  let next = 0
  return phases.map((heading, index) => {
    const [, number = '', rest = ''] = PHASE.exec(heading.text) ?? []
    // "Phase 07" is phase_7, kept as text so that no number is too long to write back exactly
    const n = number.replace(/^0+(?=\d)/, '')
    const title = rest.replace(COMPLETE, ' ').replace(TRAILING_MARKERS, '').replace(/\s+/g, ' ').trim()
    const boxes = owned[index]
    // A GSD roadmap ticks its plans and never writes [COMPLETE]: all boxes ticked is done too (SPEC §3).
    const ticked = boxes.length > 0 && boxes.every(box => box.checked)
    const task: Task = {
      id: `phase_${n}`,
      title: title || `Phase ${n}`,
      criteria: boxes.map(item => item.text),
      state: COMPLETE.test(heading.text) || ticked ? 'done' : 'open',
      ...(boxes.length > 0 && { boxes: boxes.map(box => ({ id: ids[next++], done: box.checked })) })
    }
    return { task, where: `line ${heading.line}` }
  })
}

/**
 * The lines a phase owns: up to the next heading of the same or a higher level, or the next phase heading at
 * any level, so that a phase nested under another does not lend it its items.
 */
export function phaseBody(lines: readonly MarkdownLine[], phase: Heading): MarkdownLine[] {
  const after = lines.filter(line => line.line > phase.line)
  const end = after.findIndex(
    line => line.kind === 'heading' && (line.level <= phase.level || isPhaseHeading(line))
  )
  return end === -1 ? after : after.slice(0, end)
}

function checkboxTasks(items: readonly Checkbox[]): LocatedTask[] {
  // the user never wrote these ids, so a checkbox called "Plan" gets plan-2 rather than failing the file
  const ids = dedupeSlugs(
    items.map(item => slugify(item.text)),
    RESERVED_IDS
  )
  return items.map((item, index) => ({
    task: { id: ids[index], title: item.text, criteria: [], state: item.checked ? 'done' : 'open' },
    where: `line ${item.line}`
  }))
}

/** A `Phase N: Title` heading of level 2 to 4: a phase task. */
export function isPhaseHeading(line: MarkdownLine): line is Heading {
  return line.kind === 'heading' && line.level >= 2 && line.level <= 4 && PHASE.test(line.text)
}
