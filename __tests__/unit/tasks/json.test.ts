import { describe, expect, it } from '@jest/globals'
import { parseJsonTasks } from '../../../src/tasks/json.js'
import type { TaskState } from '../../../src/domain/task.js'

const parse = (value: unknown): ReturnType<typeof parseJsonTasks> =>
  parseJsonTasks(JSON.stringify(value), 'plan.json')
const ids = (value: unknown): string[] => parse(value).map(task => task.id)

describe('parseJsonTasks: shapes', () => {
  const items = [
    { id: 'a', title: 'A' },
    { id: 'b', title: 'B' }
  ]

  it.each<[string, unknown]>([
    ['subtasks', { subtasks: items }],
    ['userStories', { project: 'x', userStories: items }],
    ['tasks', { tasks: items, meta: { version: 1 } }],
    ['a bare array', items]
  ])('reads %s', (_shape, value) => {
    expect(parse(value)).toEqual([
      { id: 'a', title: 'A', criteria: [], state: 'open' },
      { id: 'b', title: 'B', criteria: [], state: 'open' }
    ])
  })

  it('accepts a byte order mark and surrounding whitespace', () => {
    expect(parseJsonTasks(`\uFEFF\n  ${JSON.stringify(items)}\n`, 'plan.json').map(task => task.id)).toEqual([
      'a',
      'b'
    ])
  })
})

describe('parseJsonTasks: fields', () => {
  it.each<[unknown, string]>([
    [42, '42'],
    [0, '0'],
    [-1, '-1'],
    [1.5, '1.5'],
    ['007', '007'],
    ['US-001', 'US-001']
  ])('turns the id %j into the string %j', (id, expected) => {
    expect(ids([{ id, title: 't' }])).toEqual([expected])
  })

  it.each<[Record<string, unknown>, string]>([
    [{ id: 1, title: 'Title', description: 'Description' }, 'Title'],
    [{ id: 1, description: 'Description' }, 'Description'],
    [{ id: 1, title: '  ', description: 'Description' }, 'Description'],
    [{ id: 1, title: '  Padded  ' }, 'Padded'],
    [{ id: 1, title: 7, description: null }, '1'],
    [{ id: 'x-1' }, 'x-1']
  ])('takes the title from %j', (item, title) => {
    expect(parse([item])[0]?.title).toBe(title)
  })

  it.each<[unknown, string[]]>([
    [
      ['one', 'two'],
      ['one', 'two']
    ],
    [
      ['one', 2, null, { x: 1 }, 'three'],
      ['one', 'three']
    ],
    ['a single criterion', ['a single criterion']],
    [{ not: 'a list' }, []],
    [undefined, []]
  ])('reads acceptanceCriteria %j', (acceptanceCriteria, criteria) => {
    expect(parse([{ id: 1, title: 't', acceptanceCriteria }])[0]?.criteria).toEqual(criteria)
  })
})

describe('parseJsonTasks: state', () => {
  it.each<[Record<string, unknown>, TaskState]>([
    [{}, 'open'],
    [{ done: true }, 'done'],
    [{ done: false }, 'open'],
    [{ done: 'true' }, 'open'],
    [{ passes: true }, 'done'],
    [{ passes: false }, 'open'],
    [{ status: 'done' }, 'done'],
    [{ status: 'DONE' }, 'done'],
    [{ status: 'completed' }, 'done'],
    [{ status: ' Completed ' }, 'done'],
    [{ status: 'failed' }, 'failed'],
    [{ status: 'FAILED' }, 'failed'],
    [{ status: 'active' }, 'active'],
    [{ status: 'in_progress' }, 'active'],
    [{ status: 'In Progress' }, 'active'],
    [{ status: 'in-progress' }, 'active'],
    [{ status: 'pending' }, 'open'],
    [{ status: 'todo' }, 'open'],
    [{ status: 3 }, 'open'],
    [{ status: 'failed', done: true }, 'done'],
    [{ status: 'active', passes: true }, 'done']
  ])('%j → %s', (fields, state) => {
    expect(parse([{ id: 1, title: 't', ...fields }])[0]?.state).toBe(state)
  })
})

describe('parseJsonTasks: order', () => {
  it.each<[string, Record<string, unknown>[], string[]]>([
    ['file order without priorities', [{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['a', 'b', 'c']],
    [
      'lower priority first',
      [
        { id: 'a', priority: 3 },
        { id: 'b', priority: 1 },
        { id: 'c', priority: 2 }
      ],
      ['b', 'c', 'a']
    ],
    [
      'ties keep file order',
      [
        { id: 'a', priority: 2 },
        { id: 'b', priority: 1 },
        { id: 'c', priority: 2 },
        { id: 'd', priority: 1 }
      ],
      ['b', 'd', 'a', 'c']
    ],
    [
      'items without priority after all that have one',
      [{ id: 'a' }, { id: 'b', priority: 99 }, { id: 'c' }, { id: 'd', priority: -5 }],
      ['d', 'b', 'a', 'c']
    ],
    [
      'a non-numeric priority counts as none',
      [
        { id: 'a', priority: 'high' },
        { id: 'b', priority: 2 },
        { id: 'c', priority: null }
      ],
      ['b', 'a', 'c']
    ],
    [
      'fractional and zero priorities',
      [
        { id: 'a', priority: 1.5 },
        { id: 'b', priority: 0 },
        { id: 'c', priority: 1 }
      ],
      ['b', 'c', 'a']
    ],
    [
      'active first, whatever the priority',
      [{ id: 'a', priority: 1 }, { id: 'b', priority: 9, status: 'active' }, { id: 'c' }],
      ['b', 'a', 'c']
    ],
    [
      'several active tasks by the priority rule',
      [
        { id: 'a', status: 'active' },
        { id: 'b', priority: 2, status: 'in_progress' },
        { id: 'c', priority: 1 },
        { id: 'd', priority: 1, status: 'active' }
      ],
      ['d', 'b', 'a', 'c']
    ],
    [
      'done and failed tasks keep their place',
      [
        { id: 'a', priority: 2, done: true },
        { id: 'b', priority: 3, status: 'failed' },
        { id: 'c', priority: 1 }
      ],
      ['c', 'a', 'b']
    ]
  ])('%s', (_rule, items, order) => {
    expect(ids({ subtasks: items })).toEqual(order)
  })

  it('orders huge priorities that parse as Infinity', () => {
    const text =
      '[{"id":"a","priority":1e999},{"id":"b","priority":1e999},{"id":"c","priority":-1e999},{"id":"d"}]'
    expect(parseJsonTasks(text, 'plan.json').map(task => task.id)).toEqual(['c', 'a', 'b', 'd'])
  })
})
