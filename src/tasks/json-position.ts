/** Where a JSON text first breaks the grammar, for files whose parser message gives no position. */

const WHITESPACE = /[ \t\n\r]*/y
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const HEX4 = /^[0-9a-fA-F]{4}$/
const ESCAPES = '"\\/bfnrtu'

// thrown from deep inside the scan to unwind to jsonErrorOffset with the offset; never escapes it
class Broken extends Error {
  constructor(readonly at: number) {
    super(`invalid JSON at offset ${at}`)
  }
}

type Expect = 'value' | 'key' | 'first-value' | 'first-key' | 'after'

/**
 * The 0-based offset of the first character at which `text` stops being valid JSON (its length when the text
 * ends too early), or undefined when it is valid. Iterative, so deep nesting cannot overflow the stack.
 */
export function jsonErrorOffset(text: string): number | undefined {
  const open: string[] = []
  let i = 0
  let expect: Expect = 'value'
  try {
    for (;;) {
      WHITESPACE.lastIndex = i
      WHITESPACE.test(text)
      i = WHITESPACE.lastIndex
      const c = text[i]
      const top = open.at(-1)
      if (expect === 'after') {
        if (top === undefined) return i === text.length ? undefined : i
        if (c === ',') expect = top === '{' ? 'key' : 'value'
        else if (c === (top === '{' ? '}' : ']')) open.pop()
        else return i
        i += 1
      } else if ((expect === 'first-key' && c === '}') || (expect === 'first-value' && c === ']')) {
        open.pop()
        i += 1
        expect = 'after'
      } else if (expect === 'key' || expect === 'first-key') {
        i = skipString(text, i)
        WHITESPACE.lastIndex = i
        WHITESPACE.test(text)
        i = WHITESPACE.lastIndex
        if (text[i] !== ':') return i
        i += 1
        expect = 'value'
      } else if (c === '{' || c === '[') {
        open.push(c)
        i += 1
        expect = c === '{' ? 'first-key' : 'first-value'
      } else {
        i = skipScalar(text, i)
        expect = 'after'
      }
    }
  } catch (error) {
    if (error instanceof Broken) return error.at
    throw error
  }
}

/** 1-based line and column of an offset, as editors show them. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') }
}

function skipScalar(text: string, i: number): number {
  if (text[i] === '"') return skipString(text, i)
  for (const literal of ['true', 'false', 'null']) if (text.startsWith(literal, i)) return i + literal.length
  NUMBER.lastIndex = i
  if (NUMBER.test(text)) return NUMBER.lastIndex
  throw new Broken(i)
}

function skipString(text: string, i: number): number {
  if (text[i] !== '"') throw new Broken(i)
  for (let j = i + 1; j < text.length; j += 1) {
    const c = text[j]
    if (c === '"') return j + 1
    if (c === '\\') {
      const escape = text[j + 1]
      if (escape === undefined || !ESCAPES.includes(escape)) throw new Broken(j + 1)
      if (escape === 'u' && !HEX4.test(text.slice(j + 2, j + 6))) throw new Broken(j + 2)
      j += escape === 'u' ? 5 : 1
    } else if (text.charCodeAt(j) < 0x20) {
      throw new Broken(j)
    }
  }
  throw new Broken(text.length)
}
