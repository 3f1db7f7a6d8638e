/** Thrown by `splitShellWords` for text a shell would not accept; the message says where the problem is. */
export class ShellWordsError extends Error {
  override readonly name = 'ShellWordsError'
}

// Inside double quotes a backslash only escapes these (POSIX); before anything else it is literal.
const DOUBLE_QUOTE_ESCAPES = '"\\$`\n'

/**
 * Splits text into words the way a POSIX shell would, without expanding anything: single quotes
 * keep everything literally, double quotes honour backslash before `" \ $` and a backtick,
 * a backslash outside quotes escapes the next character, a backslash-newline joins lines, and
 * any whitespace (newlines included) separates words. `''` is an empty word.
 * Throws ShellWordsError for a quote that is never closed.
 */
export function splitShellWords(text: string): string[] {
  const words: string[] = []
  let word = ''
  // Separate from `word !== ''` so that a quoted empty string still makes a word.
  let inWord = false
  let i = 0
  while (i < text.length) {
    const c = text[i]
    if (c === "'") {
      const end = text.indexOf("'", i + 1)
      if (end < 0) throw new ShellWordsError(`the single quote at character ${i + 1} is never closed`)
      word += text.slice(i + 1, end)
      inWord = true
      i = end + 1
    } else if (c === '"') {
      const [content, next] = readDoubleQuoted(text, i)
      word += content
      inWord = true
      i = next
    } else if (c === '\\' && i + 1 < text.length) {
      if (text[i + 1] !== '\n') {
        word += text[i + 1]
        inWord = true
      }
      i += 2
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word)
      word = ''
      inWord = false
      i += 1
    } else {
      word += c
      inWord = true
      i += 1
    }
  }
  if (inWord) words.push(word)
  return words
}

/** The content of the double-quoted string opening at `start`, and the index after its closing quote. */
function readDoubleQuoted(text: string, start: number): [string, number] {
  let content = ''
  let i = start + 1
  while (i < text.length) {
    const c = text[i]
    if (c === '"') return [content, i + 1]
    if (c === '\\' && i + 1 < text.length && DOUBLE_QUOTE_ESCAPES.includes(text[i + 1])) {
      if (text[i + 1] !== '\n') content += text[i + 1]
      i += 2
    } else {
      content += c
      i += 1
    }
  }
  throw new ShellWordsError(`the double quote at character ${start + 1} is never closed`)
}
