import { describe, expect, it } from '@jest/globals'
import {
  classify,
  stopReason,
  updateCounters,
  type Classified,
  type Counters
} from '../../../src/loop/rules/decide.js'
import type { IterationOutcome } from '../../../src/domain/iteration.js'

const base: Classified = {
  sourceError: '',
  doneCount: 0,
  sizeBefore: 3,
  sizeAfter: 3,
  errorClass: 'none',
  treeChanged: false,
  promised: false
}

describe('classify (SPEC §5 step 4, first match wins)', () => {
  it.each<[string, Partial<Classified>, IterationOutcome]>([
    ['a broken source beats a done task', { sourceError: 'bad JSON', doneCount: 1 }, 'failed'],
    ['a task done', { doneCount: 1, sizeAfter: 2 }, 'progress'],
    ['work remaining shrank', { sizeAfter: 2 }, 'progress'],
    ['progress beats an agent error', { doneCount: 1, errorClass: 'crashed' }, 'progress'],
    ['the promise in plan mode', { promised: true }, 'progress'],
    ['agent error beats a changed tree', { errorClass: 'timeout', treeChanged: true }, 'failed'],
    ['a changed tree', { treeChanged: true }, 'partial'],
    ['nothing happened', {}, 'failed'],
    ['work grew', { sizeAfter: 4, treeChanged: true }, 'partial']
  ])('%s', (_name, facts, expected) => {
    expect(classify({ ...base, ...facts })).toBe(expected)
  })
})

describe('updateCounters (SPEC §5 step 5)', () => {
  const fresh: Counters = { consecutive: { task: null, count: 0 }, noProgressCount: 0 }
  const step = (counters: Counters, outcome: IterationOutcome, task = 'a', extra = {}) =>
    updateCounters(counters, {
      task,
      outcome,
      workRemaining: ['a', 'b'],
      lastWorkRemaining: ['a', 'b'],
      treeChanged: false,
      ...extra
    })

  it('counts consecutive failures on the same task', () => {
    const once = step(fresh, 'failed')
    const twice = step(once, 'failed')
    expect(once.consecutive).toEqual({ task: 'a', count: 1 })
    expect(twice.consecutive).toEqual({ task: 'a', count: 2 })
  })

  it('restarts the count on another task and resets on any other outcome', () => {
    const other = step(step(fresh, 'failed'), 'failed', 'b')
    expect(other.consecutive).toEqual({ task: 'b', count: 1 })
    expect(step(other, 'partial', 'b').consecutive).toEqual({ task: null, count: 0 })
  })

  it('counts no progress only when work and tree are unchanged, and never on the first iteration', () => {
    expect(step(fresh, 'failed', 'a', { lastWorkRemaining: null }).noProgressCount).toBe(0)
    expect(step(fresh, 'failed').noProgressCount).toBe(1)
    expect(step(step(fresh, 'failed'), 'failed').noProgressCount).toBe(2)
    expect(step(step(fresh, 'failed'), 'partial', 'a', { treeChanged: true }).noProgressCount).toBe(0)
    expect(step(step(fresh, 'failed'), 'failed', 'a', { workRemaining: ['b'] }).noProgressCount).toBe(0)
  })
})

describe('stopReason (exit order of SPEC §5 step 7)', () => {
  const limits = { stuckThreshold: 3, noProgressLimit: 2, maxIterations: 10 }
  const counters = (consecutive: number, noProgress: number): Counters => ({
    consecutive: { task: 'a', count: consecutive },
    noProgressCount: noProgress
  })
  it.each<[string, Counters, Partial<typeof limits>, number, boolean, string | undefined]>([
    ['nothing', counters(1, 1), {}, 2, true, undefined],
    ['stuck_consecutive first', counters(3, 2), {}, 11, true, 'stuck_consecutive'],
    ['no_progress before max_iterations', counters(1, 2), {}, 11, true, 'no_progress'],
    ['max_iterations with work left', counters(0, 0), {}, 11, true, 'max_iterations'],
    ['max_iterations needs work left', counters(0, 0), {}, 11, false, undefined],
    ['stuck-threshold 0 is off', counters(9, 0), { stuckThreshold: 0 }, 2, true, undefined],
    ['no-progress-limit 0 is off', counters(0, 9), { noProgressLimit: 0 }, 2, true, undefined]
  ])('%s', (_name, state, overrides, next, workLeft, expected) => {
    expect(stopReason(state, { ...limits, ...overrides }, next, workLeft)).toBe(expected)
  })
})
