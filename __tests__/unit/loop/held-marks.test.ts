import { describe, expect, it } from '@jest/globals'
import type { Task } from '../../../src/domain/task.js'
import type { FileCopy } from '../../../src/ports/workspace.js'
import { fileChanges } from '../../../src/loop/rules/file-changes.js'
import { holdRejected, holdView, judgeMarks, protectedMessage } from '../../../src/loop/rules/held-marks.js'

const task = (id: string, state: Task['state']): Task => ({ id, title: id, criteria: [], state })

describe('judgeMarks (SPEC §7: which marks count)', () => {
  const done = new Set(['t1', 't2', 't3'])
  it.each<[string, { held: string[]; done: string[]; protectedChanged: boolean }, object]>([
    [
      'a clean iteration accepts its own marks',
      { held: [], done: ['t1'], protectedChanged: false },
      { accepted: ['t1'], held: [] }
    ],
    [
      'one that changed a protected path accepts none',
      { held: [], done: ['t1'], protectedChanged: true },
      { accepted: [], held: ['t1'] }
    ],
    [
      'a later one keeps holding them, and its own',
      { held: ['t1'], done: ['t2'], protectedChanged: true },
      { accepted: [], held: ['t1', 't2'] }
    ],
    [
      'a clean one accepts the held ones too',
      { held: ['t1', 't2'], done: ['t3'], protectedChanged: false },
      { accepted: ['t1', 't2', 't3'], held: [] }
    ],
    [
      'a held task no longer marked is dropped',
      { held: ['t1', 'gone'], done: [], protectedChanged: true },
      { accepted: [], held: ['t1'] }
    ],
    [
      'and is not accepted',
      { held: ['unmarked'], done: [], protectedChanged: false },
      { accepted: [], held: [] }
    ]
  ])('%s', (_name, input, expected) => {
    expect(judgeMarks({ ...input, stillDone: id => done.has(id) })).toEqual(expected)
  })
})

describe('holdView', () => {
  const view = {
    tasks: [task('t1', 'done'), task('t2', 'done'), task('t3', 'open')],
    remaining: ['t3'],
    size: 1,
    counts: { total: 3, done: 2 }
  }
  it('counts a held task open, in its place', () => {
    expect(holdView(view, ['t2'])).toMatchObject({
      remaining: ['t2', 't3'],
      size: 2,
      counts: { total: 3, done: 1 }
    })
    expect(holdView(view, ['t2']).tasks[1]?.state).toBe('open')
  })
  it('is the view itself with nothing held', () => {
    expect(holdView(view, [])).toBe(view)
  })
})

describe('fileChanges', () => {
  const file = (path: string, text: string, mode = 0o644, link?: string): FileCopy => ({
    path,
    bytes: Buffer.from(text),
    mode,
    ...(link !== undefined && { link })
  })
  it('lists added, edited, deleted, mode and link changes by path, with what to put back', () => {
    const before = [file('a', 'x'), file('b', 'x'), file('c', 'x'), file('d', 'x'), file('e', '', 0o777, 'x')]
    const after = [
      file('a', 'x'),
      file('b', 'y'),
      file('d', 'x', 0o755),
      file('e', '', 0o777, 'y'),
      file('f', 'new')
    ]
    expect(fileChanges(before, after).map(change => [change.path, change.copy?.path ?? 'remove'])).toEqual([
      ['b', 'b'],
      ['c', 'c'],
      ['d', 'd'],
      ['e', 'e'],
      ['f', 'remove']
    ])
    expect(fileChanges(before, before)).toEqual([])
  })
})

describe('protectedMessage', () => {
  it('names the paths, why, and the held marks', () => {
    expect(protectedMessage(3, ['.github/workflows/ci.yml'], ['t1'])).toBe(
      'Iteration 3 changed protected paths (protected-paths): .github/workflows/ci.yml. The loop restored them, and the iteration failed: ' +
        "these files judge or run the work (workflows, tests, the verify and review scripts, the package manager's configuration), and the agent may not change them. Do the task without touching them. " +
        'The tasks it marked done (t1) do not count yet: they count once an iteration that changes no protected path ends with them still marked.'
    )
  })
})

describe('holdRejected (SPEC §7: the review gate holds what it did not approve)', () => {
  it.each<[string, { tasksDone: string[]; doneCount: number; held: string[] }, string[], object]>([
    [
      'nothing rejected: the marks stand',
      { tasksDone: ['t1'], doneCount: 1, held: [] },
      [],
      { tasksDone: ['t1'], doneCount: 1, held: [] }
    ],
    [
      'a rejected mark is not done, and is held',
      { tasksDone: ['t1', 't2'], doneCount: 2, held: [] },
      ['t2'],
      { tasksDone: ['t1'], doneCount: 1, held: ['t2'] }
    ],
    [
      'all rejected',
      { tasksDone: ['t1', 't2'], doneCount: 2, held: [] },
      ['t1', 't2'],
      { tasksDone: [], doneCount: 0, held: ['t1', 't2'] }
    ],
    [
      'joins marks held already, once each',
      { tasksDone: ['t1'], doneCount: 1, held: ['t1', 't3'] },
      ['t1'],
      { tasksDone: [], doneCount: 0, held: ['t1', 't3'] }
    ]
  ])('%s', (_case, marks, rejected, expected) => {
    expect(holdRejected(marks, rejected)).toEqual(expected)
  })

  it('a held mark is open work for the loop, whatever the task file says', () => {
    const view = holdView(
      {
        tasks: [task('t1', 'done'), task('t2', 'done')],
        remaining: [],
        size: 0,
        counts: { total: 2, done: 2 }
      },
      ['t2']
    )
    expect(view).toMatchObject({ remaining: ['t2'], size: 1, counts: { total: 2, done: 1 } })
  })
})
