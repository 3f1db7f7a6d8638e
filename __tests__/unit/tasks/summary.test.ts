import { describe, expect, it } from '@jest/globals'
import { workOf } from '../../../src/tasks/remaining.js'
import type { Task, TaskState } from '../../../src/domain/task.js'

const task = (id: string, state: TaskState): Task => ({ id, title: id, criteria: [], state })

describe('workOf', () => {
  const tasks = [
    task('a', 'done'),
    task('b', 'active'),
    task('c', 'failed'),
    task('d', 'open'),
    task('e', 'done')
  ]

  it('lists the ids not done, in order (failed tasks are retried, so they remain)', () => {
    const work = workOf(tasks)
    expect(work.remaining).toEqual(['b', 'c', 'd'])
    expect(work.size).toBe(3)
  })

  it('counts the tasks done and in all', () => {
    expect(workOf(tasks).counts).toEqual({ total: 5, done: 2 })
  })

  it('handles an empty list', () => {
    expect(workOf([])).toEqual({ tasks: [], remaining: [], size: 0, counts: { total: 0, done: 0 } })
  })
})
