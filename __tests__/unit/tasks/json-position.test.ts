import { describe, expect, it } from '@jest/globals'
import { jsonErrorOffset, lineColumn } from '../../../src/tasks/json-position.js'

describe('jsonErrorOffset', () => {
  it.each([
    '{}',
    '[]',
    ' {"a": [1, -2.5e+3, true, false, null, "x\\n\\u00e9\\"", {}]} ',
    '"just a string"',
    '0',
    '{"nested": {"deeper": [[], [{}]]}}'
  ])('accepts valid JSON %j', text => {
    expect(() => JSON.parse(text) as unknown).not.toThrow()
    expect(jsonErrorOffset(text)).toBeUndefined()
  })

  it.each<[string, number]>([
    ['', 0],
    ['{', 1],
    ['[1,]', 3],
    ['{"a":1,}', 7],
    ['{"a" 1}', 5],
    ['{a:1}', 1],
    ['[1 2]', 3],
    ['[01]', 2],
    ['[tru]', 1],
    ['"abc', 4],
    ['"a\\x"', 3],
    ['"\\u12G4"', 3],
    ['"a\nb"', 2],
    ['{} {}', 3],
    ['[1]]', 3],
    ["{'a': 1}", 1]
  ])('finds the error in %j at offset %i', (text, offset) => {
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError)
    expect(jsonErrorOffset(text)).toBe(offset)
  })
})

describe('lineColumn', () => {
  it.each<[string, number, number, number]>([
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['ab\ncd', 3, 2, 1],
    ['ab\ncd\nef', 7, 3, 2]
  ])('%j offset %i is line %i column %i', (text, offset, line, column) => {
    expect(lineColumn(text, offset)).toEqual({ line, column })
  })
})
