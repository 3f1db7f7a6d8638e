import { describe, expect, it } from '@jest/globals'
import { parseMarkdownPlan } from '../../../src/tasks/markdown.js'
import { planResolver } from '../../../src/tasks/plan-merge.js'
import { mergeMarkdownPlan } from '../../../src/tasks/plan-merge-markdown.js'

const merge = (texts: { ancestor: string; work: string; base: string }) => {
  const merged = mergeMarkdownPlan(texts, 'PLAN.md')
  if ('reason' in merged) throw new Error(merged.reason)
  return merged
}
const states = (text: string) => parseMarkdownPlan(text, 'PLAN.md').tasks.map(task => [task.id, task.state])

describe('mergeMarkdownPlan: a checklist merged by checkbox id', () => {
  const ancestor = '# Plan\n\n- [ ] Task t1\n- [ ] Task t2\n'

  it.each<[string, { work: string; base: string }, string, string[], string[]]>([
    [
      "tasks added on the base join, tasks removed on the base leave, ticks are kept, the rest is the base's",
      {
        work: '# Plan\n\n- [x] Task t1\n- [ ] Task t2\n',
        base: '# Plan, edited\n\n- [ ] Task t1\n- [ ] Task t3\n'
      },
      '# Plan, edited\n\n- [x] Task t1\n- [ ] Task t3\n',
      ['task-t3'],
      ['task-t2']
    ],
    [
      'a tick lands on its task where the base moved it',
      {
        work: '# Plan\n\n- [ ] Task t1\n- [X] Task t2\n',
        base: '# Plan\n\n* [ ] Task t2\n\nLater:\n1. [ ] Task t1\n'
      },
      '# Plan\n\n* [x] Task t2\n\nLater:\n1. [ ] Task t1\n',
      [],
      []
    ],
    [
      'a task the base removed leaves even when the work branch did it',
      { work: '# Plan\n\n- [x] Task t1\n- [ ] Task t2\n', base: '# Plan\n\n- [ ] Task t2\n' },
      '# Plan\n\n- [ ] Task t2\n',
      [],
      ['task-t1']
    ],
    [
      "a box the work branch did not change keeps the base's mark (a person ticked it on main)",
      { work: '# Plan\n\n- [ ] Task t1\n- [x] Task t2\n', base: '# Plan\n\n- [x] Task t1\n- [ ] Task t2\n' },
      '# Plan\n\n- [x] Task t1\n- [x] Task t2\n',
      [],
      []
    ],
    [
      "a task the work branch added (the agent split one) stays, after the base's last box",
      {
        work: '# Plan\n\n- [ ] Task t1\n- [ ] Task t1b\n- [ ] Task t2\n',
        base: '# Plan\n\n- [ ] Task t1\n- [ ] Task t2\n- [ ] Task t4\n\nNotes.\n'
      },
      '# Plan\n\n- [ ] Task t1\n- [ ] Task t2\n- [ ] Task t4\n- [ ] Task t1b\n\nNotes.\n',
      ['task-t4'],
      []
    ],
    [
      'a CRLF file stays CRLF',
      {
        work: '# Plan\r\n\r\n- [x] Task t1\r\n- [ ] Task t2\r\n',
        base: '# Plan\r\n\r\n- [ ] Task t1\r\n- [ ] Task t2\r\n- [ ] Task t3\r\n'
      },
      '# Plan\r\n\r\n- [x] Task t1\r\n- [ ] Task t2\r\n- [ ] Task t3\r\n',
      ['task-t3'],
      []
    ]
  ])('%s', (_name, texts, text, joined, left) => {
    const merged = merge({ ancestor, ...texts })
    expect(merged.text).toBe(text)
    expect(merged.joined).toEqual(joined)
    expect(merged.left).toEqual(left)
  })
})

