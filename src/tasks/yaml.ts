import { isScalar, isSeq, parseDocument, visit, type Document } from 'yaml'
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

/**
 * The value of a YAML text (one document), its ids as written (`keepIdTexts`); throws TaskFileError with
 * the line and column of its first error.
 */
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
  keepIdTexts(document)
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

/** The keys whose values are task ids: an item's own (`id`, else `name`) and the ones it waits for. */
const ID_KEYS = new Set(['id', 'name', 'dependsOn', 'depends_on'])

/**
 * Gives a plain number-looking id its text as written (SPEC §3: an id is compared as a string): the core
 * schema reads `1.10` as 1.1, so a phase's tasks 1.1 and 1.10 would share an id; `007`, `1e3`, `0x1F` the
 * same. An explicit tag (`!!float 1.10`) is the writer's choice and stays; other fields keep their types.
 */
function keepIdTexts(document: Document): void {
  visit(document, {
    Pair(_, pair) {
      if (!isScalar(pair.key) || !ID_KEYS.has(String(pair.key.value))) return
      for (const node of isSeq(pair.value) ? pair.value.items : [pair.value]) {
        if (isScalar(node) && typeof node.value === 'number' && node.source !== undefined && !node.tag) {
          node.value = node.source
        }
      }
    }
  })
}

const oneLine = (message: string): string => message.replace(/\s+/g, ' ').trim()
