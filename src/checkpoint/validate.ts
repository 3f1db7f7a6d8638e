import type { z } from 'zod'
import { HALT_REASONS, statusOf } from '../domain/outcomes.js'
import { CheckpointError, oneLine, showValue, tooLarge, WHOLE_FILE } from './checkpoint-error.js'
import { workspaceRelative } from './paths.js'
import { CHECKPOINT_LIMITS, CHECKPOINT_VERSION } from './limits.js'
import { checkpointSchema, type Checkpoint } from './schema.js'

/** Where a checkpoint was read from: its file and the `state-dir`, both relative to the workspace. */
export interface CheckpointContext {
  file: string
  stateDir: string
}

/**
 * Parses and validates an untrusted `checkpoint.json` (SPEC §8), in this order: size, JSON, version,
 * types (the first zod issue), then the checks across fields: paths relative and inside the workspace,
 * `continuation_context` inside `state-dir`, `iteration ≤ max_iterations + 1`, a `halt_reason` that
 * fits the `status`. Throws CheckpointError naming the field. Whether the continuation file exists is
 * the caller's to check: a missing one is only a warning.
 */
export function parseCheckpoint(text: string, ctx: CheckpointContext): Checkpoint {
  const { file } = ctx
  const limit = CHECKPOINT_LIMITS.fileBytes
  // `length` first: a string longer than the limit in UTF-16 units is longer in UTF-8 bytes too.
  const bytes = text.length > limit ? text.length : Buffer.byteLength(text, 'utf8')
  if (bytes > limit) throw tooLarge(file, bytes)
  const value = parseJson(text, file)
  const version = value.version
  if (version !== CHECKPOINT_VERSION) {
    // Its own message: a checkpoint of another format is not corrupt, just not ours to read.
    throw new CheckpointError({
      file,
      field: 'version',
      value: version,
      ...(version === undefined
        ? {}
        : { problem: `is ${showValue(version)}: another format, written by a different Ralph Loop version` }),
      expected: `"${CHECKPOINT_VERSION}", the only format this version reads`
    })
  }
  const parsed = checkpointSchema.safeParse(value)
  if (!parsed.success) throw issueError(file, value, parsed.error.issues[0])
  const checkpoint = parsed.data
  checkSemantics(checkpoint, ctx)
  return checkpoint
}

function parseJson(text: string, file: string): Record<string, unknown> {
  // An editor on Windows may add a byte order mark, which JSON.parse rejects.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    throw new CheckpointError({
      file,
      field: WHOLE_FILE,
      value: body.slice(-40),
      problem:
        body.trim() === ''
          ? 'is empty: not valid JSON (truncated?)'
          : `is not valid JSON (truncated?): ${oneLine(why)}; it ends with "${oneLine(body.slice(-40), 40)}"`,
      expected: 'one complete JSON object'
    })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CheckpointError({ file, field: WHOLE_FILE, value, expected: 'a JSON object' })
  }
  return value as Record<string, unknown>
}

function checkSemantics(checkpoint: Checkpoint, ctx: CheckpointContext): void {
  const { file } = ctx
  const fail = (field: string, value: unknown, expected: string) =>
    new CheckpointError({ file, field, value, expected })
  const inWorkspace = 'a relative path inside the workspace (no leading /, no drive letter, no ..)'
  const plan = checkpoint.plan_path
  if (plan !== null && workspaceRelative(plan) === undefined) throw fail('plan_path', plan, inWorkspace)
  const continuation = checkpoint.continuation_context
  if (continuation !== null) {
    const normal = workspaceRelative(continuation)
    if (normal === undefined) throw fail('continuation_context', continuation, inWorkspace)
    const dir = workspaceRelative(ctx.stateDir) ?? ctx.stateDir
    if (!normal.startsWith(`${dir}/`)) {
      throw fail('continuation_context', continuation, `a file inside state-dir (${dir}/)`)
    }
  }
  // Relative to the repository's top, not the workspace: only their form can be checked here.
  for (const [i, left] of (checkpoint.loop_start?.left_out ?? []).entries()) {
    if (workspaceRelative(left) === undefined) throw fail(`loop_start.left_out.${i}`, left, inWorkspace)
  }
  const cap = checkpoint.max_iterations + 1
  if (checkpoint.iteration > cap) {
    throw fail('iteration', checkpoint.iteration, `at most max_iterations + 1 (${cap})`)
  }
  // The resume rules read both: a pair the loop never writes (stuck by `completion`) is not guessed at.
  const reason = checkpoint.halt_reason
  if (reason !== null && statusOf(reason) !== checkpoint.status) {
    const fitting = HALT_REASONS.filter(r => statusOf(r) === checkpoint.status)
    throw fail(
      'halt_reason',
      reason,
      `null or one that ends a loop as ${checkpoint.status}: ${fitting.join(', ')}`
    )
  }
}

function issueError(file: string, root: unknown, issue: z.core.$ZodIssue): CheckpointError {
  const path = issue.path
  const field = path.map(segment).join('.') || WHOLE_FILE
  // A bad record key is shown as the key itself, not as the value under it.
  const value = issue.code === 'invalid_key' ? path.at(-1) : valueAt(root, path)
  return new CheckpointError({ file, field, value, expected: expectedOf(issue) })
}

// Path segments come from the file: a key with odd characters is quoted so the field stays one line.
function segment(key: PropertyKey): string {
  const text = String(key)
  return /^[\w-]{1,64}$/.test(text) ? text : JSON.stringify(text.slice(0, 64))
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

const ARTICLE: Record<string, string> = { array: 'an array', object: 'an object', int: 'a whole number' }
const UNIT: Record<string, string> = { string: ' characters', array: ' items' }

/** What a zod issue expected, in words for the message. */
function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return ARTICLE[issue.expected] ?? `a ${issue.expected}`
    case 'too_big':
      return `at most ${String(issue.maximum)}${UNIT[issue.origin] ?? ''}`
    case 'too_small':
      return issue.origin === 'number'
        ? `a number ${issue.inclusive ? '≥' : '>'} ${String(issue.minimum)}`
        : `at least ${String(issue.minimum)}${UNIT[issue.origin] ?? ''}`
    case 'invalid_value':
      return `one of ${issue.values.map(v => JSON.stringify(v)).join(', ')}`
    case 'invalid_format':
      return issue.format === 'datetime' ? 'an ISO 8601 time such as 2025-01-31T12:00:00.000Z' : issue.message
    case 'invalid_key':
      return `a key that is ${issue.issues[0] ? expectedOf(issue.issues[0]) : 'valid'}`
    default:
      return issue.message
  }
}
