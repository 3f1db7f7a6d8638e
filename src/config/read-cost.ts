import { NO_COST_NAMES } from '../agents/presets/catalogue.js'
import type { AgentKind, Config, TokenPrices } from './config.js'
import { ConfigError } from './config-error.js'
import { Inputs } from './names.js'
import { optional, type InputReader } from './parse-values.js'

const EXPECTED = 'input=N,output=N[,cached=N]: US dollars per million tokens, each a number ≥ 0'

/** Presets whose output carries tokens but no cost: their cost comes from `token-prices` (SPEC §4). */
const REPORT_NO_COST: readonly AgentKind[] = NO_COST_NAMES

/**
 * `token-prices`, and the rule that a cost cap needs a cost: `max-cost-usd` or `max-total-cost-usd`
 * with codex or gemini and no `token-prices` would never halt, so it is an input error.
 */
export function readCost(
  get: InputReader,
  read: Pick<Config, 'agent' | 'fallbackAgent' | 'maxCostUsd' | 'maxTotalCostUsd'>
): Pick<Config, 'tokenPrices'> {
  const tokenPrices = optional(get, Inputs.TokenPrices, undefined, (_, raw) => parseTokenPrices(raw))
  // A fallback that reports no cost would leave the cap blind for the rest of a run, too.
  const blind = [read.agent, read.fallbackAgent].find(agent => agent && REPORT_NO_COST.includes(agent))
  if (tokenPrices === undefined && blind) {
    const cap =
      read.maxCostUsd > 0 ? Inputs.MaxCostUsd : read.maxTotalCostUsd > 0 ? Inputs.MaxTotalCostUsd : undefined
    if (cap !== undefined) {
      throw new ConfigError(
        Inputs.TokenPrices,
        '',
        EXPECTED,
        `Input '${cap}' is set but ${blind === read.agent ? 'agent' : 'fallback-agent'}: ${blind} reports tokens, not dollars, so the cap would never apply. ` +
          `Set 'token-prices' (e.g. input=1.25,output=10,cached=0.125, US dollars per million tokens) or remove '${cap}'.`
      )
    }
  }
  return { tokenPrices }
}

/** `input=1.25,output=10,cached=0.125`: input and output required, cached defaults to input. */
export function parseTokenPrices(raw: string): TokenPrices {
  const fail = (): never => {
    throw new ConfigError(Inputs.TokenPrices, raw, EXPECTED)
  }
  const prices: Partial<Record<keyof TokenPrices, number>> = {}
  for (const part of raw.split(',')) {
    const [key = '', value = '', extra] = part.split('=').map(word => word.trim())
    if (extra !== undefined || !['input', 'output', 'cached'].includes(key) || key in prices) fail()
    const price = Number(value)
    if (value === '' || !Number.isFinite(price) || price < 0) fail()
    prices[key as keyof TokenPrices] = price
  }
  if (prices.input === undefined || prices.output === undefined) fail()
  const input = prices.input ?? 0
  return { input, output: prices.output ?? 0, cached: prices.cached ?? input }
}
