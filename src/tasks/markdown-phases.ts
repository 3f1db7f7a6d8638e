import type { Outline } from './markdown-outline.js'

/** The mark that makes a heading done, in any case (SPEC §3). */
export const COMPLETE = /\[complete\]/i

// `Phase 2: X`, `Phase 2 - X`, `Phase 2 — X`, `Phase 2.1: X (INSERTED)`, `🤖 Phase 2:`, `**Phase 2**`, `Phase 2 ✅ — X`
const PHASE = /^[^\p{L}\p{N}]*phase\s+(\d+(?:\.\d+)*)(?![\p{L}\p{N}]|\.\d)[^\p{L}\p{N}[]*(.*)$/iu
// status markers such as [COMPLETE], [INSERTED], [IN PROGRESS] or [2h] at the end of a heading
const TRAILING_MARKERS = /(?:\s*[([][^()[\]]*[)\]])+\s*$/
const OPTIONAL = /^[^\p{L}\p{N}]*(?:optional|nice[ -]to[ -]have)\b/iu
// a progress table row: its first cell names the phase (`1`, `1.`, `2.1. Auth`, `Phase 3`)
const ROW_PHASE = /^[^\p{L}\p{N}]*(?:phase\s+)?(\d+(?:\.\d+)*)(?![\p{L}\p{N}])/iu
const ROW_DONE = /^[^\p{L}\p{N}]*(?:complete|completed|done)\b/iu

/** A heading's or a checkbox's text without emphasis and code marks. */
export function plainText(text: string): string {
  return text.replace(/\*\*|__|`/g, '').trim()
}

/** A phase's number as its id has it: `07` is `7`, `2.01` is `2.1`, so that no number is too long to write. */
function phaseNumber(number: string): string {
  return number
    .split('.')
    .map(part => part.replace(/^0+(?=\d)/, ''))
    .join('.')
}

/** The phase a heading (or a summary list's checkbox) names, in any common form; undefined when none. */
export function phaseOf(text: string): { number: string; title: string } | undefined {
  const match = PHASE.exec(plainText(text))
  if (!match) return undefined
  const number = phaseNumber(match[1] ?? '')
  const title = (match[2] ?? '')
    .replace(COMPLETE, ' ')
    .replace(TRAILING_MARKERS, '')
    .replace(/\s+/g, ' ')
    .trim()
  return { number, title: title || `Phase ${number}` }
}

/** A heading that starts with `Optional` or `Nice to have`: the tasks under it do not block completion. */
export function isOptionalHeading(text: string): boolean {
  return OPTIONAL.test(plainText(text))
}

/** Phases a progress table marks `Complete`, by number, each with the reason a task under it is done. */
export function tableMarks(outline: Outline): Map<string, string> {
  const marks = new Map<string, string>()
  for (const { line, cells } of outline.rows) {
    const phase = ROW_PHASE.exec(plainText(cells[0] ?? ''))
    if (!phase || !cells.slice(1).some(cell => ROW_DONE.test(plainText(cell)))) continue
    const number = phaseNumber(phase[1] ?? '')
    marks.set(number, `phase ${number} is Complete in the progress table (line ${line})`)
  }
  return marks
}
