import { describe, expect, it } from '@jest/globals'
import { BoundedTail } from '../../../src/process/tail.js'

describe('BoundedTail', () => {
  it.each<[string, number, string[], string]>([
    ['nothing appended', 5, [], ''],
    ['less than the limit', 5, ['ab', 'c'], 'abc'],
    ['exactly the limit', 3, ['ab', 'c'], 'abc'],
    ['drops the oldest text', 3, ['ab', 'cd', 'e'], 'cde'],
    ['a chunk longer than the limit', 3, ['x', 'abcdefg'], 'efg'],
    ['many small chunks past twice the limit', 4, [...'abcdefghijklmnop'], 'mnop'],
    ['empty chunks', 2, ['', 'a', '', 'b', ''], 'ab'],
    ['a zero limit keeps nothing', 0, ['abc'], ''],
    ['never starts with half of a surrogate pair', 3, ['a', '😀', 'bc'], 'bc'],
    ['keeps a whole pair at the start', 4, ['a', '😀', 'bc'], '😀bc']
  ])('%s', (_name, limit, chunks, expected) => {
    const tail = new BoundedTail(limit)
    for (const chunk of chunks) tail.append(chunk)
    expect(tail.toString()).toBe(expected)
  })

  it('stays within the limit and keeps the end for a long stream of chunks', () => {
    const tail = new BoundedTail(1000)
    let all = ''
    for (let i = 0; i < 5000; i++) {
      const chunk = `line ${i}\n`
      tail.append(chunk)
      if (i > 4800) all += chunk
    }
    const kept = tail.toString()
    expect(kept.length).toBe(1000)
    expect(all.endsWith(kept)).toBe(true)
  })

  it('rejects a negative limit', () => {
    expect(() => new BoundedTail(-1)).toThrow(RangeError)
  })
})
