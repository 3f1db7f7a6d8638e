import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { BoundedTail } from '../../../src/process/tail.js'

const bytes = (...values: number[]) => Buffer.from(values)

describe('BoundedTail', () => {
  it.each<[string, number, string[], string]>([
    ['nothing appended', 5, [], ''],
    ['less than the limit', 5, ['ab', 'c'], 'abc'],
    ['exactly the limit', 3, ['ab', 'c'], 'abc'],
    ['drops the oldest bytes', 3, ['ab', 'cd', 'e'], 'cde'],
    ['a chunk longer than the limit', 3, ['x', 'abcdefg'], 'efg'],
    ['many small chunks, round the ring several times', 4, [...'abcdefghijklmnop'], 'mnop'],
    ['empty chunks', 2, ['', 'a', '', 'b', ''], 'ab'],
    ['a zero limit keeps nothing', 0, ['abc'], ''],
    ['never starts with the second half of a character', 3, ['a', '😀', 'bc'], 'bc'],
    ['keeps a whole character at the start', 6, ['a', '😀', 'bc'], '😀bc']
  ])('%s', (_name, limit, chunks, expected) => {
    const tail = new BoundedTail(limit)
    for (const chunk of chunks) tail.append(Buffer.from(chunk), 'stdout')
    tail.end()
    expect(tail.toString()).toBe(expected)
  })

  it('keeps a character whole when the other stream writes between its halves', () => {
    const tail = new BoundedTail(64)
    tail.append(bytes(0x41, 0xe2, 0x82), 'stdout')
    tail.append(Buffer.from('err\n'), 'stderr')
    tail.append(bytes(0xac, 0x0a), 'stdout')
    tail.end()
    expect(tail.toString()).toBe('Aerr\n€\n')
  })

  it('keeps a character cut off by the end of output as U+FFFD', () => {
    const tail = new BoundedTail(64)
    tail.append(bytes(0x41, 0xe2, 0x82), 'stdout')
    tail.end()
    expect(tail.toString()).toBe('A\ufffd')
  })

  it('allocates its ring only when something arrives', () => {
    const tail = new BoundedTail(8)
    expect(tail.toString()).toBe('')
    tail.append(bytes(0x68, 0x69), 'stdout')
    tail.append(Buffer.from(' there'), 'stderr')
    expect(tail.toString()).toBe('hi there')
  })

  it('is the end of the whole output, however the output is chunked', () => {
    const text = fc.string({ unit: 'binary', maxLength: 60 })
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat(),
        (texts, limit, seed) => {
          const all = Buffer.from(texts.join(''), 'utf8')
          const tail = new BoundedTail(limit)
          // Cut the stream's bytes at arbitrary places, splitting characters.
          let at = 0
          let step = seed
          while (at < all.length) {
            step = (step * 1103515245 + 12345) % 2147483648
            const size = 1 + (step % 7)
            tail.append(all.subarray(at, at + size), 'stdout')
            at += size
          }
          tail.end()
          let start = Math.max(0, all.length - limit)
          while (
            start < all.length &&
            start < Math.max(0, all.length - limit) + 3 &&
            (all[start] & 0xc0) === 0x80
          )
            start++
          expect(tail.toString()).toBe(all.toString('utf8', start))
        }
      )
    )
  })

  it('stays within the limit and keeps the end for a long stream of chunks', () => {
    const tail = new BoundedTail(1000)
    let all = ''
    for (let i = 0; i < 5000; i++) {
      const chunk = `line ${i}\n`
      tail.append(Buffer.from(chunk), 'stdout')
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
