import path from 'node:path/posix'
import { CheckpointError, showValue } from './errors.js'
import { checkpointSchema, CHECKPOINT_VERSION, MAX_CHECKPOINT_BYTES, type Checkpoint } from './schema.js'

/** Parses and validates an untrusted checkpoint file (SPEC §8); throws CheckpointError. */
export function parseCheckpoint(text: string, ctx: { file: string; stateDir: string }): Checkpoint {
  const { file } = ctx
  if (text.length > MAX_CHECKPOINT_BYTES) {
    throw new CheckpointError(
      file,
      '(file)',
      `of ${text.length} bytes`,
      `at most ${MAX_CHECKPOINT_BYTES} bytes`
    )
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    throw new CheckpointError(file, '(file)', showValue(text.slice(-40)), `valid JSON (truncated? ${why})`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CheckpointError(file, '(file)', showValue(value), 'a JSON object')
  }
  const version = (value as Record<string, unknown>).version
  if (version !== CHECKPOINT_VERSION) {
    throw new CheckpointError(file, 'version', showValue(version), `"${CHECKPOINT_VERSION}"`)
  }
  const parsed = checkpointSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue.path.map(String).join('.') || '(file)'
    throw new CheckpointError(file, field, showValue(valueAt(value, issue.path)), issue.message.toLowerCase())
  }
  const checkpoint = parsed.data
  checkPath(file, 'plan_path', checkpoint.plan_path)
  checkPath(file, 'continuation_context', checkpoint.continuation_context)
  const continuation = checkpoint.continuation_context
  if (continuation !== null && !inside(continuation, ctx.stateDir)) {
    throw new CheckpointError(
      file,
      'continuation_context',
      showValue(continuation),
      `a file inside state-dir '${ctx.stateDir}'`
    )
  }
  if (checkpoint.iteration > checkpoint.max_iterations + 1) {
    throw new CheckpointError(
      file,
      'iteration',
      showValue(checkpoint.iteration),
      `at most max_iterations + 1 (${checkpoint.max_iterations + 1})`
    )
  }
  return checkpoint
}

function valueAt(value: unknown, keys: readonly PropertyKey[]): unknown {
  let current = value
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

/** Paths in a checkpoint are relative and stay inside the workspace. */
function checkPath(file: string, field: string, value: string | null) {
  if (value === null) return
  const bad =
    value === '' ||
    value.includes('\0') ||
    value.includes('\\') ||
    path.isAbsolute(value) ||
    /^[a-zA-Z]:/.test(value) ||
    path.normalize(value).startsWith('..')
  if (bad) throw new CheckpointError(file, field, showValue(value), 'a relative path inside the workspace')
}

function inside(file: string, dir: string): boolean {
  const relative = path.relative(path.normalize(dir), path.normalize(file))
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}
