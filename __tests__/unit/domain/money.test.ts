import { describe, expect, it } from '@jest/globals'
import { formatUsd, roundUsd } from '../../../src/domain/money.js'

describe('formatUsd: a cost as shown and output, six decimals at most, no trailing zeros', () => {
  it.each<[number, string]>([
    [10.006499999999969, '10.0065'],
    [0.1 + 0.2, '0.3'],
    [2, '2'],
    [0, '0'],
    [0.0000004, '0'],
    [0.0000015, '0.000002'],
    [1234.5678901, '1234.56789']
  ])('%p → %s', (usd, shown) => {
    expect(formatUsd(usd)).toBe(shown)
  })

  it('roundUsd keeps a number for report.json', () => {
    expect(roundUsd(10.006499999999969)).toBe(10.0065)
  })
})
