import { readFileSync } from 'node:fs'
import { TaskFileError } from '../../src/tasks/task-file-error.js'

/** Runs `parse` and returns the TaskFileError it throws; fails the test when it throws nothing or another error. */
export function taskFileError(parse: () => unknown): TaskFileError {
  try {
    parse()
  } catch (error) {
    if (error instanceof TaskFileError) return error
    throw error
  }
  throw new Error('expected a TaskFileError, but parsing succeeded')
}

/** The text of a fixture task file in this folder. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(name, import.meta.url), 'utf8')
}
