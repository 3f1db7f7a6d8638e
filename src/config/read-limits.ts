import type { Config } from './config.js'
import { Inputs, type InputName } from './names.js'
import {
  optional,
  parseDecimal,
  parseInteger,
  parseMinutes,
  type InputReader,
  type NumberRule
} from './parse-values.js'

type Limits = Pick<
  Config,
  | 'maxIterations'
  | 'iterationsPerRun'
  | 'maxAttempts'
  | 'stuckThreshold'
  | 'noProgressLimit'
  | 'contextWindow'
  | 'contextThreshold'
  | 'timeBudgetMs'
  | 'iterationTimeoutMs'
  | 'maxCostUsd'
  | 'maxTotalCostUsd'
  | 'rateLimitWaitMs'
>

const MINUTE = 60_000

/** The numeric inputs: counts, thresholds, budgets and durations (SPEC §6), durations in milliseconds. */
export function readLimits(get: InputReader): Limits {
  const read = (input: InputName, fallback: number, parse: typeof parseInteger, rule: NumberRule): number =>
    optional(get, input, fallback, (_, raw) => parse(input, raw, rule))
  return {
    maxIterations: read(Inputs.MaxIterations, 20, parseInteger, { min: 1, expected: 'an integer ≥ 1' }),
    iterationsPerRun: read(Inputs.IterationsPerRun, 0, parseInteger, {
      min: 0,
      expected: 'an integer ≥ 0 (0 = no limit)'
    }),
    maxAttempts: read(Inputs.MaxAttempts, 5, parseInteger, {
      min: 1,
      max: 10,
      expected: 'an integer from 1 to 10'
    }),
    stuckThreshold: read(Inputs.StuckThreshold, 3, parseInteger, {
      min: 0,
      expected: 'an integer ≥ 0 (0 = off)'
    }),
    noProgressLimit: read(Inputs.NoProgressLimit, 2, parseInteger, {
      min: 0,
      expected: 'an integer ≥ 0 (0 = off)'
    }),
    contextWindow: read(Inputs.ContextWindow, 0, parseInteger, {
      min: 0,
      expected: 'an integer number of tokens ≥ 0 (0 = no context check)'
    }),
    contextThreshold: read(Inputs.ContextThreshold, 0.9, parseDecimal, {
      min: 0,
      minExclusive: true,
      max: 1,
      expected: 'a number greater than 0 and at most 1'
    }),
    timeBudgetMs: read(Inputs.TimeBudget, 330 * MINUTE, parseMinutes, {
      min: 0,
      minExclusive: true,
      expected: 'a number of minutes greater than 0'
    }),
    iterationTimeoutMs: read(Inputs.IterationTimeout, 60 * MINUTE, parseMinutes, {
      min: 0,
      minExclusive: true,
      expected: 'a number of minutes greater than 0'
    }),
    maxCostUsd: read(Inputs.MaxCostUsd, 0, parseDecimal, {
      min: 0,
      expected: 'a number of US dollars ≥ 0 (0 = no limit)'
    }),
    maxTotalCostUsd: read(Inputs.MaxTotalCostUsd, 0, parseDecimal, {
      min: 0,
      expected: 'a number of US dollars ≥ 0 (0 = no limit)'
    }),
    rateLimitWaitMs: read(Inputs.RateLimitWait, 15 * MINUTE, parseMinutes, {
      min: 0,
      expected: 'a number of minutes ≥ 0 (0 = never wait)'
    })
  }
}