describe('mergeMarkdownPlan: a roadmap merged by phase', () => {
  const ancestor =
    '# Roadmap\n\n## Phase 1: Setup\n- [ ] 01-01-PLAN.md\n- [ ] 01-02-PLAN.md\n\n## Phase 2: Build\nNotes.\n'

  it("keeps a phase's ticks and [COMPLETE], and takes the base's new phase, new box and text", () => {
    const merged = merge({
      ancestor,
      work: '# Roadmap\n\n## Phase 1: Setup\n- [x] 01-01-PLAN.md\n- [ ] 01-02-PLAN.md\n\n## Phase 2: Build [COMPLETE]\nNotes.\n',
      base:
        '# Roadmap\n\n## Phase 1: Setup\n- [ ] 01-01-PLAN.md\n- [ ] 01-02-PLAN.md\n- [ ] 01-03-PLAN.md\n\n' +
        '## Phase 2: Build\nNotes, edited.\n\n## Phase 3: Ship\n- [ ] 03-01-PLAN.md\n'
    })
    expect(merged.text).toBe(
      '# Roadmap\n\n## Phase 1: Setup\n- [x] 01-01-PLAN.md\n- [ ] 01-02-PLAN.md\n- [ ] 01-03-PLAN.md\n\n' +
        '## Phase 2: Build [COMPLETE]\nNotes, edited.\n\n## Phase 3: Ship\n- [ ] 03-01-PLAN.md\n'
    )
    expect(merged).toMatchObject({ joined: ['01-03', '03-01'], left: [] })
  })

  it('the boxes ticked on the work branch are kept; [COMPLETE] goes before closing hashes', () => {
    const merged = merge({
      ancestor: ancestor.replace('## Phase 2: Build', '## Phase 2: Build ##'),
      work: ancestor
        .replace(/- \[ \]/g, '- [x]')
        .replace('## Phase 2: Build', '## Phase 2: Build [complete] ##'),
      base: ancestor.replace('## Phase 2: Build', '## Phase 2: Build ##').replace('# Roadmap', '# Roadmap v2')
    })
    expect(merged.text).toContain('## Phase 2: Build [COMPLETE] ##\n')
    expect(states(merged.text)).toEqual([
      ['01-01', 'done'],
      ['01-02', 'done'],
      ['phase_2', 'done']
    ])
  })

  it('a phase the base removed leaves, and one the work branch added stays at the end', () => {
    const merged = merge({
      ancestor,
      work: ancestor + '\n## Phase 9: Split out\n- [ ] 09-01-PLAN.md\n',
      base: '# Roadmap\n\n## Phase 2: Build\nNotes.\n'
    })
    expect(merged.text).toBe(
      '# Roadmap\n\n## Phase 2: Build\nNotes.\n\n## Phase 9: Split out\n- [ ] 09-01-PLAN.md\n'
    )
    expect(merged).toMatchObject({ joined: [], left: ['01-01', '01-02'] })
  })
})

it('a phase the work branch added to a CRLF roadmap stays CRLF, after a blank line', () => {
  const roadmap = '## Phase 1: A\r\n- [ ] x\r\n'
  const merged = merge({ ancestor: roadmap, work: roadmap + '## Phase 2: B\r\n- [ ] y\r\n', base: roadmap })
  expect(merged.text).toBe('## Phase 1: A\r\n- [ ] x\r\n\r\n## Phase 2: B\r\n- [ ] y\r\n')
})

it('a checklist the base put under phase headings merges by id: every checkbox is a task wherever it is', () => {
  const ancestor = '- [ ] Task t1\n'
  const merged = merge({ ancestor, work: '- [x] Task t1\n', base: '## Phase 1: All\n- [ ] Task t1\n' })
  expect(merged.text).toBe('## Phase 1: All\n- [x] Task t1\n')
})

describe('mergeMarkdownPlan: a conflict it leaves to a person', () => {
  const ancestor = '- [ ] Task t1\n'
  it.each([
    ['the work branch has no tasks left', { work: '# Nothing\n' }],
    ['a file has lone carriage returns', { base: '- [ ] Task t1\r- [ ] Task t2\r' }]
  ])('gives a reason, never a guess, when %s', (_name, texts) => {
    const merged = mergeMarkdownPlan({ ancestor, work: ancestor, base: ancestor, ...texts }, 'PLAN.md')
    expect(merged).toEqual({ reason: expect.stringContaining('PLAN.md') })
  })
})

it('the resolver of a markdown task file says what joined and what left, for the log', () => {
  const resolved = planResolver('PLAN.md', 'markdown').resolve({
    ancestor: '- [ ] Task t1\n- [ ] Task t2\n',
    work: '- [x] Task t1\n- [ ] Task t2\n',
    base: '- [ ] Task t1\n- [ ] Task t3\n'
  })
  expect(resolved).toEqual({
    text: '- [x] Task t1\n- [ ] Task t3\n',
    note: "The task file PLAN.md conflicted; merged by task id: joined from the base task-t3; left with the base task-t2; the work branch's done marks kept."
  })
})
