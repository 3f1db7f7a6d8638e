import { describe, expect, it } from '@jest/globals'
import { MAX_KEY_LENGTH, restorePrefix, saveKey, SUFFIX_ROOM } from '../../../src/domain/keys.js'

const long = (n: number) => 'k'.repeat(n)

describe('restorePrefix', () => {
  it.each([
    ['ralph-nightly-loop-main', 'ralph-nightly-loop-main-'],
    ['ralph-x-shard1of3', 'ralph-x-shard1of3-'],
    ['a,b,,c', 'abc-'],
    [long(600), long(MAX_KEY_LENGTH - SUFFIX_ROOM)],
    [',' + long(447), long(447) + '-']
  ])('restorePrefix(%s) = %s', (key, expected) => {
    expect(restorePrefix(key)).toBe(expected)
  })
})

describe('saveKey', () => {
  it.each([
    ['ralph-x', '42', '1', 1, 'ralph-x-42-1'],
    ['ralph-x', '42', '3', 1, 'ralph-x-42-3'],
    ['ralph-x', '42', '1', 2, 'ralph-x-42-1-2'],
    ['ralph-x', '42', '1', 17, 'ralph-x-42-1-17'],
    ['ralph-x', '4,2', '1', 1, 'ralph-x-42-1'],
    ['', '42', '1', 1, '-42-1']
  ])('saveKey(%s, %s, %s, %i) = %s', (key, runId, attempt, sequence, expected) => {
    expect(saveKey(key, runId, attempt, sequence)).toBe(expected)
  })

  it.each([
    [long(100), '9876543210', '1', 1],
    [long(447), '9876543210', '12', 3],
    [long(505), '9876543210', '1', 1],
    [long(512), '1', '1', 1],
    [long(2000), '98765432101234', '99', 999],
    ['a,'.repeat(400), '9876543210', '1', 2]
  ])(
    'keeps a %#-th long key within the limit, comma free, suffix intact and under the restore prefix',
    (key, runId, attempt, sequence) => {
      const saved = saveKey(key, runId, attempt, sequence)
      expect(saved.length).toBeLessThanOrEqual(MAX_KEY_LENGTH)
      expect(saved).not.toContain(',')
      expect(saved.endsWith(`-${runId}-${attempt}${sequence > 1 ? `-${sequence}` : ''}`)).toBe(true)
      expect(saved.startsWith(restorePrefix(key))).toBe(true)
    }
  )

  it('never exceeds the limit, even for an absurd run id', () => {
    expect(saveKey('k', '9'.repeat(600), '1')).toHaveLength(MAX_KEY_LENGTH)
  })
})
