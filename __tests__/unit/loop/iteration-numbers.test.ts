import { describe, expect, it } from '@jest/globals'
import { highestIteration, recoveredMessage } from '../../../src/loop/rules/iteration-numbers.js'

const DEFAULT = 'ralph: {task_id} {outcome} (iteration {n})'

describe('highestIteration', () => {
  it.each<[string, string[], string, number]>([
    ['none', [], DEFAULT, 0],
    [
      'the default message',
      ['ralph: t2 progress (iteration 2)', 'ralph: t1 progress (iteration 1)'],
      DEFAULT,
      2
    ],
    [
      'not newest first',
      ['ralph: t1 progress (iteration 7)', 'ralph: t2 progress (iteration 3)'],
      DEFAULT,
      7
    ],
    ['a recovered WIP', [recoveredMessage('t1', 4), 'ralph: t1 progress (iteration 3)'], DEFAULT, 4],
    ['an interrupted WIP carries none', ['ralph: WIP t1 (interrupted)'], DEFAULT, 0],
    [
      'other commits carry none',
      ['Merge main into ralph/nightly', 'fix (iteration 9)', 'initial'],
      DEFAULT,
      0
    ],
    ['a task id with spaces and brackets', ['ralph: a (b) [c] done (iteration 5)'], DEFAULT, 5],
    [
      'a custom template',
      ['chore(loop): #12 — t1 [progress]'],
      'chore(loop): #{n} — {task_id} [{outcome}]',
      12
    ],
    ['double braces', ['it 3: t1'], 'it {{ iteration }}: {{task_id}}', 3],
    ['a template without {n}', ['ralph: t1 progress'], 'ralph: {task_id} {outcome}', 0],
    ['only the first line of a template', ['loop 6'], 'loop {n}\n\nTask {task_id}', 6],
    ['a second {n} must agree', ['6 of 7'], '{n} of {n}', 0]
  ])('%s', (_, subjects, template, expected) => {
    expect(highestIteration(subjects, template)).toBe(expected)
  })
})
