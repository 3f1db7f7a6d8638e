import { describe, expect, it } from '@jest/globals'
import { newLoopState, type LoopState } from '../../../src/domain/state.js'
import { iterationFacts } from '../../../__fixtures__/facts.js'
import { advance } from '../../../src/loop/steps/advance.js'

const FACTS = iterationFacts()

const state = (over: Partial<LoopState> = {}): LoopState => ({
  ...newLoopState(),
  iteration: 4,
  attempts: { t1: 2, t2: 1, gone: 3 },
  lastWorkRemaining: ['t1', 't2'],
  ...over
})

describe('advance (SPEC §5 steps 4–5): the verdict on an iteration and the state it leaves', () => {
  it.each([
    ['a task got done', { doneCount: 1, sizeAfter: 1, workAfter: ['t2'] }, {}, 'progress'],
    ['the work shrank', { sizeAfter: 1, workAfter: ['t2'] }, {}, 'progress'],
    ['the agent said the promise', { promised: true }, {}, 'progress'],
    ['the source broke (even with a task done)', { sourceError: 'bad JSON', doneCount: 1 }, {}, 'failed'],
    [
      'the agent crashed but changed files',
      { errorClass: 'crashed' as const, treeChanged: true },
      {},
      'failed'
    ],
    ['only the tree changed', { treeChanged: true }, {}, 'partial'],
    ['nothing happened', {}, {}, 'failed']
  ])('%s → %s', (_, facts, before, outcome) => {
    expect(advance(state(before), { ...FACTS, ...facts }).record.outcome).toBe(outcome)
  })

  it.each([
    // [case, facts, state before, consecutive after, no-progress after]
    ['a failure starts a streak', {}, {}, { task: 't1', count: 1 }, 1],
    [
      'another failure on the same task extends it',
      {},
      { consecutive: { task: 't1', count: 2 } },
      { task: 't1', count: 3 },
      1
    ],
    [
      'a failure on another task restarts it',
      { task: 't2' },
      { consecutive: { task: 't1', count: 2 } },
      { task: 't2', count: 1 },
      1
    ],
    [
      'progress resets both',
      { sizeAfter: 1, workAfter: ['t2'] },
      { noProgressCount: 1 },
      { task: null, count: 0 },
      0
    ],
    [
      'a changed tree is not "no progress"',
      { treeChanged: true },
      { noProgressCount: 1 },
      { task: null, count: 0 },
      0
    ],
    [
      'the first iteration of a loop never counts',
      {},
      { lastWorkRemaining: null },
      { task: 't1', count: 1 },
      0
    ],
    ['a task CLI has no streaks', { tracksTasks: false }, {}, { task: null, count: 0 }, 1]
  ])('%s', (_, facts, before, consecutive, noProgress) => {
    const next = advance(state(before), { ...FACTS, ...facts }).state
    expect(next.consecutive).toEqual(consecutive)
    expect(next.noProgressCount).toBe(noProgress)
  })

  it('moves to the next iteration, keeps attempts of open tasks only, and remembers the work', () => {
    const next = advance(state(), { ...FACTS, doneCount: 1, sizeAfter: 1, workAfter: ['t2'] }).state
    expect(next).toMatchObject({
      iteration: 5,
      attempts: { t2: 1 },
      lastWorkRemaining: ['t2'],
      lastError: ''
    })
  })

  it.each([
    [
      'the source error wins',
      { sourceError: 'plan.json: bad', errorClass: 'crashed' as const, errorMessage: 'exit 1' },
      'The task source could not be read after iteration 4: plan.json: bad'
    ],
    [
      "the agent's error",
      { errorClass: 'crashed' as const, errorMessage: 'exited with code 1' },
      'exited with code 1'
    ],
    ['none', { errorMessage: 'ignored without an error class' }, '']
  ])('the error for the next prompt: %s', (_, facts, lastError) => {
    expect(advance(state(), { ...FACTS, ...facts }).state.lastError).toBe(lastError)
  })

  it('does not change the state it is given', () => {
    const before = state({ consecutive: { task: 't1', count: 1 } })
    const copy = structuredClone(before)
    advance(before, { ...FACTS, doneCount: 1, sizeAfter: 1, workAfter: ['t2'] })
    expect(before).toEqual(copy)
  })

  it('keeps attempts of open tasks only, however many tasks were attempted', () => {
    const attempts = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`t${i}`, i + 1]))
    const next = advance(state({ attempts }), { ...FACTS, workAfter: ['t3', 't19'] }).state
    expect(next.attempts).toEqual({ t3: 4, t19: 20 })
  })

  it('counts the attempt here: the task worked on gets the attempt the facts carry', () => {
    const next = advance(state(), { ...FACTS, attempt: 3 }).state
    expect(next.attempts).toEqual({ t1: 3, t2: 1 })
  })

  it.each<['interrupted' | 'rate_limited' | 'auth', number, string]>([
    // [early exit, the next iteration's number, the outcome recorded]
    ['interrupted', 4, 'interrupted'],
    ['rate_limited', 5, 'rate_limited'],
    ['auth', 5, 'failed']
  ])(
    'an early exit (%s) is recorded, its attempt given back, the counters kept',
    (early, iteration, outcome) => {
      const before = state({ consecutive: { task: 't1', count: 2 }, noProgressCount: 1, lastError: 'old' })
      const { state: next, record } = advance(before, { ...FACTS, early, costUsd: 0.5 })
      expect(record).toMatchObject({ n: 4, task: 't1', attempt: 3, outcome, cost_usd: 0.5 })
      expect(next).toMatchObject({
        iteration,
        attempts: before.attempts,
        consecutive: before.consecutive,
        noProgressCount: 1,
        lastError: 'old',
        lastWorkRemaining: before.lastWorkRemaining
      })
      expect(next.history).toEqual([record])
      expect(next.totals).toMatchObject({ iterations: 1, cost_usd: 0.5, duration_ms: 1000 })
    }
  )

  it('builds the record once, from the facts', () => {
    const { record } = advance(
      state(),
      iterationFacts({
        startedAt: Date.UTC(2026, 10, 25),
        exitCode: 1,
        errorClass: 'crashed',
        errorMessage: 'exit 1',
        tasksDone: ['t1'],
        doneCount: 1,
        sizeAfter: 1,
        workAfter: ['t2'],
        inputTokens: 10,
        outputTokens: 20,
        contextFill: 30,
        verify: { pass: false, tail: 'FAIL' },
        verifyPending: true
      })
    )
    expect(record).toEqual({
      n: 4,
      task: 't1',
      attempt: 3,
      outcome: 'progress',
      started_at: '2026-11-25T00:00:00.000Z',
      duration_ms: 1000,
      exit_code: 1,
      error_class: 'crashed',
      tasks_done: ['t1'],
      work_remaining: 1,
      tree_changed: false,
      error: 'exit 1',
      input_tokens: 10,
      output_tokens: 20,
      context_fill: 30,
      verify: 'fail'
    })
  })

  it('keeps the last 100 records in the history and every one in the totals', () => {
    let s = state()
    for (let n = 1; n <= 105; n++) s = advance(s, { ...FACTS, n }).state
    expect(s.history).toHaveLength(100)
    expect(s.history[0]?.n).toBe(6)
    expect(s.totals.iterations).toBe(105)
  })
})

describe('the verify gate after an iteration (SPEC §7; the table is in transitions.test.ts)', () => {
  it('the facts decide verify after an iteration', () => {
    const next = advance(state(), {
      ...FACTS,
      verify: { pass: false, tail: 'FAIL' },
      verifyPending: true
    }).state
    expect(next).toMatchObject({ verifyPending: true, verifyOutput: 'FAIL' })
  })
})
