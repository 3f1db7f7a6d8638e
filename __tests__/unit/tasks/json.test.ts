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
      { id: 'a', title: 'A', criteria: [], state: 'open', doneMark: '"done": true' },
      { id: 'b', title: 'B', criteria: [], state: 'open', doneMark: '"done": true' }
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

describe('parseJsonTasks: ids, titles and criteria of the other shapes (SPEC §3)', () => {
  it.each<[string, unknown, string[]]>([
    [
      'features without ids by position',
      { features: [{ description: 'a' }, { description: 'b' }] },
      ['F1', 'F2']
    ],
    [
      'features with ids or names keep them',
      { features: [{ id: 'x' }, { name: 'y' }, {}] },
      ['x', 'y', 'F3']
    ],
    ['name when there is no id', [{ name: 'login' }, { id: 'b', name: 'other' }], ['login', 'b']],
    ['a numeric name', { tasks: [{ name: 7 }] }, ['7']]
  ])('%s', (_rule, value, expected) => {
    expect(ids(value)).toEqual(expected)
  })

  it('reads steps as acceptance criteria, and acceptanceCriteria first when both are there', () => {
    expect(parse({ features: [{ description: 'D', steps: ['one', 'two'] }] })[0]?.criteria).toEqual([
      'one',
      'two'
    ])
    expect(parse([{ id: 1, acceptanceCriteria: ['ac'], steps: ['step'] }])[0]?.criteria).toEqual(['ac'])
  })

  it('gives the description as details when the title is another text', () => {
    expect(parse([{ id: 1, title: 'T', description: 'D' }])[0]?.details).toEqual(['D'])
    expect(parse([{ id: 1, description: 'D' }])[0]?.details).toBeUndefined()
  })

  it('an item of another list without an id is still an error in JSON', () => {
    expect(() => parse({ tasks: [{ title: 'no id' }] })).toThrow(
      'item tasks[0] ("no id") has no "id" (nor "name")'
    )
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
    [{ status: 'active', passes: true }, 'done'],
    // issue 35: each of these was read as open
    [{ status: 'complete' }, 'done'],
    [{ status: 'Complete' }, 'done'],
    [{ status: 'passed' }, 'done'],
    [{ completed: true }, 'done'],
    [{ passed: true }, 'done'],
    [{ completed: false, passed: false }, 'open'],
    [{ completed: 'yes' }, 'open']
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
    ],
    [
      'an item after the items it depends on',
      [{ id: 'a', dependsOn: ['c'] }, { id: 'b' }, { id: 'c' }],
      ['b', 'c', 'a']
    ],
    [
      'depends_on, a single id and numbers',
      [{ id: 1, depends_on: 3 }, { id: 2, depends_on: ['1'] }, { id: 3 }],
      ['3', '1', '2']
    ],
    [
      'a dependency on a done item is met',
      [
        { id: 'a', priority: 1, dependsOn: ['b'] },
        { id: 'b', priority: 2, passes: true },
        { id: 'c', priority: 3 }
      ],
      ['a', 'b', 'c']
    ],
    [
      'of the items whose dependencies are met, the first by priority comes next',
      [
        { id: 'a', priority: 1, dependsOn: ['d'] },
        { id: 'b', priority: 2 },
        { id: 'c', priority: 3 },
        { id: 'd', priority: 4 }
      ],
      ['b', 'c', 'd', 'a']
    ],
    [
      'an active item still waits for what it depends on',
      [{ id: 'a', status: 'in_progress', dependsOn: ['b'] }, { id: 'b' }],
      ['b', 'a']
    ]
  ])('%s', (_rule, items, order) => {
    expect(ids({ subtasks: items })).toEqual(order)
  })

  it('picks, among random plans with dependencies, the first ready item by priority each time', () => {
    let seed = 7
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    for (let round = 0; round < 50; round++) {
      const items = Array.from({ length: 40 }, (_, i) => ({
        id: `t${i}`,
        priority: random(5),
        // each item depends on items further down the file only: no cycle
        dependsOn: Array.from({ length: random(3) }, () => `t${i + 1 + random(40 - i)}`).filter(
          id => id !== 't40'
        )
      }))
      const rank = [...items].sort((a, b) => a.priority - b.priority)
      const placed: string[] = []
      while (placed.length < items.length) {
        const next = rank.find(i => !placed.includes(i.id) && i.dependsOn.every(d => placed.includes(d)))
        placed.push(next?.id ?? '')
      }
      expect(ids(items)).toEqual(placed)
    }
  })

  it('orders 10,000 items that each depend on the next without a deep recursion', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      id: `t${i}`,
      dependsOn: i < 9_999 ? [`t${i + 1}`] : []
    }))
    const order = ids(items)
    expect(order[0]).toBe('t9999')
    expect(order.at(-1)).toBe('t0')
  })

  it('orders huge priorities that parse as Infinity', () => {
    const text =
      '[{"id":"a","priority":1e999},{"id":"b","priority":1e999},{"id":"c","priority":-1e999},{"id":"d"}]'
    expect(parseJsonTasks(text, 'plan.json').map(task => task.id)).toEqual(['c', 'a', 'b', 'd'])
  })
})
