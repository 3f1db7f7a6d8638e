import { describe, expect, it } from '@jest/globals'
import { cacheKey, MAX_KEY_LENGTH, restorePrefix, saveKey, SUFFIX_ROOM } from '../../../src/domain/keys.js'

describe('cache keys', () => {
  it.each([
    ['ralph-nightly-loop-main', '42', '1', 1, 'ralph-nightly-loop-main-42-1'],
    ['ralph-nightly-loop-main', '42', '2', 1, 'ralph-nightly-loop-main-42-2'],
    ['ralph-nightly-loop-main', '42', '1', 2, 'ralph-nightly-loop-main-42-1-2'],
    ['a,b', '1', '1', 1, 'ab-1-1']
  ])('saveKey(%s, %s, %s, %i) = %s', (key, run, attempt, sequence, expected) => {
    expect(saveKey(key, run, attempt, sequence)).toBe(expected)
  })

  it('cuts the prefix, never the run suffix, to stay within 512 characters', () => {
    const key = saveKey('k'.repeat(600), '123456789', '3', 2)
    expect(key).toHaveLength(MAX_KEY_LENGTH)
    expect(key.endsWith('-123456789-3-2')).toBe(true)
  })

  it('restores by prefix', () => {
    expect(restorePrefix('ralph-x')).toBe('ralph-x-')
  })

  // A lone half of a surrogate pair cannot be encoded by the cache service.
  const whole = (text: string) =>
    !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)

  it('never cuts a surrogate pair in half, in a save key or a restore prefix', () => {
    for (let pad = 0; pad < 4; pad++) {
      const key = 'k'.repeat(pad) + '🙂'.repeat(400)
      const saved = saveKey(key, '42', '1')
      const prefix = restorePrefix(key)
      expect(whole(saved)).toBe(true)
      expect(whole(prefix)).toBe(true)
      expect(saved.length).toBeLessThanOrEqual(MAX_KEY_LENGTH)
      expect(prefix.length).toBeLessThanOrEqual(MAX_KEY_LENGTH - SUFFIX_ROOM)
      expect(saved.startsWith(prefix)).toBe(true)
    }
  })

  it.each([
    ['a,b', '-x,y', 10, 'ab-xy'],
    ['abcdefgh', '-s', 5, 'abc-s'],
    ['abc', '-0123456789', 4, '6789']
  ])('cacheKey(%s, %s, %i) = %s', (base, suffix, max, expected) => {
    expect(cacheKey(base, suffix, max)).toBe(expected)
  })
})
