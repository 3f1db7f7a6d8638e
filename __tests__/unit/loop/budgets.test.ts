import { describe, expect, it } from '@jest/globals'
import type { IterationRecord } from '../../../src/domain/iteration.js'
import {
  budgetHalt,
  contextEstimate,
  iterationPastCap,
  type Budgets,
  type RunSoFar
} from '../../../src/loop/rules/budgets.js'
import { stopMessage } from '../../../src/loop/rules/messages.js'

describe('contextEstimate (seed 001)', () => {
  it.each([
    [0, 4, false, 68000],
    [2, 2, true, 79000],
    [0, 0, false, 20000],
    [1, 0, true, 40000]
  ])('(%i, %i, %s) → %i', (completed, remaining, continuation, expected) => {
    expect(contextEstimate(completed, remaining, continuation)).toBe(expected)
  })
})

describe('budgetHalt', () => {
  const run: RunSoFar = {
    iterationsThisRun: 1,
    elapsedMs: 60_000,
    longestIterationMs: 60_000,
    costUsd: 0,
    costedIterations: 0,
    completedThisRun: 0,
    remaining: 4,
    continuation: false
  }
  const budgets: Budgets = {
    iterationsPerRun: 0,
    timeBudgetMs: 330 * 60_000,
    maxCostUsd: 0,
    contextWindow: 0,
    contextThreshold: 0.9
  }
  it.each<[string, Partial<RunSoFar>, Partial<Budgets>, string | undefined]>([
    ['nothing set', {}, {}, undefined],
    ['run slice reached', { iterationsThisRun: 2 }, { iterationsPerRun: 2 }, 'run_slice'],
    ['run slice not reached', { iterationsThisRun: 1 }, { iterationsPerRun: 2 }, undefined],
    [
      'next iteration would not fit',
      { elapsedMs: 300_000, longestIterationMs: 61_000 },
      { timeBudgetMs: 360_000 },
      'time_budget'
    ],
    [
      'next iteration fits',
      { elapsedMs: 200_000, longestIterationMs: 60_000 },
      { timeBudgetMs: 360_000 },
      undefined
    ],
    [
      'cost: average would overshoot',
      { costUsd: 0.9, costedIterations: 3 },
      { maxCostUsd: 1.1 },
      'cost_budget'
    ],
    ['cost: average fits', { costUsd: 0.6, costedIterations: 3 }, { maxCostUsd: 1.1 }, undefined],
    ['cost: nothing reported', { costUsd: 0, costedIterations: 0 }, { maxCostUsd: 0.01 }, undefined],
    [
      'context over threshold',
      { remaining: 4 },
      { contextWindow: 70_000, contextThreshold: 0.9 },
      'context_threshold'
    ],
    [
      'context under threshold',
      { remaining: 4 },
      { contextWindow: 100_000, contextThreshold: 0.9 },
      undefined
    ],
    ['context never before the first iteration', { iterationsThisRun: 0 }, { contextWindow: 1000 }, undefined]
  ])('%s', (_name, overrides, budgetOverrides, expected) => {
    expect(budgetHalt({ ...run, ...overrides }, { ...budgets, ...budgetOverrides })).toBe(expected)
  })
})

describe('iterationPastCap: the iteration that took the run past max-cost-usd', () => {
  const record = (n: number, cost?: number, review?: number) =>
    ({
      n,
      ...(cost !== undefined && { cost_usd: cost }),
      ...(review !== undefined && { review: { cost_usd: review } })
    }) as IterationRecord
  it.each<[string, IterationRecord[], number | undefined]>([
    ['none yet', [], undefined],
    ['within the cap', [record(1, 0.4), record(2, 0.5)], undefined],
    ['at the cap exactly', [record(1, 0.5), record(2, 0.5)], undefined],
    ['one iteration alone', [record(1, 1.5)], 1],
    ['the second', [record(1, 0.6), record(2, 0.6), record(3, 0.1)], 2],
    ['its reviewer’s cost counts', [record(1, 0.6, 0.5)], 1],
    ['an iteration that reported nothing', [record(1), record(2, 1.2)], 2]
  ])('%s', (_, records, n) => {
    expect(iterationPastCap(records, 1)).toBe(n)
  })
})

describe('the cost_budget message names the amounts', () => {
  const facts = {
    taskId: 't1',
    consecutive: 0,
    noProgress: 0,
    work: [],
    nextIteration: 3,
    limits: { stuckThreshold: 3, noProgressLimit: 3, maxIterations: 50, maxCostUsd: 10 }
  }
  it.each<[string, { spentUsd: number; costedIterations: number; pastCapIn: number | undefined }, string]>([
    [
      'the next would pass',
      { spentUsd: 6.0043000000001, costedIterations: 2, pastCapIn: undefined },
      'This run has spent $6.0043 over 2 iterations (about $3.00215 an iteration): the next one would pass max-cost-usd ($10). The next run resumes at iteration 3.'
    ],
    [
      'one went past',
      { spentUsd: 10.006499999999969, costedIterations: 2, pastCapIn: 2 },
      'This run has spent $10.0065 over 2 iterations (about $5.00325 an iteration), past max-cost-usd ($10): iteration 2 went past it. The next run resumes at iteration 3.'
    ]
  ])('%s', (_, cost, message) => {
    expect(stopMessage('cost_budget', { ...facts, cost })).toBe(message)
  })
})
