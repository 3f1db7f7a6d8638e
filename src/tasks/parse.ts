import { parseJsonTasks } from './json.js'
import { parseMarkdownTasks } from './markdown.js'
import type { Task } from '../domain/task.js'

/** The task sources that live in a file in the workspace. */
export type TaskFileKind = 'json' | 'markdown'

/**
 * Parses a task file's text as the given kind and checks what every source must satisfy at the start of a
 * loop: text not binary, at least one task, unique ids, none reserved. Returns the tasks in work order.
 * Throws only TaskFileError, whose message starts with `file`.
 */
export function parseTasks(kind: TaskFileKind, text: string, file: string): Task[] {
  return kind === 'json' ? parseJsonTasks(text, file) : parseMarkdownTasks(text, file)
}
