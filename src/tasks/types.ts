/** State of a task as its source says. */
export type TaskState = 'open' | 'active' | 'done' | 'failed'

/** One unit of work read from a task source. */
export interface Task {
  /** Always a string, whatever the source wrote. */
  id: string
  title: string
  /** Acceptance criteria (json) or the phase's checkbox items (markdown phases), as plain text lines. */
  criteria: string[]
  state: TaskState
}

/** A task file that cannot be used: names the file and what is wrong. */
export class TaskFileError extends Error {
  override readonly name = 'TaskFileError'
  constructor(
    readonly file: string,
    message: string
  ) {
    super(`${file}: ${message}`)
  }
}

/** Ids a real task may not use: they name the loop's pseudo-tasks. */
export const RESERVED_IDS: readonly string[] = ['verify', 'plan']

/** The longest task id: the checkpoint (which holds ids) refuses longer ones, so the source does too. */
export const MAX_TASK_ID_LENGTH = 1024
