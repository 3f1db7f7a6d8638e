import type { Task } from '../domain/task.js'
import { jsonErrorOffset, lineColumn } from './json-position.js'
import { ACCEPTED_SHAPES, planTasks } from './plan-list.js'
import { TaskFileError } from './task-file-error.js'
import { textOf, WRONG_FILE_HINT } from './validation.js'

/**
 * Parses a json task file (SPEC §3): `{ "subtasks" | "userStories" | "tasks" | "features": [...] }` or a
 * bare array, in the order the loop works the tasks (`planTasks`). Throws TaskFileError, never a bare
 * SyntaxError: text that is not JSON is named with its line and column.
 */
export function parseJsonTasks(text: string, file: string): Task[] {
  return planTasks(parseJson(textOf(text, file), file), file, 'json')
}

/** The value of a JSON text; throws TaskFileError with the line and column where the text breaks. */
export function parseJson(body: string, file: string): unknown {
  if (body.trim() === '') {
    throw new TaskFileError(file, `the file is empty, ${ACCEPTED_SHAPES}; ${WRONG_FILE_HINT}`)
  }
  try {
    return JSON.parse(body) as unknown
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')
    // V8 gives no position for an unexpected token (a trailing comma, a comment, a bare word: the usual
    // slips of a hand edit) nor for a cut-off file; our own scan finds it, as no parser at hand does.
    const stated = /at position (\d+)/.exec(reason)?.[1]
    const offset = stated === undefined ? jsonErrorOffset(body) : Number(stated)
    const position = offset === undefined ? undefined : lineColumn(body, offset)
    const at = position ? ` at line ${position.line}, column ${position.column}` : ''
    throw new TaskFileError(file, `invalid JSON${at}: ${reason}`)
  }
}
