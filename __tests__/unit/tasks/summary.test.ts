import { describe, expect, it } from '@jest/globals'
import { countDone, remainingIds } from '../../../src/tasks/remaining.js'
import type { Task, TaskState } from '../../../src/domain/task.js'

const task = (id: string, state: TaskState): Task => ({ id, title: id, criteria: [], state })

describe('summary', () => {
  const tasks = [
    task('a', 'done'),
    task('b', 'active'),
    task('c', 'failed'),
    task('d', 'open'),
    task('e', 'done')
  ]

  it('lists the ids not done, in order (failed tasks are retried, so they remain)', () => {
    expect(remainingIds(tasks)).toEqual(['b', 'c', 'd'])
  })

  it('counts the tasks done', () => {
    expect(countDone(tasks)).toBe(2)
  })

  it('handles an empty list', () => {
    expect(remainingIds([])).toEqual([])
    expect(countDone([])).toBe(0)
  })
})
