import { describe, expect, it } from '@jest/globals'
import type { Task } from '../../../src/domain/task.js'
import { newlyDone, removedFrom } from '../../../src/tasks/file-source.js'
import { parseMarkdownPlan } from '../../../src/tasks/markdown.js'

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

describe("a markdown phase's checkboxes are tasks for the removal rule (SPEC §3)", () => {
  const phases = (...lines: string[]) => parseMarkdownPlan(lines.join('\n'), 'PLAN.md').tasks
  const BEFORE = ['## Phase 1: A', '- [x] one', '- [ ] two', '- [ ] three', '## Phase 2: B', '- [ ] four']
  it.each<[string, string[], string[]]>([
    [
      'one ticked',
      ['## Phase 1: A', '- [x] one', '- [x] two', '- [ ] three', '## Phase 2: B', '- [ ] four'],
      []
    ],
    [
      'an open one deleted, the rest ticked',
      ['## Phase 1: A', '- [x] one', '- [x] two', '## Phase 2: B', '- [ ] four'],
      ['three']
    ],
    [
      'an open one reworded while ticked',
      ['## Phase 1: A', '- [x] one', '- [x] two', '- [x] three, differently', '## Phase 2: B', '- [ ] four'],
      ['three']
    ],
    [
      'an open one moved out under a heading that is no phase: still a task (nothing is dropped)',
      ['## Phase 1: A', '- [x] one', '- [x] two', '## Phase 2: B', '- [ ] four', '## Later', '- [ ] three'],
      []
    ],
    [
      'an open one moved into another phase: still a task',
      ['## Phase 1: A', '- [x] one', '- [x] two', '## Phase 2: B', '- [ ] four', '- [ ] three'],
      []
    ],
    ['a done one deleted', ['## Phase 1: A', '- [ ] two', '- [ ] three', '## Phase 2: B', '- [ ] four'], []],
    [
      'the open ones deleted under a [COMPLETE] heading: the mark does not stand in',
      ['## Phase 1: A [COMPLETE]', '- [x] one', '## Phase 2: B', '- [ ] four'],
      ['two', 'three']
    ],
    [
      'the phase renumbered: its checkboxes are the tasks, and they are all there',
      ['## Phase 3: A', '- [x] one', '- [ ] two', '- [ ] three', '## Phase 2: B', '- [ ] four'],
      []
    ],
    [
      "a phase's only open checkbox deleted: the heading left is a task of its own, never a stand-in",
      ['## Phase 1: A', '- [x] one', '- [ ] two', '- [ ] three', '## Phase 2: B'],
      ['four']
    ]
  ])('%s', (_name, after, removed) => {
    expect(removedFrom(phases(...BEFORE), phases(...after))).toEqual(removed)
  })

  it('boxes under a phase that was already [COMPLETE] are covered: deleting them removes nothing', () => {
    const before = phases('## Phase 1: A [COMPLETE]', '- [ ] one', '## Phase 2: B', '- [ ] four')
    expect(removedFrom(before, phases('## Phase 1: A [COMPLETE]', '## Phase 2: B', '- [ ] four'))).toEqual([])
  })
})
