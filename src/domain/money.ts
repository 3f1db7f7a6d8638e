/** Decimals a cost in US dollars keeps where a person reads it: a millionth of a dollar. */
export const USD_DECIMALS = 6

/**
 * A cost as it is shown and output (SPEC §2): rounded to `USD_DECIMALS`, so sums of floats read
 * `10.0065`, not `10.006499999999969`. The checkpoint keeps the full sum: rounding each run's total
 * would drift over a long loop.
 */
export function roundUsd(usd: number): number {
  return Number(usd.toFixed(USD_DECIMALS))
}

/** A cost as text, without trailing zeros: `0.3`, `10.0065`, `2`. */
export function formatUsd(usd: number): string {
  return String(roundUsd(usd))
}
