import { describe, expect, it } from '@jest/globals'
import { fnv1a32, inShard } from '../../../src/tasks/shard.js'

describe('fnv1a32', () => {
  it.each<[string, number]>([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968]
  ])('%j → %i', (id, hash) => {
    expect(fnv1a32(id)).toBe(hash)
  })

  it('hashes the UTF-8 bytes, not UTF-16 code units', () => {
    // 'é' is one UTF-16 unit but two UTF-8 bytes (c3 a9)
    let expected = 0x811c9dc5
    for (const byte of [0xc3, 0xa9]) expected = Math.imul(expected ^ byte, 0x01000193) >>> 0
    expect(fnv1a32('é')).toBe(expected)
  })

  it('is always an unsigned 32-bit integer', () => {
    for (const id of ['1', 'phase_12', 'max-iter-test-001', '😀', 'x'.repeat(1000)]) {
      const hash = fnv1a32(id)
      expect(Number.isInteger(hash) && hash >= 0 && hash <= 0xffffffff).toBe(true)
    }
  })
})

describe('inShard', () => {
  const ids = Array.from({ length: 200 }, (_, i) => `task-${i}`)

  it.each([1, 2, 3, 5])('puts every id in exactly one of %i shards', count => {
    for (const id of ids) {
      const shards = Array.from({ length: count }, (_, i) => i + 1).filter(index => inShard(id, index, count))
      expect(shards).toEqual([(fnv1a32(id) % count) + 1])
    }
  })

  it('takes every id in a single shard', () => {
    expect(ids.every(id => inShard(id, 1, 1))).toBe(true)
  })

  it('follows the known hash: fnv1a32("a") mod 3 = 1, so "a" is in shard 2/3', () => {
    expect(0xe40c292c % 3).toBe(1)
    expect([1, 2, 3].map(index => inShard('a', index, 3))).toEqual([false, true, false])
  })

  it.each<[number, number]>([
    [0, 2],
    [3, 2],
    [1, 0],
    [1.5, 2]
  ])('rejects shard %i/%i', (index, count) => {
    expect(() => inShard('a', index, count)).toThrow(RangeError)
  })
})
