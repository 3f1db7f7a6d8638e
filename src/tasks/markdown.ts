import { type Task } from '../domain/task.js'
import { markdownIds } from './markdown-ids.js'
import { outlineOf, type OutlineBox, type OutlineHeading } from './markdown-outline.js'
import { settle, workOrder, type Entry, type MarkdownPlace } from './markdown-order.js'
import { COMPLETE, isOptionalHeading, phaseOf, plainText, tableMarks } from './markdown-phases.js'
import { checkTasks, textOf } from './validation.js'

export type { MarkdownPlace } from './markdown-order.js'

/**
 * Parses a markdown task file as a person reads it (SPEC §3): every checkbox outside code, comments and
 * quotes is a task; a `Phase N` heading without checkboxes is one task; marks higher up (`[COMPLETE]`, a
 * ticked summary line or parent, a `Complete` progress row) cover what is under them; tasks under an
 * `Optional` heading are optional. Tasks come in work order: nested checkboxes before their parent, a
 * summary line after its phase. Throws TaskFileError (see `checkTasks`). `places` says where each task
 * is written, in the same order.
 */
export function parseMarkdownPlan(text: string, file: string): { tasks: Task[]; places: MarkdownPlace[] } {
  const outline = outlineOf(textOf(text, file))
  const { headings, boxes } = outline
  const phases = headings.map(heading => phaseOf(heading.text))
  const stacks = headingStacks(headings, phases)
  const stackOf = (box: OutlineBox) => (box.heading === undefined ? [] : (stacks[box.heading] ?? []))
  // A checkbox naming a phase that has a section elsewhere is that phase's line in a summary list (GSD).
  const summaryOf = boxes.map(box => {
    const number = phaseOf(box.text)?.number
    if (number === undefined) return undefined
    const own = new Set(stackOf(box))
    return phases.some((phase, h) => phase?.number === number && !own.has(h)) ? number : undefined
  })
  const covers = headingCovers(headings, phases, tableMarks(outline))
  boxes.forEach((box, b) => {
    const number = summaryOf[b]
    if (!box.checked || number === undefined) return
    phases.forEach((phase, h) => {
      if (phase?.number === number && !covers.has(h))
        covers.set(h, `phase ${number} is ticked in the list of phases (line ${box.line})`)
    })
  })
  const coverOf = (stack: number[]) => [...stack].reverse().find(h => covers.has(h))
  const optional = (stack: number[]) => stack.some(h => isOptionalHeading(headings[h]?.text ?? ''))

  const entries: Entry[] = boxes.map(box => {
    const stack = stackOf(box)
    const task: Task = { id: '', title: box.text, criteria: [], state: box.checked ? 'done' : 'open' }
    if (box.details.length > 0) task.details = box.details
    const group = groupOf(stack)
    if (group) task.group = group
    if (box.starred || optional(stack)) task.optional = true
    const cover = coverOf(stack)
    if (!box.checked && cover !== undefined) task.coveredBy = covers.get(cover)
    else if (!box.checked && ancestorTicked(box)) task.coveredBy = 'a checkbox it is nested in is ticked'
    return {
      task,
      place: { line: box.line, kind: 'box', alone: false },
      stack,
      children: [],
      ticked: box.checked
    }
  })
  const boxed = new Set(boxes.flatMap(stackOf))
  headings.forEach((heading, h) => {
    const phase = phases[h]
    // A phase with checkboxes anywhere in its section is its checkboxes; without, it is one task.
    if (!phase || boxed.has(h)) return
    const stack = stacks[h] ?? [h]
    const task: Task = { id: `phase_${phase.number}`, title: phase.title, criteria: [], state: 'open' }
    const section = sectionOf(h)
    if (section.length > 0) task.details = section
    if (optional(stack)) task.optional = true
    const cover = coverOf(stack)
    if (cover !== undefined) task.coveredBy = covers.get(cover)
    entries.push({
      task,
      place: { line: heading.line, kind: 'heading', alone: false },
      stack,
      children: [],
      ticked: false
    })
  })
  entries.sort((a, b) => a.place.line - b.place.line)
  link(entries)
  markdownIds(entries.map(entry => entry.task))
  entries.forEach(settle)
  const ordered = workOrder(entries)
  checkTasks(
    ordered.map(entry => ({ task: entry.task, where: `line ${entry.place.line}` })),
    file,
    'no tasks: no checkbox items like "- [ ] text" and no "Phase N" headings'
  )
  return { tasks: ordered.map(entry => entry.task), places: ordered.map(entry => entry.place) }

  /** Nested checkboxes are their parent's children, a phase's tasks its summary line's; the rest stand alone. */
  function link(list: Entry[]): void {
    const byLine = new Map(list.map(entry => [entry.place.line, entry]))
    const under = new Set<Entry>()
    boxes.forEach((box, b) => {
      const entry = byLine.get(box.line)
      const parent = box.parent === undefined ? undefined : byLine.get(boxes[box.parent]?.line ?? 0)
      if (entry && parent) parent.children.push(entry)
      const number = summaryOf[b]
      if (!entry || number === undefined) return
      const heads = new Set(phases.flatMap((phase, h) => (phase?.number === number ? [h] : [])))
      entry.children = list.filter(other => other !== entry && other.stack.some(h => heads.has(h)))
      entry.children.forEach(child => under.add(child))
      under.add(entry)
    })
    const nested = new Set(boxes.filter(box => box.parent !== undefined).map(box => box.line))
    for (const entry of list) {
      const { kind, line } = entry.place
      entry.place.alone =
        kind === 'box' &&
        !nested.has(line) &&
        entry.children.length === 0 &&
        !under.has(entry) &&
        !entry.task.coveredBy
    }
  }

  function ancestorTicked(box: OutlineBox): boolean {
    for (let up = box.parent; up !== undefined; up = boxes[up]?.parent) if (boxes[up]?.checked) return true
    return false
  }

  /** The phase a task is in, else its nearest heading when it says more than a title: for the prompt. */
  function groupOf(stack: number[]): Task['group'] {
    const phase = [...stack].reverse().find(h => phases[h])
    const at = phase ?? stack[stack.length - 1]
    const heading = at === undefined ? undefined : headings[at]
    if (!heading || (phase === undefined && heading.description.length === 0)) return undefined
    return { title: plainText(heading.text), details: heading.description }
  }

  /** A phase's steps: its description, then its sub-headings' titles and descriptions. */
  function sectionOf(start: number): string[] {
    const end = headings.findIndex((_, i) => i > start && !(stacks[i] ?? []).includes(start))
    const inside = headings.slice(start + 1, end === -1 ? headings.length : end)
    return [
      ...(headings[start]?.description ?? []),
      ...inside.flatMap(h => [plainText(h.text), ...h.description])
    ]
  }
}

