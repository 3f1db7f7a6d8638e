import { describe, expect, it } from '@jest/globals'
import { LineSplitter } from '../../../src/process/lines.js'

type Chunk = string | number[]

function split(chunks: Chunk[], maxBytes?: number): string[] {
  const lines: string[] = []
  const splitter = new LineSplitter(line => lines.push(line), maxBytes)
  for (const chunk of chunks) splitter.push(Buffer.from(chunk))
  splitter.flush()
  return lines
}

const euro = [0xe2, 0x82, 0xac] // '€' in UTF-8

describe('LineSplitter', () => {
  it.each<[string, Chunk[], string[]]>([
    ['nothing', [], []],
    ['one terminated line', ['a\n'], ['a']],
    ['several lines in one chunk', ['a\nb\nc\n'], ['a', 'b', 'c']],
    ['a line split across chunks', ['ab', 'c', 'd\ne'], ['abcd', 'e']],
    ['the last unterminated line at flush', ['a\nb'], ['a', 'b']],
    ['empty lines', ['\n\na\n'], ['', '', 'a']],
    ['CRLF', ['a\r\nb\r\n'], ['a', 'b']],
    ['CRLF split between chunks', ['a\r', '\nb'], ['a', 'b']],
    ['a lone CR stays in the line', ['a\rb\n'], ['a\rb']],
    [
      'a character split across chunks',
      [
        [0x41, ...euro.slice(0, 1)],
        [...euro.slice(1), 0x0a]
      ],
      ['A€']
    ],
    ['invalid UTF-8 becomes U+FFFD', [[0xff, 0xfe, 0x41, 0x0a]], ['\ufffd\ufffdA']],
    ['NUL bytes pass through', [[0x61, 0x00, 0x62, 0x0a]], ['a\u0000b']],
    ['emoji', ['😀 ok\n'], ['😀 ok']]
  ])('%s', (_name, chunks, expected) => {
    expect(split(chunks)).toEqual(expected)
  })

  it.each<[string, Chunk[], number, string[]]>([
    ['a line at the limit is kept whole', ['abcd\n'], 4, ['abcd']],
    ['a long line is cut', ['abcdefgh\nxy\n'], 4, ['abcd', 'xy']],
    ['the rest is discarded across chunks', ['abc', 'def', 'ghi\nxy'], 4, ['abcd', 'xy']],
    ['a cut line without newline at flush', ['abc', 'defgh'], 4, ['abcd']],
    ['CRLF after a line at the limit', ['abcd\r\n'], 4, ['abcd']],
    ['a cut never splits a character', [[0x61, 0x62, ...euro, 0x0a]], 4, ['ab']],
    ['a cut across chunks never splits a character', [[0x61, 0x62, euro[0]], euro.slice(1), '\n'], 4, ['ab']]
  ])('%s', (_name, chunks, maxBytes, expected) => {
    expect(split(chunks, maxBytes)).toEqual(expected)
  })

  it('cuts a 10 MB line to the limit without holding the rest', () => {
    const chunk = 'x'.repeat(64 * 1024)
    const lines: string[] = []
    const splitter = new LineSplitter(line => lines.push(line), 1000)
    for (let i = 0; i < 160; i++) splitter.push(Buffer.from(chunk))
    splitter.push(Buffer.from('\ndone\n'))
    expect(lines.map(line => line.length)).toEqual([1000, 4])
  })

  it('rejects a limit below one byte', () => {
    expect(() => new LineSplitter(() => undefined, 0)).toThrow(RangeError)
  })
})
