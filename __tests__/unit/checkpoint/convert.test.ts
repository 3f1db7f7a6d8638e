import { describe, expect, it } from '@jest/globals'
import { fromCheckpoint, toCheckpoint, type CheckpointMeta } from '../../../src/checkpoint/convert.js'
import { serializeCheckpoint } from '../../../src/checkpoint/file.js'
import { CHECKPOINT_LIMITS } from '../../../src/checkpoint/limits.js'
import { parseCheckpoint } from '../../../src/checkpoint/validate.js'
import {
  HISTORY_LIMIT,
  idCounts,
  newLoopState,
  reviewBasesOf,
  type LoopState
} from '../../../src/domain/state.js'
import type { IterationRecord } from '../../../src/domain/iteration.js'

const ctx = { file: '.ralph/checkpoint.json', stateDir: '.ralph' }
const meta: CheckpointMeta = {
  status: 'halted',
  haltReason: 'run_slice',
  planPath: 'plan.json',
  sourceFingerprint: 'f'.repeat(64),
  maxIterations: 20_000,
  contextEstimate: 79_000,
  workRemaining: ['add-login-form-0001', 'verify'],
  run: { id: '11843020557', attempt: '2', shard: '1/2' },
  headSha: 'a'.repeat(40),
  branch: 'ralph/nightly',
  pushed: true,
  now: new Date('2025-11-21T12:00:00.000Z')
}

// A realistic record: ids of about 20 characters, an error every seventh iteration, usage reported.
function record(n: number): IterationRecord {
  const task = `task-${String(n % 5000).padStart(6, '0')}-login-form`
  const failed = n % 7 === 0
  return {
    n,
    task,
    attempt: 1 + (n % 3),
    outcome: failed ? 'failed' : n % 2 ? 'progress' : 'partial',
    started_at: new Date(Date.UTC(2025, 0, 1) + n * 90_000).toISOString(),
    duration_ms: 61_234 + n,
    exit_code: failed ? 1 : 0,
    error_class: failed ? 'crashed' : 'none',
    ...(failed ? { error: 'the agent exited with code 1: Error: ENOENT: no such file src/login.ts' } : {}),
    tasks_done: n % 2 ? [task] : [],
    work_remaining: 10_000 - n,
    tree_changed: true,
    cost_usd: 0.1234,
    input_tokens: 123_456,
    output_tokens: 4_567,
    context_fill: 98_765,
    ...(n % 11 === 0 ? { verify: 'fail' as const } : {})
  }
}

// Every LoopState field set to something other than its default.
function stateWithEverything(): LoopState {
  return {
    iteration: 7,
    attempts: { 'add-login-form-0001': 2, verify: 1 },
    consecutive: { task: 'verify', count: 1 },
    noProgressCount: 1,
    lastWorkRemaining: ['add-login-form-0001', 'write-session-store', 'verify'],
    continuationPath: '.ralph/iteration_6_summary.md',
    lastError: 'boom',
    verifyOutput: 'Tests: 1 failed, 3 passed',
    verifyPending: true,
    heldMarks: ['write-session-store'],
    reviewFindings: 'Review of write-session-store (iteration 6): rejected\nNo test covers the expiry.',
    reviewBases: reviewBasesOf([['write-session-store', { tree: 'a'.repeat(40), head: 'b'.repeat(40) }]]),
    question: {
      text: 'Which database: Postgres or SQLite?',
      task: 'add-login-form-0001',
      iteration: 6,
      askedAt: '2025-11-21T11:00:00.000Z',
      comment: { pullRequest: 12, id: 987654321, at: '2025-11-21T11:01:00Z' }
    },
    answer: { question: 'Which port?', text: 'Use 8080.', by: 'octocat' },
    issuesNoted: ['#3 done', '#4 stuck'],
    loopStart: { head: 'c'.repeat(40), leftOut: ['notes.txt', '"\\377.txt"'] },
    totals: { iterations: 6, cost_usd: 1.5, input_tokens: 10, output_tokens: 5, duration_ms: 1000 },
    history: [
      record(5),
      record(6),
      {
        ...record(7),
        review: { approved: [], rejected: ['write-session-store'], duration_ms: 900, cost_usd: 0.02 }
      },
      record(11)
    ]
  }
}

