import { z } from 'zod'
import { CHECKPOINT_LIMITS, CHECKPOINT_VERSION } from './limits.js'
import { ERROR_CLASSES, OUTCOMES, type IterationRecord } from '../domain/iteration.js'
import { HALT_REASONS, STATUSES } from '../domain/outcomes.js'
import { LEFT_OUT_LIMIT } from '../domain/state.js'

const count = z.number().int().nonnegative()
const amount = z.number().nonnegative()
const isoTime = z.iso.datetime({ offset: true })
// Ids, paths and names reach log lines: a newline from a hostile file could forge a workflow command.
const line = (max: number) =>
  z
    .string()
    .max(max)
    .refine(text => !/\p{Cc}/u.test(text), { error: 'a single line without control characters' })
const id = line(CHECKPOINT_LIMITS.id)
// Relative and inside the workspace: validate.ts checks that, as it needs the state dir.
const workspacePath = line(CHECKPOINT_LIMITS.path)
// The resume guard hands it to git: only a full object name, never something git could take for an option.
const sha = z.string().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, { error: 'a full git commit sha (hex)' })
const branch = line(1024).refine(name => !name.startsWith('-'), { error: 'a branch name' })

/**
 * `{ id: n }`, read into a null-prototype object: an id such as `__proto__`, `constructor` or
 * `toString` is data like any other (`z.record` would set the prototype for `__proto__`, and a plain
 * object answers `constructor` with a function).
 */
const idCounts = z
  .custom<Record<string, unknown>>(
    value => typeof value === 'object' && value !== null && !Array.isArray(value),
    { error: 'an object of task ids and counts' }
  )
  .transform((value, ctx) => {
    const counts: Record<string, number> = Object.create(null) as Record<string, number>
    for (const [key, n] of Object.entries(value)) {
      const keyCheck = id.safeParse(key)
      const countCheck = count.safeParse(n)
      if (!keyCheck.success) {
        // As z.record reports a bad key: the message says "a key that is …".
        ctx.addIssue({
          code: 'invalid_key',
          origin: 'record',
          issues: keyCheck.error.issues,
          input: key,
          path: [key]
        })
      }
      if (!countCheck.success) {
        for (const issue of countCheck.error.issues) ctx.addIssue({ ...issue, path: [key, ...issue.path] })
      }
      if (keyCheck.success && countCheck.success) counts[key] = countCheck.data
    }
    return counts
  })

/** One iteration in the checkpoint's history: exactly `IterationRecord` (a test checks both ways). */
export const recordSchema = z.object({
  n: z.number().int().positive(),
  task: id,
  attempt: count,
  outcome: z.enum(OUTCOMES),
  started_at: isoTime,
  duration_ms: amount,
  exit_code: z.number().int().nullable(),
  error_class: z.enum(ERROR_CLASSES),
  agent: z.string().max(64).optional(),
  error: z.string().max(CHECKPOINT_LIMITS.recordError).optional(),
  tasks_done: z.array(id),
  work_remaining: count,
  tree_changed: z.boolean(),
  cost_usd: amount.optional(),
  input_tokens: count.optional(),
  output_tokens: count.optional(),
  context_fill: count.optional(),
  verify: z.enum(['pass', 'fail']).optional(),
  blocked_hosts: z.array(line(300)).max(50).optional(),
  review: z
    .object({
      approved: z.array(id),
      rejected: z.array(id),
      duration_ms: amount,
      cost_usd: amount.optional(),
      input_tokens: count.optional(),
      output_tokens: count.optional()
    })
    .optional()
}) satisfies z.ZodType<IterationRecord>

const text = z.string().max(CHECKPOINT_LIMITS.question)
const positive = z.number().int().positive()

/** The agent's open question (SPEC §7), and the pull request comment that asks it once posted. */
const questionSchema = z.object({
  text,
  task: id,
  iteration: positive,
  asked_at: isoTime,
  comment: z.object({ pull_request: positive, id: positive, at: isoTime }).optional()
})

/** A person's answer that the next iteration's prompt carries. */
const answerSchema = z.object({ question: text, text, by: line(256) })

/**
 * `state-dir/checkpoint.json` (SPEC §8), described once: the `Checkpoint` type and the validation both
 * come from here. Unknown keys are dropped, not refused. The checks that need more than one field or
 * the config (paths inside the workspace, `iteration ≤ max_iterations + 1`) are in validate.ts.
 */
export const checkpointSchema = z.object({
  version: z.literal(CHECKPOINT_VERSION),
  timestamp: isoTime,
  /** The `tasks` input, relative to the workspace; null without a task file. */
  plan_path: workspacePath.nullable(),
  /** The next iteration, over the loop's lifetime. */
  iteration: z.number().int().positive(),
  max_iterations: z.number().int().positive(),
  /** The last iteration's summary, relative to the workspace (inside state-dir). */
  continuation_context: workspacePath.nullable(),
  work_remaining: z.array(id),
  last_work_remaining: z.array(id).nullable(),
  context_estimate: count,
  halt_reason: z.enum(HALT_REASONS).nullable(),
  status: z.enum(STATUSES),
  /** The task file's hash, or the task CLI's status counts: tells a stuck loop that the source changed. */
  source_fingerprint: line(4096),
  attempts: idCounts,
  consecutive: z.object({ task: id.nullable(), count }),
  no_progress_count: count,
  last_error: z.string().max(CHECKPOINT_LIMITS.lastError),
  verify_output: z.string().max(CHECKPOINT_LIMITS.verifyOutput),
  verify_pending: z.boolean(),
  /** Tasks marked done in an iteration that changed a protected path: not done yet (SPEC §7). */
  held_marks: z.array(id).optional(),
  /** The review gate's findings on the marks it held (SPEC §7), for the next prompt. */
  review_findings: z.string().max(CHECKPOINT_LIMITS.lastError).optional(),
  /** Where the review gate's diff of each task starts (SPEC §7): the tree before its work, and HEAD then. */
  review_bases: z.array(z.object({ id, tree: sha, head: sha.or(z.literal('')) })).optional(),
  /** The question the loop waits on, and an answer not yet handed to an agent (SPEC §7). */
  question: questionSchema.nullable().optional(),
  answer: answerSchema.nullable().optional(),
  /** What the loop wrote to GitHub issues, `#N done` / `#N stuck`: each once (SPEC §3). */
  issues_noted: z.array(id).optional(),
  /** HEAD at the loop's start and the paths changed then, left out of its commits (SPEC §10). */
  loop_start: z
    .object({ head_sha: sha.nullable(), left_out: z.array(workspacePath).max(LEFT_OUT_LIMIT).nullable() })
    .optional(),
  totals: z.object({
    iterations: count,
    cost_usd: amount,
    input_tokens: count,
    output_tokens: count,
    duration_ms: amount
  }),
  history: z.array(recordSchema).max(CHECKPOINT_LIMITS.history),
  run: z.object({ id: line(256), attempt: line(64), shard: line(64).nullable() }),
  head_sha: sha.nullable(),
  branch: branch.nullable(),
  /** False when the run left commits that never reached origin (the resume guard says so). */
  pushed: z.boolean().optional()
})

/** A checkpoint as read from and written to `checkpoint.json` (snake_case, as in the file). */
export type Checkpoint = z.infer<typeof checkpointSchema>