/**
 * Each heading's enclosing headings, outermost first, itself last: a section runs to the next heading
 * of its level or higher, and a phase also to the next phase heading (phases follow each other; a
 * `### Phase 3` after `## Phase 2 [COMPLETE]` is not inside it).
 */
function headingStacks(headings: readonly OutlineHeading[], phases: readonly unknown[]): number[][] {
  const open: number[] = []
  return headings.map((heading, index) => {
    while (open.length > 0 && (headings[open[open.length - 1] ?? 0]?.level ?? 0) >= heading.level) open.pop()
    const phase = phases[index] ? open.findIndex(h => phases[h]) : -1
    if (phase !== -1) open.length = phase
    open.push(index)
    return [...open]
  })
}

/** Headings whose own mark (`[COMPLETE]`, a `Complete` progress row) makes everything under them done, with the reason. */
function headingCovers(
  headings: readonly OutlineHeading[],
  phases: readonly ({ number: string } | undefined)[],
  table: ReadonlyMap<string, string>
): Map<number, string> {
  const covers = new Map<number, string>()
  headings.forEach((heading, h) => {
    const phase = phases[h]
    const name = phase ? `phase ${phase.number}` : `"${plainText(heading.text)}"`
    if (COMPLETE.test(heading.text)) covers.set(h, `${name} is [COMPLETE] (line ${heading.line})`)
    else if (phase && table.has(phase.number)) covers.set(h, table.get(phase.number) ?? '')
  })
  return covers
}