describe('toCheckpoint / fromCheckpoint', () => {
  it('round-trips every LoopState field, through the file text too', () => {
    const state = stateWithEverything()
    const checkpoint = toCheckpoint(state, meta)
    expect(fromCheckpoint(checkpoint)).toEqual(state)
    expect(fromCheckpoint(parseCheckpoint(serializeCheckpoint(checkpoint), ctx))).toEqual(state)
    expect(fromCheckpoint(toCheckpoint(newLoopState(), meta))).toEqual(newLoopState())
  })

  it('records the meta fields and shares nothing with the state', () => {
    const state = stateWithEverything()
    const checkpoint = toCheckpoint(state, meta)
    expect(checkpoint).toMatchObject({
      version: '2.1',
      timestamp: '2025-11-21T12:00:00.000Z',
      plan_path: 'plan.json',
      max_iterations: 20_000,
      context_estimate: 79_000,
      status: 'halted',
      halt_reason: 'run_slice',
      work_remaining: ['add-login-form-0001', 'verify'],
      run: { id: '11843020557', attempt: '2', shard: '1/2' },
      head_sha: 'a'.repeat(40),
      branch: 'ralph/nightly'
    })
    expect(checkpoint.history[0]?.tasks_done).toEqual(['task-000005-login-form'])
    expect(checkpoint.history[0]?.tasks_done).not.toBe(state.history[0]?.tasks_done)
    expect(checkpoint.consecutive).not.toBe(state.consecutive)
  })

  it('keeps attempts of open work only', () => {
    const checkpoint = toCheckpoint({ ...stateWithEverything(), attempts: { done: 3, verify: 1 } }, meta)
    expect(checkpoint.attempts).toEqual({ verify: 1 })
  })

  it('keeps attempts of open work only, however many tasks were attempted', () => {
    const attempts = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`t${i}`, i + 1]))
    const workRemaining = ['t3', 't19', 'verify']
    const checkpoint = toCheckpoint({ ...stateWithEverything(), attempts }, { ...meta, workRemaining })
    expect(checkpoint.attempts).toEqual({ t3: 4, t19: 20 })
  })

  it('cuts the history and the free texts to what the reader accepts', () => {
    const state = {
      ...stateWithEverything(),
      history: Array.from({ length: 250 }, (_, i) => ({ ...record(i + 1), error: 'e'.repeat(5000) })),
      lastError: `first line\n${'x'.repeat(20_000)}`,
      verifyOutput: `${'y'.repeat(70_000)}\nTests: 1 failed`
    }
    const checkpoint = toCheckpoint({ ...state, iteration: 251 }, { ...meta, maxIterations: 20 })
    expect(checkpoint.history.map(r => r.n)).toEqual(Array.from({ length: HISTORY_LIMIT }, (_, i) => i + 151))
    expect(checkpoint.history[0]?.error).toHaveLength(CHECKPOINT_LIMITS.recordError)
    expect(checkpoint.last_error).toMatch(/^first line\n/)
    expect(checkpoint.last_error).toHaveLength(CHECKPOINT_LIMITS.lastError)
    expect(checkpoint.verify_output).toMatch(/Tests: 1 failed$/)
    expect(checkpoint.verify_output).toHaveLength(CHECKPOINT_LIMITS.verifyOutput)
    // A lowered max-iterations never makes the checkpoint one the next run refuses.
    expect(checkpoint.max_iterations).toBe(250)
    expect(() => parseCheckpoint(serializeCheckpoint(checkpoint), ctx)).not.toThrow()
  })

  it('stays under 256 KB after 10,000 iterations', () => {
    // Built in place here for speed; the loop's own state is read-only.
    const history: IterationRecord[] = []
    const totals = { ...newLoopState().totals }
    const attempts = idCounts()
    for (let n = 1; n <= 10_000; n++) {
      const r = record(n)
      history.push(r)
      if (history.length > HISTORY_LIMIT) history.shift()
      totals.iterations += 1
      totals.duration_ms += r.duration_ms
      totals.cost_usd += r.cost_usd ?? 0
      totals.input_tokens += r.input_tokens ?? 0
      totals.output_tokens += r.output_tokens ?? 0
      attempts[r.task] = r.attempt
    }
    const open = Array.from({ length: 200 }, (_, i) => `task-${String(4800 + i).padStart(6, '0')}-login-form`)
    const state = {
      ...newLoopState(),
      history,
      totals,
      attempts,
      iteration: 10_001,
      lastError: history.at(-1)?.error ?? '',
      lastWorkRemaining: open
    }
    const text = serializeCheckpoint(toCheckpoint(state, { ...meta, workRemaining: open }))
    expect(Buffer.byteLength(text)).toBeLessThan(256 * 1024)
    expect(parseCheckpoint(text, ctx).history).toHaveLength(HISTORY_LIMIT)
  })
})

describe('serializeCheckpoint', () => {
  it('drops the oldest history rather than write a file the reader refuses', () => {
    const open = Array.from({ length: 43_000 }, (_, i) => `task-${String(i).padStart(16, '0')}`)
    const state = { ...stateWithEverything(), history: Array.from({ length: 100 }, (_, i) => record(i + 1)) }
    const full = toCheckpoint(state, { ...meta, workRemaining: open })
    expect(JSON.stringify(full).length).toBeGreaterThan(CHECKPOINT_LIMITS.fileBytes)
    const text = serializeCheckpoint(full)
    const checkpoint = parseCheckpoint(text, ctx)
    expect(checkpoint.history.length).toBeLessThan(100)
    expect(checkpoint.history.at(-1)?.n).toBe(100)
    expect(checkpoint.work_remaining).toHaveLength(43_000)
  })
})
