import MarkdownIt from 'markdown-it'

/** A heading outside quotes: its level, its text as written, and the text lines of its section. */
export interface OutlineHeading {
  line: number
  level: number
  text: string
  /** Paragraphs and plain list items directly in its section, outside any checkbox item. */
  description: string[]
}

/** A GFM task list item outside code, HTML comments and quotes (SPEC §3). */
export interface OutlineBox {
  line: number
  checked: boolean
  /** The first line of its text, as written after `[ ]`. */
  text: string
  /** Kiro's `- [ ]*`: an optional task. */
  starred?: true
  /** The nearest checkbox item it is nested in (an index into `boxes`). */
  parent?: number
  /** The latest heading before it (an index into `headings`). */
  heading?: number
  /** Its nested lines: the rest of its paragraph, sub-bullets and paragraphs, not nested checkboxes. */
  details: string[]
}

/** A markdown file as a task source reads it. */
export interface Outline {
  headings: OutlineHeading[]
  boxes: OutlineBox[]
  /** The body rows of every table, each as its cells' text (a progress table marks phases done). */
  rows: { line: number; cells: string[] }[]
}

// CommonMark (with GFM tables); the inline pass is skipped: a plan needs each block's text, not its markup.
const parser = new MarkdownIt('commonmark').enable('table')
parser.core.ruler.disable(['inline', 'text_join'])

// GFM: a task list item starts its first paragraph with [ ], [x] or [X] and whitespace; Kiro writes
// `[ ]*` for an optional task.
const TASK_MARKER = /^\[([ xX])\](\*?)[ \t]+(\S.*)$/

interface Item {
  line: number
  box?: number
  plain?: boolean
}

/**
 * Reads a markdown text with a CommonMark parser (markdown-it) into headings, checkbox items and table
 * rows with their 1-based lines. What is inside code (fenced or indented), an HTML block (a comment
 * among them) or a quote is not read, as GitHub does not render it as a task list either.
 */
export function outlineOf(text: string): Outline {
  const out: Outline = { headings: [], boxes: [], rows: [] }
  const items: Item[] = []
  let quotes = 0
  let heading: number | undefined
  let next: 'heading' | 'title' | 'cell' | undefined
  let row: { line: number; cells: string[] } | undefined
  let table = false
  let body = false
  const owner = () => [...items].reverse().find(item => item.box !== undefined)?.box
  const note = (lines: string[]) => {
    const box = owner()
    const into = box !== undefined ? out.boxes[box]?.details : out.headings[heading ?? -1]?.description
    into?.push(...lines.map(line => line.trim()).filter(line => line !== ''))
  }
  for (const token of parser.parse(text, {})) {
    const line = (token.map?.[0] ?? 0) + 1
    if (token.type === 'blockquote_open') quotes++
    else if (token.type === 'blockquote_close') quotes--
    if (quotes > 0) continue
    switch (token.type) {
      case 'heading_open':
        out.headings.push({ line, level: Number(token.tag.slice(1)), text: '', description: [] })
        heading = out.headings.length - 1
        next = 'heading'
        break
      case 'list_item_open':
        items.push({ line })
        break
      case 'list_item_close':
        items.pop()
        break
      case 'paragraph_open': {
        const item = items[items.length - 1]
        if (item && item.box === undefined && !item.plain && line === item.line) next = 'title'
        break
      }
      case 'table_open':
      case 'table_close':
        table = token.type === 'table_open'
        break
      case 'tbody_open':
        body = true
        break
      case 'tbody_close':
        body = false
        break
      case 'tr_open':
        if (body) row = { line, cells: [] }
        break
      case 'tr_close':
        if (row) out.rows.push(row)
        row = undefined
        break
      case 'inline':
        inline(token.content)
        break
    }
  }
  return out

  function inline(content: string): void {
    const [first = '', ...rest] = content.split('\n')
    if (row) {
      row.cells.push(content.trim())
    } else if (table) {
      // a header cell: not a task's text
    } else if (next === 'heading') {
      const last = out.headings[out.headings.length - 1]
      if (last) last.text = content.trim()
    } else if (next === 'title') {
      const item = items[items.length - 1] as Item | undefined
      if (!item) return
      const marker = TASK_MARKER.exec(first)
      if (marker) {
        const parent = owner()
        out.boxes.push({
          line: item.line,
          checked: marker[1] !== ' ',
          text: (marker[3] ?? '').trim(),
          ...(marker[2] && { starred: true as const }),
          ...(parent !== undefined && { parent }),
          ...(heading !== undefined && { heading }),
          details: []
        })
        item.box = out.boxes.length - 1
        note(rest)
      } else {
        item.plain = true
        note([`- ${first.trim()}`, ...rest])
      }
    } else {
      note([first, ...rest])
    }
    next = undefined
  }
}
