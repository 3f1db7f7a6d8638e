import { slugify } from '../domain/slug.js'
import { dedupeSlugs } from './dedupe-slugs.js'
import { COMPLETE, isPhaseHeading, parseMarkdownPlan, phaseBody } from './markdown.js'
import { markdownLines } from './markdown-lines.js'
import { idMoves, planReason, type PlanMerge, type PlanTexts } from './plan-texts.js'

/** A done mark in a markdown task file: a checkbox's tick or a phase heading's `[COMPLETE]`. */
interface Mark {
  line: number
  kind: 'box' | 'heading'
  done: boolean
}

/** What a merge by id needs of a markdown task file; line numbers are 1-based. */
interface Outline {
  phases: boolean
  /** The tasks' ids in file order, each with the first and last line of its text. */
  tasks: Map<string, { from: number; to: number }>
  /** Every done mark by a key: a task's id, or `phase_N box-slug` for a checkbox inside a phase. */
  marks: Map<string, Mark>
}

/**
 * Merges a markdown task file by task id, for a merge of the base branch into the work branch whose
 * only conflict is the task file (SPEC §10), with the rules of the JSON merge: the base's file, with
 * the work branch's done marks (the ticks and `[COMPLETE]`s it changed since the ancestor, a phase's
 * checkboxes matched by their text) set on it; tasks added on the base join and tasks removed on the
 * base leave, as the base's text has them; tasks the work branch added kept (checkboxes after the
 * base's last one, phases at the end). A reason instead when a text is not a task file, or the file
 * changed between phases and checkboxes: the conflict is then left to a person.
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
  if (ancestor.phases !== work.phases || work.phases !== base.phases) {
    return { reason: `${file}: one side has phase headings and another has only checkboxes` }
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
  const added = [...work.tasks]
    .filter(([id]) => !ancestor.tasks.has(id) && !base.tasks.has(id))
    .flatMap(([, { from, to }]) => workLines.slice(from - 1, to))
  if (base.phases) {
    const end = lines.length - (texts.base.endsWith('\n') ? 1 : 0)
    // A blank line before the first added phase, ended as the base's lines end.
    if (added.length > 0 && lines[end - 1]?.trim() !== '')
      added.unshift(texts.base.includes('\r\n') ? '\r' : '')
    lines.splice(end, 0, ...added)
  } else {
    lines.splice(Math.max(...[...base.tasks.values()].map(task => task.to)), 0, ...added)
  }
  return { text: lines.join('\n'), ...idMoves(ancestor.tasks.keys(), work.tasks.keys(), base.tasks.keys()) }
}

/** The tasks and done marks of a markdown task file, as the parser reads them; throws TaskFileError. */
function outline(text: string, file: string): Outline {
  const { tasks, lines: boxes } = parseMarkdownPlan(text, file)
  if (boxes) {
    return {
      phases: false,
      tasks: new Map(tasks.map((task, i) => [task.id, { from: boxes[i] ?? 0, to: boxes[i] ?? 0 }])),
      marks: new Map(
        tasks.map((task, i) => [task.id, { line: boxes[i] ?? 0, kind: 'box', done: task.state === 'done' }])
      )
    }
  }
  const all = markdownLines(text)
  const last = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  const result: Outline = { phases: true, tasks: new Map(), marks: new Map() }
  all.filter(isPhaseHeading).forEach((heading, i) => {
    const id = tasks[i]?.id ?? ''
    const body = phaseBody(all, heading)
    const next = all.find(line => line.line > heading.line && !body.includes(line))
    result.tasks.set(id, { from: heading.line, to: next ? next.line - 1 : last })
    result.marks.set(id, { line: heading.line, kind: 'heading', done: COMPLETE.test(heading.text) })
    const boxes = body.filter(line => line.kind === 'checkbox')
    const slugs = dedupeSlugs(boxes.map(box => slugify(box.text)))
    boxes.forEach((box, j) =>
      result.marks.set(`${id} ${slugs[j]}`, { line: box.line, kind: 'box', done: box.checked })
    )
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
