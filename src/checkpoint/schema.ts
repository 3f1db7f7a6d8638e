import { z } from 'zod'

/** The checkpoint format version (seed 001's v2.1, extended). */
export const CHECKPOINT_VERSION = '2.1'
/** A larger file is refused before parsing: a hostile file must not be parsed into memory twice. */
export const MAX_CHECKPOINT_BYTES = 1024 * 1024

const count = z.number().int().nonnegative()
const text = (max: number) => z.string().max(max)
const id = text(512)

const status = z.enum(['completed', 'stuck', 'aborted', 'interrupted', 'halted'])
const haltReason = z.enum([
  'completion',
  'max_attempts',
  'stuck_consecutive',
  'no_progress',
  'max_iterations',
  'context_threshold',
  'time_budget',
  'cost_budget',
  'rate_limited',
  'run_slice',
  'nothing_claimable',
  'interrupted',
  'error'
])
const errorClass = z.enum([
  'none',
  'rate_limited',
  'auth',
  'max_turns',
  'api_error',
  'crashed',
  'timeout',
  'no_result'
])

/** One iteration in the checkpoint's history: the same shape as `IterationRecord`. */
export const recordSchema = z.object({
  n: z.number().int().positive(),
  task: id,
  attempt: count,
  outcome: z.enum(['progress', 'partial', 'failed', 'rate_limited', 'interrupted']),
  started_at: text(64),
  duration_ms: z.number().nonnegative(),
  exit_code: z.number().int().nullable(),
  error_class: errorClass,
  error: text(4096).optional(),
  tasks_done: z.array(id).max(10_000),
  work_remaining: count,
  tree_changed: z.boolean(),
  cost_usd: z.number().nonnegative().optional(),
  input_tokens: count.optional(),
  output_tokens: count.optional(),
  context_fill: count.optional(),
  verify: z.enum(['pass', 'fail']).optional()
})

/** `state-dir/checkpoint.json`, described once: the type and the validation both come from here. */
export const checkpointSchema = z.object({
  version: z.literal(CHECKPOINT_VERSION),
  timestamp: text(64),
  plan_path: text(4096).nullable(),
  iteration: z.number().int().positive(),
  max_iterations: z.number().int().positive(),
  continuation_context: text(4096).nullable(),
  work_remaining: z.array(id).max(100_000),
  last_work_remaining: z.array(id).max(100_000).nullable(),
  context_estimate: count,
  halt_reason: haltReason.nullable(),
  status,
  source_fingerprint: text(256),
  attempts: z.record(id, count),
  consecutive: z.object({ task: id.nullable(), count }),
  no_progress_count: count,
  last_error: text(16 * 1024),
  verify_output: text(64 * 1024),
  verify_pending: z.boolean(),
  totals: z.object({
    iterations: count,
    cost_usd: z.number().nonnegative(),
    input_tokens: count,
    output_tokens: count,
    duration_ms: z.number().nonnegative()
  }),
  history: z.array(recordSchema).max(100),
  run: z.object({ id: text(256), attempt: text(64), shard: text(64).nullable() }),
  head_sha: text(64).nullable(),
  branch: text(1024).nullable()
})

export type Checkpoint = z.infer<typeof checkpointSchema>
