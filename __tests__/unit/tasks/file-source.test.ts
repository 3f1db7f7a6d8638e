import { describe, expect, it } from '@jest/globals'
import type { Task } from '../../../src/domain/task.js'
import { newlyDone, removedFrom } from '../../../src/tasks/file-source.js'

/** Tasks from a compact spec: `a` open, `a+` done. */
const tasks = (spec: string): Task[] =>
  spec
    .split(' ')
    .filter(Boolean)
    .map(word => ({
      id: word.replace('+', ''),
      title: word,
      criteria: [],
      state: word.endsWith('+') ? 'done' : 'open'
    }))

describe('what changed between two reads of a task file', () => {
  it.each([
    ['a box ticked', 'a b c', 'a b+ c', ['b'], []],
    ['nothing changed', 'a+ b c', 'a+ b c', [], []],
    ['a box unticked', 'a+ b', 'a b', [], []],
    ['the same tasks in another order, one ticked', 'a b c', 'c b+ a', ['b'], []],
    ['an open task removed', 'a b+ c', 'a b+', [], ['c']],
    ['a done task removed', 'a b+ c', 'a c', [], []],
    ['a rename is a removal', 'a b c', 'a b d', [], ['c']],
    ['open tasks rewritten under new ids marked done', 'a b', 'x+ y+', ['x', 'y'], ['a', 'b']],
    ['a done task renamed', 'a+ b', 'x+ b', ['x'], []],
    ['a task added and one ticked', 'a b', 'a+ b c', ['a'], []]
  ])('%s', (_name, before, after, done, removed) => {
    expect(newlyDone(tasks(before), tasks(after))).toEqual(done)
    expect(removedFrom(tasks(before), tasks(after))).toEqual(removed)
  })
})
