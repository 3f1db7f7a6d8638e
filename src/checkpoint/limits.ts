import { MAX_QUESTION_CHARS } from '../domain/question.js'
import { HISTORY_LIMIT } from '../domain/state.js'
import { MAX_TASK_ID_LENGTH } from '../domain/task.js'

// Apart from the schema, so that writing a checkpoint does not load zod: only reading one does.

/** The checkpoint format version (seed 001's v2.1, extended by SPEC §8). */
export const CHECKPOINT_VERSION = '2.1'

/**
 * Bounds on what a checkpoint may hold. The reader refuses more; the writer (`toCheckpoint`) cuts the
 * free texts to them, so the loop never writes a checkpoint its next run would refuse.
 */
export const CHECKPOINT_LIMITS = {
  /** Checked on the raw text before parsing: a hostile file is never parsed into memory twice. */
  fileBytes: 1024 * 1024,
  lastError: 16 * 1024,
  verifyOutput: 64 * 1024,
  /** Per history record; the full error is in `last_error` and the iteration's summary. */
  recordError: 1024,
  id: MAX_TASK_ID_LENGTH,
  path: 4096,
  history: HISTORY_LIMIT,
  /** The agent's question, and a person's answer (SPEC §7). */
  question: MAX_QUESTION_CHARS
} as const
