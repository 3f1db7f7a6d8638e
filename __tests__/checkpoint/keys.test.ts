import { describe, expect, it } from '@jest/globals'
import { MAX_KEY_LENGTH, restorePrefix, saveKey } from '../../src/checkpoint/keys.js'

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
})
