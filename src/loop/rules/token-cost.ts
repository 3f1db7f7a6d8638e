import type { Telemetry } from '../../agents/presets/agent-types.js'
import type { TokenPrices } from '../../config/config.js'

/**
 * The cost of an invocation that reported tokens but no cost (codex, gemini), from `token-prices`
 * (SPEC §4): cached input tokens, a part of the input, at the cached price; the rest at the input
 * price. An agent's own cost always wins.
 */
export function withTokenCost(telemetry: Telemetry, prices: TokenPrices | undefined): Telemetry {
  const { inputTokens, outputTokens } = telemetry
  if (telemetry.costUsd !== undefined || !prices) return telemetry
  if (inputTokens === undefined && outputTokens === undefined) return telemetry
  const input = inputTokens ?? 0
  const cached = Math.min(telemetry.cachedTokens ?? 0, input)
  const micro = (input - cached) * prices.input + cached * prices.cached + (outputTokens ?? 0) * prices.output
  return { ...telemetry, costUsd: micro / 1_000_000 }
}

/**
 * SPEC §6 `max-total-cost-usd`, before every iteration (the first of a run too): whether the loop's
 * lifetime cost, plus its average iteration, would pass the cap. Undefined when it fits.
 */
export function lifetimeCostHalt(
  totals: { cost_usd: number; iterations: number },
  maxTotalCostUsd: number
): string | undefined {
  if (maxTotalCostUsd <= 0 || totals.cost_usd <= 0) return undefined
  const average = totals.cost_usd / Math.max(1, totals.iterations)
  if (totals.cost_usd + average <= maxTotalCostUsd) return undefined
  return (
    `The loop has spent $${totals.cost_usd.toFixed(4)} over its lifetime and the next iteration (about $${average.toFixed(4)}) ` +
    `would pass max-total-cost-usd ($${maxTotalCostUsd}); raise max-total-cost-usd to go on.`
  )
}
