import { describe, expect, it } from '@jest/globals'
import { budgetHalt, contextEstimate, type Budgets, type RunSoFar } from '../../../src/loop/rules/budgets.js'

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
