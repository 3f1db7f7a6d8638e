import { parseJsonTasks } from './json.js'
import { parseMarkdownTasks } from './markdown.js'
import type { Task } from '../domain/task.js'

/** The task sources that live in a file in the workspace. */
export type TaskFileKind = 'json' | 'markdown'

/** The kind `task-source: auto` picks for a path, by its extension in any case; undefined when none fits. */
export function detectTaskKind(path: string): TaskFileKind | undefined {
  const lower = path.toLowerCase()
  if (lower.endsWith('.json')) return 'json'
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'markdown'
  return undefined
}

/**
 * Parses a task file's text as the given kind and checks what every source must satisfy at the start of a
 * loop: text not binary, at least one task, unique ids, none reserved. Returns the tasks in work order.
 * Throws only TaskFileError, whose message starts with `file`.
 */
export function parseTasks(kind: TaskFileKind, text: string, file: string): Task[] {
  return kind === 'json' ? parseJsonTasks(text, file) : parseMarkdownTasks(text, file)
}
