/** The lines of a markdown file that matter to a task source, with fenced code blocks left out. */

/** A heading or a checkbox list item outside any fenced code block. */
export type MarkdownLine =
  | { kind: 'heading'; line: number; level: number; text: string }
  | { kind: 'checkbox'; line: number; checked: boolean; text: string }

// ATX headings may be indented up to three spaces; four or more make an indented code block
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/
const CLOSING_HASHES = /(?:^|[ \t]+)#+[ \t]*$/
// GitHub renders task lists in bullet and ordered lists, at any depth
export const CHECKBOX = /^\s*(?:[-*+]|\d{1,9}[.)])\s+\[([ xX])\](?:\s+(.*))?$/
const FENCE = /^\s*(`{3,}|~{3,})(.*)$/

/**
 * Headings (level and text without the `#` marks) and checkbox items (`- [ ] text`, `* [x] text`,
 * `1. [X] text`) with their 1-based line numbers, in file order. Lines inside ``` or ~~~ fences are skipped:
 * a plan often shows examples of task lists in code blocks. Checkboxes without text are not items.
 */
export function markdownLines(text: string): MarkdownLine[] {
  const found: MarkdownLine[] = []
  let fence: string | undefined
  text.split(/\r?\n|\r/).forEach((raw, index) => {
    const line = index + 1
    const fenceMatch = FENCE.exec(raw)
    if (fence !== undefined) {
      if (fenceMatch && closes(fence, fenceMatch)) fence = undefined
      return
    }
    // a backtick fence's info string may not contain a backtick, else the line is inline code
    if (fenceMatch && !(fenceMatch[1]?.startsWith('`') && fenceMatch[2]?.includes('`'))) {
      fence = fenceMatch[1]
      return
    }
    const heading = HEADING.exec(raw)
    if (heading) {
      const level = heading[1]?.length ?? 1
      found.push({
        kind: 'heading',
        line,
        level,
        text: (heading[2] ?? '').replace(CLOSING_HASHES, '').trim()
      })
      return
    }
    const checkbox = CHECKBOX.exec(raw)
    const itemText = checkbox?.[2]?.trim()
    if (checkbox && itemText) {
      found.push({ kind: 'checkbox', line, checked: checkbox[1] !== ' ', text: itemText })
    }
  })
  return found
}

function closes(fence: string, match: RegExpExecArray): boolean {
  const marks = match[1] ?? ''
  return marks[0] === fence[0] && marks.length >= fence.length && (match[2] ?? '').trim() === ''
}
