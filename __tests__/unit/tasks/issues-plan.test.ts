import { describe, expect, it } from '@jest/globals'
import type { Task } from '../../../src/domain/task.js'
import type { Issue } from '../../../src/ports/issues.js'
import { issueCriteria, issueNumber, issuesPlanText, mergeIssues } from '../../../src/tasks/issues-plan.js'
import { parseJsonTasks } from '../../../src/tasks/json.js'

describe('issueCriteria: an issue body as acceptance criteria (SPEC §3)', () => {
  it.each([
    [
      'checkboxes, ticked or not, and nothing else',
      'Intro.\n\n- [ ] one\n- [x] two\n\nOutro.',
      ['one', 'two']
    ],
    ['checkboxes in * and numbered lists, CRLF lines', '* [ ] a\r\n1. [X] b\r\n', ['a', 'b']],
    [
      'paragraphs when there is no checkbox, each on one line',
      'First line\nwraps here.\n\n\nSecond.',
      ['First line wraps here.', 'Second.']
    ],
    ['no criteria from an empty body', '', []],
    ['no criteria from blank lines only', ' \n\t\n', []],
    [
      "an issue template's HTML comments are left out",
      '<!-- describe it -->\nDo X.\n\n<!--\nhint\n-->',
      ['Do X.']
    ],
    [
      'a checkbox inside a code fence is an example, not a criterion',
      '```\n- [ ] not me\n```\n\nPlain.',
      ['``` - [ ] not me ```', 'Plain.']
    ]
  ])('%s', (_case, body, expected) => {
    expect(issueCriteria(body)).toEqual(expected)
  })

  it('cuts a long body to 30 criteria of at most 1,000 characters', () => {
    const body = Array.from({ length: 40 }, (_, i) => `- [ ] ${String(i).repeat(600)}`).join('\n')
    const criteria = issueCriteria(body)
    expect(criteria).toHaveLength(30)
    expect(criteria[11]).toHaveLength(1_001)
    expect(criteria[11].endsWith('…')).toBe(true)
  })
})

describe('issueNumber', () => {
  it.each([
    ['#12', 12],
    ['#0', undefined],
    ['12', undefined],
    ['#12a', undefined],
    ['fix-login', undefined]
  ])('%s → %s', (id, expected) => expect(issueNumber(id)).toBe(expected))
})

const issue = (number: number, labels: string[] = ['ralph'], body = ''): Issue => ({
  number,
  title: `Issue ${number}`,
  body,
  labels
})
const task = (id: string, state: Task['state'] = 'open'): Task => ({ id, title: id, criteria: [], state })

describe("mergeIssues: the next run's read into the last plan, by id (SPEC §3)", () => {
  it('orders the issues by number, with title and criteria from the issue', () => {
    const merged = mergeIssues([], [issue(9, ['ralph'], '- [ ] it works'), issue(2)])
    expect(merged.items).toEqual([
      { id: '#2', title: 'Issue 2', acceptanceCriteria: [], done: false },
      { id: '#9', title: 'Issue 9', acceptanceCriteria: ['it works'], done: false }
    ])
    expect(merged.joined).toEqual(['#2', '#9'])
    expect(merged.left).toEqual([])
  })

  it('keeps done marks, lets new issues join and closed or unlabelled ones leave', () => {
    const previous = [task('#1', 'done'), task('#2'), task('#3')]
    const merged = mergeIssues(previous, [issue(1), issue(3), issue(4)])
    expect(merged.items.map(item => [item.id, item.done])).toEqual([
      ['#1', true],
      ['#3', false],
      ['#4', false]
    ])
    expect(merged.joined).toEqual(['#4'])
    expect(merged.left).toEqual(['#2'])
  })

  it('an issue the loop labelled ralph:done joins done (the plan of the last run was lost)', () => {
    const merged = mergeIssues([], [issue(5, ['ralph', 'ralph:done'])])
    expect(merged.items[0].done).toBe(true)
  })

  it('a person who edits an issue changes its task; tasks the agent added under ids of its own stay, last', () => {
    const previous = [{ ...task('#1'), title: 'old' }, task('split-part-2', 'done')]
    const merged = mergeIssues(previous, [{ ...issue(1), title: 'new' }])
    expect(merged.items).toEqual([
      { id: '#1', title: 'new', acceptanceCriteria: [], done: false },
      { id: 'split-part-2', title: 'split-part-2', acceptanceCriteria: [], done: true }
    ])
    expect(merged.left).toEqual([])
  })

  it('writes a json plan that the json source reads back as the same tasks', () => {
    const { items } = mergeIssues([task('#1', 'done')], [issue(1, ['ralph'], 'Do it.'), issue(2)])
    const tasks = parseJsonTasks(issuesPlanText(items), '.ralph/issues.json')
    expect(tasks).toEqual([
      { id: '#1', title: 'Issue 1', criteria: ['Do it.'], state: 'done', doneMark: '"done": true' },
      { id: '#2', title: 'Issue 2', criteria: [], state: 'open', doneMark: '"done": true' }
    ])
  })
})
