import type { Checkpoint } from '../src/checkpoint/schema.js'

/** A valid checkpoint to corrupt in tests. */
export function validCheckpoint(overrides: Partial<Checkpoint> = {}): Checkpoint {
  return {
    version: '2.1',
    timestamp: '2025-01-01T00:00:00.000Z',
    plan_path: 'plan.json',
    iteration: 3,
    max_iterations: 20,
    continuation_context: '.ralph/iteration_2_summary.md',
    work_remaining: ['t2', 't3'],
    last_work_remaining: ['t2', 't3'],
    context_estimate: 49000,
    halt_reason: 'run_slice',
    status: 'halted',
    source_fingerprint: 'abc',
    attempts: { t2: 1 },
    consecutive: { task: null, count: 0 },
    no_progress_count: 0,
    last_error: '',
    verify_output: '',
    verify_pending: false,
    totals: { iterations: 2, cost_usd: 0, input_tokens: 0, output_tokens: 0, duration_ms: 100 },
    history: [
      {
        n: 1,
        task: 't1',
        attempt: 1,
        outcome: 'progress',
        started_at: '2025-01-01T00:00:00.000Z',
        duration_ms: 50,
        exit_code: 0,
        error_class: 'none',
        tasks_done: ['t1'],
        work_remaining: 2,
        tree_changed: true
      }
    ],
    run: { id: '1001', attempt: '1', shard: null },
    head_sha: null,
    branch: null,
    ...overrides
  }
}
