import { posix } from 'node:path'
import type { Workspace } from '../ports/workspace.js'
import { CheckpointError, oneLine, tooLarge, WHOLE_FILE } from './checkpoint-error.js'
import { CHECKPOINT_LIMITS } from './limits.js'
import type { Checkpoint } from './schema.js'

/** The checkpoint's file name inside `state-dir`. */
export const CHECKPOINT_FILE = 'checkpoint.json'

/** Where the checkpoint lives, relative to the workspace. */
export function checkpointPath(stateDir: string): string {
  return posix.join(stateDir, CHECKPOINT_FILE)
}

/** The outcome of looking for a checkpoint: none there, or one that passed validation. */
export type ReadResult = { found: false } | { found: true; checkpoint: Checkpoint }

/**
 * Reads and validates `state-dir/checkpoint.json`. Throws CheckpointError when it is invalid or cannot
 * be read; never writes, renames or removes it, so the user finds the file as it was.
 */
export async function readCheckpoint(workspace: Workspace, stateDir: string): Promise<ReadResult> {
  const file = checkpointPath(stateDir)
  let text: string
  const limit = CHECKPOINT_LIMITS.fileBytes
  try {
    // The loop writes a regular file there: a link (to a system file, say) is refused, never read.
    text = await workspace.readText(file, { maxBytes: limit, noFollow: true })
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    if (code === 'ENOENT') return { found: false }
    if (code === 'EFBIG') throw tooLarge(file, limit + 1)
    // A folder, a FIFO or an unreadable file in its place is as much in the way as a corrupt one.
    throw new CheckpointError({
      file,
      field: WHOLE_FILE,
      value: undefined,
      problem: `could not be read (${oneLine(message ?? String(error))})`,
      expected: 'a readable JSON file'
    })
  }
  // The schema (and zod) load only when there is a checkpoint to read: a first run never pays for them.
  const { parseCheckpoint } = await import('./validate.js')
  return { found: true, checkpoint: parseCheckpoint(text, { file, stateDir }) }
}

/** Writes the checkpoint as one line of JSON, atomically (the workspace writes a temp file, fsyncs, renames). */
export async function writeCheckpoint(
  workspace: Workspace,
  stateDir: string,
  checkpoint: Checkpoint
): Promise<void> {
  await workspace.writeText(checkpointPath(stateDir), serializeCheckpoint(checkpoint))
}

/**
 * The text of `checkpoint.json`: compact JSON and a newline. Should the checkpoint exceed the reader's
 * size limit, the oldest history records are dropped until it fits: only a task list of tens of
 * thousands of ids gets there, and the history is the one part the next run can do without.
 */
export function serializeCheckpoint(checkpoint: Checkpoint): string {
  const text = (history: Checkpoint['history']) => `${JSON.stringify({ ...checkpoint, history })}\n`
  let kept = checkpoint.history
  let result = text(kept)
  while (Buffer.byteLength(result, 'utf8') > CHECKPOINT_LIMITS.fileBytes && kept.length > 0) {
    kept = kept.slice(Math.ceil(kept.length / 2))
    result = text(kept)
  }
  return result
}
