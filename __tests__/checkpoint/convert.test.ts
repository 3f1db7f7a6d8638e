import { describe, expect, it } from '@jest/globals'
import { fromCheckpoint, toCheckpoint, type CheckpointMeta } from '../../src/checkpoint/convert.js'
import { checkpointSchema } from '../../src/checkpoint/schema.js'
import type { IterationRecord, LoopState } from '../../src/loop/state.js'

const meta: CheckpointMeta = {
  status: 'halted',
  haltReason: 'run_slice',
  planPath: 'plan.json',
  sourceFingerprint: 'f',
  maxIterations: 20_000,
  contextEstimate: 0,
  workRemaining: ['task-000000000001', 'verify'],
  run: { id: '1', attempt: '1', shard: null },
  headSha: null,
  branch: null,
  now: new Date(0)
}

function record(n: number): IterationRecord {
  return {
    n,
    task: `task-${String(n).padStart(12, '0')}`,
    attempt: 3,
    outcome: n % 3 === 0 ? 'failed' : 'progress',
    started_at: new Date(n * 1000).toISOString(),
    duration_ms: 61_234,
    exit_code: n % 3 === 0 ? 1 : 0,
    error_class: n % 3 === 0 ? 'crashed' : 'none',
    ...(n % 3 === 0 ? { error: 'exited with code 1' } : {}),
    tasks_done: n % 3 === 0 ? [] : [`task-${String(n).padStart(12, '0')}`],
    work_remaining: 10_000 - n,
    tree_changed: true,
    cost_usd: 0.1234,
    input_tokens: 123_456,
    output_tokens: 4_567
  }
}

function stateWithEverything(): LoopState {
  return {
    iteration: 7,
    attempts: { 'task-000000000001': 2, verify: 1 },
    consecutive: { task: 'verify', count: 1 },
    noProgressCount: 1,
    lastWorkRemaining: ['task-000000000001', 'verify'],
    continuationPath: '.ralph/iteration_6_summary.md',
    lastError: 'boom',
    verifyOutput: 'Tests: 1 failed',
    verifyPending: true,
    totals: { iterations: 6, cost_usd: 1.5, input_tokens: 10, output_tokens: 5, duration_ms: 1000 },
    history: [record(5), record(6)]
  }
}

describe('checkpoint conversion', () => {
  it('round-trips every LoopState field', () => {
    const state = stateWithEverything()
    const checkpoint = toCheckpoint(state, meta)
    expect(checkpointSchema.safeParse(checkpoint).success).toBe(true)
    expect(fromCheckpoint(checkpoint)).toEqual(state)
  })

  it('keeps attempts of open work only', () => {
    const checkpoint = toCheckpoint({ ...stateWithEverything(), attempts: { gone: 3, verify: 1 } }, meta)
    expect(checkpoint.attempts).toEqual({ verify: 1 })
  })

  it('stays under 256 KB after 10,000 iterations', () => {
    const state = stateWithEverything()
    for (let n = 1; n <= 10_000; n++) {
      state.history.push(record(n))
      if (state.history.length > 100) state.history.shift()
    }
    const text = JSON.stringify(toCheckpoint({ ...state, iteration: 10_001 }, meta))
    expect(text.length).toBeLessThan(256 * 1024)
    expect(checkpointSchema.safeParse(JSON.parse(text)).success).toBe(true)
  })
})
