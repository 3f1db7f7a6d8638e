/**
 * Outside text (task ids and titles, the agent's words, error texts) placed in Markdown the loop
 * writes: the job summary and the pull request's body (SPEC §4). It must not break the table it is
 * in, start HTML, or close the code block around it.
 */

/** Text for a table cell: one line, `|` escaped, HTML escaped. */
export function cell(text: string): string {
  return html(text.replace(/[\r\n]+/g, ' ')).replace(/\|/g, '\\|')
}

/**
 * An id as inline code, safe in a table cell: one line, `|` escaped (GitHub reads `\|` as a pipe inside
 * code in a table), delimited by more backticks than any run inside it. HTML is not read inside code.
 */
export function code(text: string): string {
  const line = text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|')
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map(match => match[0].length))
  const ticks = '`'.repeat(longest + 1)
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${line}${pad}${ticks}`
}

/** Text escaped for HTML, so `<script>` or `<img onerror>` in a title stays text. */
export function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A fenced code block around `text`, with a fence longer than any run of backticks inside it. */
export function codeBlock(text: string): string[] {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map(match => match[0].length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return [fence, text, fence]
}
