import { Inputs, type InputName } from './names.js'
import {
  orDefault,
  parseDecimal,
  parseInteger,
  parseMinutes,
  type InputReader,
  type NumberRule
} from './parse-values.js'

/** The numeric inputs: counts, thresholds, budgets and durations (SPEC §6), durations in milliseconds. */
export function readLimits(get: InputReader) {
  const read = (input: InputName, parse: typeof parseInteger, rule: NumberRule): number =>
    parse(input, orDefault(get, input), rule)
  return {
    maxIterations: read(Inputs.MaxIterations, parseInteger, { min: 1, expected: 'an integer ≥ 1' }),
    iterationsPerRun: read(Inputs.IterationsPerRun, parseInteger, {
      min: 0,
      expected: 'an integer ≥ 0 (0 = no limit)'
    }),
    maxAttempts: read(Inputs.MaxAttempts, parseInteger, {
      min: 1,
      max: 10,
      expected: 'an integer from 1 to 10'
    }),
    stuckThreshold: read(Inputs.StuckThreshold, parseInteger, {
      min: 0,
      expected: 'an integer ≥ 0 (0 = off)'
    }),
    noProgressLimit: read(Inputs.NoProgressLimit, parseInteger, {
      min: 0,
      expected: 'an integer ≥ 0 (0 = off)'
    }),
    contextWindow: read(Inputs.ContextWindow, parseInteger, {
      min: 0,
      expected: 'an integer number of tokens ≥ 0 (0 = no context check)'
    }),
    contextThreshold: read(Inputs.ContextThreshold, parseDecimal, {
      min: 0,
      minExclusive: true,
      max: 1,
      expected: 'a number greater than 0 and at most 1'
    }),
    timeBudgetMs: read(Inputs.TimeBudget, parseMinutes, {
      min: 0,
      minExclusive: true,
      expected: 'a number of minutes greater than 0'
    }),
    iterationTimeoutMs: read(Inputs.IterationTimeout, parseMinutes, {
      min: 0,
      minExclusive: true,
      expected: 'a number of minutes greater than 0'
    }),
    maxCostUsd: read(Inputs.MaxCostUsd, parseDecimal, {
      min: 0,
      expected: 'a number of US dollars ≥ 0 (0 = no limit)'
    }),
    maxTotalCostUsd: read(Inputs.MaxTotalCostUsd, parseDecimal, {
      min: 0,
      expected: 'a number of US dollars ≥ 0 (0 = no limit)'
    }),
    rateLimitWaitMs: read(Inputs.RateLimitWait, parseMinutes, {
      min: 0,
      expected: 'a number of minutes ≥ 0 (0 = never wait)'
    })
  }
}
