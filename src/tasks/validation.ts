import { MAX_TASK_ID_LENGTH, RESERVED_IDS, type Task } from '../domain/task.js'
import { TaskFileError } from './task-file-error.js'

// Newlines and other control characters: an id is written into log lines, commands and the checkpoint.
const CONTROL = /\p{Cc}/u

/** Closes a message about a file that does not look like a task list at all. */
export const WRONG_FILE_HINT = 'is this the right file? (check the `tasks` input)'

/** A parsed task and where it came from, in words a user can find in the file (`subtasks[2]`, `line 14`). */
export interface LocatedTask {
  task: Task
  where: string
}

/**
 * Returns the text without a leading byte order mark, which editors on Windows add and JSON.parse rejects.
 * Throws TaskFileError when the text holds a NUL character: it was read from a binary file.
 */
export function textOf(text: string, file: string): string {
  if (text.includes('\u0000')) {
    throw new TaskFileError(file, `not a text file (it contains NUL bytes); ${WRONG_FILE_HINT}`)
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text
}

/**
 * The checks every json and markdown source passes before the loop uses it: at least one task, no id used
 * twice, no reserved id (`verify`, `plan`), no id the checkpoint could not hold (over 1024 characters, or
 * with a control character). Throws TaskFileError naming the offending id and where it is.
 * `noTasks` says what was looked for, for the message when nothing was found.
 */
export function checkTasks(located: readonly LocatedTask[], file: string, noTasks: string): void {
  if (located.length === 0) throw new TaskFileError(file, `${noTasks}; ${WRONG_FILE_HINT}`)
  const seen = new Map<string, string>()
  for (const { task, where } of located) {
    if (RESERVED_IDS.includes(task.id)) {
      throw new TaskFileError(
        file,
        `task id "${task.id}" at ${where} is reserved for the loop's own ${task.id} step; rename the task`
      )
    }
    if (task.id.length > MAX_TASK_ID_LENGTH) {
      throw new TaskFileError(
        file,
        `task id "${task.id.slice(0, 40)}…" at ${where} is ${task.id.length} characters long; ` +
          `keep ids to ${MAX_TASK_ID_LENGTH} characters or fewer`
      )
    }
    if (CONTROL.test(task.id)) {
      throw new TaskFileError(
        file,
        `task id ${JSON.stringify(task.id.slice(0, 60))} at ${where} holds a control character ` +
          `(a newline, a tab…); an id must be one line of text`
      )
    }
    const first = seen.get(task.id)
    if (first !== undefined) {
      throw new TaskFileError(
        file,
        `duplicate task id "${task.id}" at ${first} and ${where}; every task needs its own id`
      )
    }
    seen.set(task.id, where)
  }
}
