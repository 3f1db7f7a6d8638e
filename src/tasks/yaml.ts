import { parseDocument } from 'yaml'
import type { Task } from '../domain/task.js'
import { lineColumn } from './json-position.js'
import { ACCEPTED_SHAPES, planTasks } from './plan-list.js'
import { TaskFileError } from './task-file-error.js'
import { textOf, WRONG_FILE_HINT } from './validation.js'

/**
 * Parses a yaml task file (SPEC §3): the shapes and fields of a json one, and ralphy's `tasks:` list whose
 * items have a title and no id. Throws TaskFileError: a text that is not YAML is named with its line and
 * column.
 */
export function parseYamlTasks(text: string, file: string): Task[] {
  return planTasks(parseYaml(textOf(text, file), file), file, 'yaml')
}

/** The value of a YAML text (one document); throws TaskFileError with the line and column of its first error. */
export function parseYaml(body: string, file: string): unknown {
  if (body.trim() === '') {
    throw new TaskFileError(file, `the file is empty, ${ACCEPTED_SHAPES}; ${WRONG_FILE_HINT}`)
  }
  const document = parseDocument(body, { prettyErrors: false })
  const [error] = document.errors
  if (error) {
    const { line, column } = lineColumn(body, error.pos[0])
    throw new TaskFileError(file, `invalid YAML at line ${line}, column ${column}: ${oneLine(error.message)}`)
  }
  try {
    // the library's default limit on aliases keeps a "billion laughs" file from filling the memory
    return document.toJS() as unknown
  } catch (error) {
    throw new TaskFileError(
      file,
      `invalid YAML: ${oneLine(error instanceof Error ? error.message : String(error))}`
    )
  }
}

const oneLine = (message: string): string => message.replace(/\s+/g, ' ').trim()
