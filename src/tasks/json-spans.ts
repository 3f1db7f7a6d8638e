/** Where one item of a JSON task list sits in the file's text: `[start, end)` of its value. */
export interface Span {
  start: number
  end: number
}

/** The keys a json source may keep its list under (the parser's `LIST_KEYS`). */
const LIST_KEYS = new Set(['subtasks', 'userStories', 'tasks'])

/**
 * The spans of the items of the task list in `text`: the top-level array, or the array under the last
 * top-level `subtasks` / `userStories` / `tasks` key (JSON.parse keeps the last of duplicate keys).
 * Only called on text that JSON.parse accepted; returns undefined when the text is not as expected.
 */
export function itemSpans(text: string): Span[] | undefined {
  try {
    let i = skipSpace(text, text.startsWith('\uFEFF') ? 1 : 0)
    let list: number | undefined
    if (text[i] === '[') list = i
    else if (text[i] === '{') {
      i = skipSpace(text, i + 1)
      while (text[i] === '"') {
        const keyEnd = stringEnd(text, i)
        const key = JSON.parse(text.slice(i, keyEnd)) as string
        i = skipSpace(text, keyEnd)
        if (text[i] !== ':') return undefined
        i = skipSpace(text, i + 1)
        if (LIST_KEYS.has(key)) list = i
        i = skipSpace(text, valueEnd(text, i))
        if (text[i] === ',') i = skipSpace(text, i + 1)
      }
    }
    if (list === undefined || text[list] !== '[') return undefined
    const spans: Span[] = []
    i = skipSpace(text, list + 1)
    while (text[i] !== ']') {
      const end = valueEnd(text, i)
      spans.push({ start: i, end })
      i = skipSpace(text, end)
      if (text[i] === ',') i = skipSpace(text, i + 1)
      else if (text[i] !== ']') return undefined
    }
    return spans
  } catch {
    return undefined
  }
}

function skipSpace(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break
    i++
  }
  return i
}

/** The index after the string that starts at `i` (a `"`). */
function stringEnd(text: string, i: number): number {
  for (let j = text.indexOf('"', i + 1); j !== -1; j = text.indexOf('"', j + 1)) {
    let backslashes = 0
    while (text.charCodeAt(j - 1 - backslashes) === 0x5c) backslashes++
    if (backslashes % 2 === 0) return j + 1
  }
  throw new Error('unterminated string')
}

/** The index after the value that starts at `i`. */
function valueEnd(text: string, i: number): number {
  const first = text[i]
  if (first === '"') return stringEnd(text, i)
  if (first !== '{' && first !== '[') {
    let j = i
    while (j < text.length && !',]}'.includes(text[j] ?? '') && text.charCodeAt(j) > 0x20) j++
    if (j === i) throw new Error('no value')
    return j
  }
  let depth = 0
  for (let j = i; j < text.length; j++) {
    const c = text[j]
    if (c === '"') j = stringEnd(text, j) - 1
    else if (c === '{' || c === '[') depth++
    else if ((c === '}' || c === ']') && --depth === 0) return j + 1
  }
  throw new Error('unterminated value')
}
