import { describe, expect, it } from '@jest/globals'
import { idCounts, newLoopState, type LoopState } from '../../../src/domain/state.js'
import {
  answered,
  continuationAt,
  gateRan,
  issuesNoted,
  loopStarted,
  questionAsked,
  questionDropped,
  questionPosted,
  renumbered,
  resumed,
  taskReset,
  type Transition
} from '../../../src/loop/rules/transitions.js'

const QUESTION = { text: 'Postgres or SQLite?', task: 't1', iteration: 3, askedAt: '2026-01-01T00:00:00Z' }
const COMMENT = { pullRequest: 7, id: 11, at: '2026-01-01T00:01:00Z' }
const ANSWER = { question: QUESTION.text, text: 'Postgres.', by: 'octo' }

const state = (over: Partial<LoopState> = {}): LoopState => ({
  ...newLoopState(),
  iteration: 5,
  attempts: idCounts([
    ['t1', 2],
    ['t2', 3]
  ]),
  consecutive: { task: 't2', count: 2 },
  noProgressCount: 1,
  continuationPath: '.ralph/iteration_4_summary.md',
  verifyPending: true,
  verifyOutput: 'before',
  issuesNoted: ['#1 done'],
  totals: { iterations: 4, cost_usd: 1, input_tokens: 10, output_tokens: 20, duration_ms: 400 },
  ...over
})

describe('the transitions of the loop state besides an iteration (SPEC §5, §7, §8, §10): the state after', () => {
  it.each<[string, Transition, Partial<LoopState>, Partial<LoopState>]>([
    [
      'resumed: the checkpoint replaces the state',
      resumed(state({ iteration: 9 })),
      {},
      state({ iteration: 9 })
    ],
    [
      'a reset task: its attempts and the stuck counters start again, the others stay',
      taskReset('t2'),
      {},
      { attempts: idCounts([['t1', 2]]), consecutive: { task: null, count: 0 }, noProgressCount: 0 }
    ],
    [
      'a reset of a task never attempted: the attempts stay',
      taskReset('t9'),
      {},
      { attempts: state().attempts, consecutive: { task: null, count: 0 }, noProgressCount: 0 }
    ],
    ['issues noted', issuesNoted(['#1 done', '#2 stuck']), {}, { issuesNoted: ['#1 done', '#2 stuck'] }],
    ['none noted', issuesNoted([]), {}, { issuesNoted: [] }],
    [
      'a new loop notes its start',
      loopStarted({ head: 'abc', leftOut: ['notes.md'] }),
      {},
      { loopStart: { head: 'abc', leftOut: ['notes.md'] } }
    ],
    [
      'renumbered past the commits: the lifetime count follows',
      renumbered(7),
      {},
      { iteration: 8, totals: { ...state().totals, iterations: 7 } }
    ],
    [
      'renumbered: the commits carry the number the checkpoint says is next',
      renumbered(5),
      {},
      { iteration: 6, totals: { ...state().totals, iterations: 5 } }
    ],
    [
      'a checkpoint already past the commits stays',
      renumbered(4),
      {},
      { iteration: 5, totals: state().totals }
    ],
    [
      'the summary written',
      continuationAt('.ralph/iteration_5_summary.md'),
      {},
      { continuationPath: '.ralph/iteration_5_summary.md' }
    ],
    ['an unusable continuation dropped', continuationAt(null), {}, { continuationPath: null }],
    [
      'a question asked: the answer used up',
      questionAsked(QUESTION),
      { answer: ANSWER },
      { question: QUESTION, answer: null }
    ],
    [
      'a question posted',
      questionPosted(COMMENT),
      { question: QUESTION },
      { question: { ...QUESTION, comment: COMMENT } }
    ],
    ['a post with no question open changes nothing', questionPosted(COMMENT), {}, { question: null }],
    ['answered', answered(ANSWER), { question: QUESTION }, { question: null, answer: ANSWER }],
    [
      'questions: false drops it',
      questionDropped(),
      { question: QUESTION },
      { question: null, answer: null }
    ],
    [
      'a failing gate: verify pending, its output',
      gateRan({ pass: false, tail: 'FAIL' }),
      { verifyPending: false },
      { verifyPending: true, verifyOutput: 'FAIL' }
    ],
    [
      'a passing gate clears both',
      gateRan({ pass: true, tail: 'ok' }),
      {},
      { verifyPending: false, verifyOutput: '' }
    ],
    [
      'no gate keeps the output, pending as given',
      gateRan(undefined, false),
      {},
      { verifyPending: false, verifyOutput: 'before' }
    ],
    [
      'no gate and nothing given keeps both',
      gateRan(undefined),
      {},
      { verifyPending: true, verifyOutput: 'before' }
    ]
  ])('%s', (_, transition, before, after) => {
    const next = transition(state(before))
    expect(next).toEqual({ ...state(before), ...after })
  })
})

describe('a transition is pure: it returns a new state and leaves the one it was given as it was', () => {
  const full = state({
    question: { ...QUESTION, comment: COMMENT },
    answer: ANSWER,
    loopStart: { head: 'a', leftOut: [] }
  })
  it.each<[string, Transition]>([
    ['resumed', resumed(state())],
    ['taskReset', taskReset('t1')],
    ['issuesNoted', issuesNoted(['#3 done'])],
    ['loopStarted', loopStarted({ head: 'b', leftOut: ['x'] })],
    ['renumbered', renumbered(9)],
    ['continuationAt', continuationAt(null)],
    ['questionAsked', questionAsked(QUESTION)],
    ['questionPosted', questionPosted({ ...COMMENT, id: 12 })],
    ['answered', answered(ANSWER)],
    ['questionDropped', questionDropped()],
    ['gateRan', gateRan({ pass: true, tail: '' })]
  ])('%s', (_, transition) => {
    const before = deepFrozen(structuredClone({ ...full, attempts: { ...full.attempts } }))
    // A write to a frozen object throws here (ES modules are strict): the transition writes nothing.
    const next = transition(before)
    expect(next).not.toBe(before)
    expect(before).toEqual({ ...full, attempts: { ...full.attempts } })
  })
})

function deepFrozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFrozen(inner)
    Object.freeze(value)
  }
  return value
}
