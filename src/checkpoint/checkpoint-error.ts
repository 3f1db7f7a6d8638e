import { CHECKPOINT_LIMITS } from './limits.js'

/** The one way past a checkpoint that cannot be trusted (SPEC §8); every CheckpointError ends with it. */
export const CHECKPOINT_FIX = 'Set force-restart: true to discard it and start a new loop.'

/** The field a CheckpointError names when the file as a whole is wrong (size, JSON syntax, not an object). */
export const WHOLE_FILE = '(file)'

/** What went wrong, in the parts a CheckpointError's message is made of. */
export interface CheckpointProblem {
  /** The checkpoint file, relative to the workspace. */
  file: string
  /** Dotted path of the offending field (`history.3.task`), or `(file)`. */
  field: string
  /** The offending value as found; shown in the message as JSON, cut to about 100 characters. */
  value: unknown
  /** What the field should hold, in words. */
  expected: string
  /** Replaces the default "is {value}" when the value alone does not say what is wrong. */
  problem?: string
}

/**
 * A checkpoint file that cannot be trusted. Its message names the file, the field, the value, what was
 * expected and the fix, and says that the file is left as it was; it is meant for users as it is.
 */
export class CheckpointError extends Error {
  override readonly name = 'CheckpointError'

  constructor(problem: CheckpointProblem) {
    const subject = problem.field === WHOLE_FILE ? `'${WHOLE_FILE}'` : `field '${problem.field}'`
    super(
      `Checkpoint ${problem.file} is invalid: ${subject} ${problem.problem ?? `is ${showValue(problem.value)}`}; ` +
        `expected ${problem.expected}. ${CHECKPOINT_FIX} The file is left as it is.`
    )
    // A bad file is the user's to fix, not a bug in the loop: a stack trace would only bury the message.
    this.stack = `${this.name}: ${this.message}`
  }
}

/** A checkpoint of `bytes` bytes or more, over the reader's limit (found by its size or by reading it). */
export function tooLarge(file: string, bytes: number): CheckpointError {
  return new CheckpointError({
    file,
    field: WHOLE_FILE,
    value: bytes,
    problem: `is ${bytes} bytes or more`,
    expected: `at most ${CHECKPOINT_LIMITS.fileBytes} bytes (1 MiB); the loop keeps only the last ${CHECKPOINT_LIMITS.history} iterations`
  })
}

const SHOWN_CHARS = 100

/**
 * A value as a message shows it: JSON (so control characters are escaped and cannot forge log lines),
 * cut to about 100 characters; `missing` for a field that is not there.
 */
export function showValue(value: unknown): string {
  if (value === undefined) return 'missing'
  let shown: string
  try {
    // Only the start of a long string is shown: no need to escape all of it first.
    shown = JSON.stringify(typeof value === 'string' ? value.slice(0, SHOWN_CHARS + 1) : value)
  } catch {
    // Nesting too deep for JSON.stringify: say what it is instead.
    shown = Array.isArray(value) ? 'an array' : typeof value
  }
  return shown.length > SHOWN_CHARS ? `${shown.slice(0, SHOWN_CHARS)}…` : shown
}

/** Any text (a parser's message, the end of a file) on one line, control characters escaped, cut to `max`. */
export function oneLine(text: string, max = SHOWN_CHARS): string {
  const escaped = JSON.stringify(text.slice(0, max + 1)).slice(1, -1)
  return escaped.length > max ? `${escaped.slice(0, max)}…` : escaped
}
