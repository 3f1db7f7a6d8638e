import { describe, expect, it } from '@jest/globals'
import { taskFileError } from '../../../__fixtures__/tasks/task-file.js'
import { parseMarkdownPlan } from '../../../src/tasks/markdown.js'

const HINT = 'is this the right file? (check the `tasks` input)'
const NONE = 'no tasks: no checkbox items like "- [ ] text" and no "Phase N" headings'
const messageOf = (...lines: string[]): string =>
  taskFileError(() => parseMarkdownPlan(lines.join('\n'), 'docs/plan.md')).message

describe('parseMarkdownPlan: errors', () => {
  it.each<[string, string[], string]>([
    ['an empty file', [''], `docs/plan.md: ${NONE}; ${HINT}`],
    ['prose only', ['# README', '', 'Some text.', '- a plain list item'], `docs/plan.md: ${NONE}; ${HINT}`],
    ['checkboxes only in code', ['```', '- [ ] example', '```'], `docs/plan.md: ${NONE}; ${HINT}`],
    ['empty checkboxes only', ['- [ ]', '- [x]'], `docs/plan.md: ${NONE}; ${HINT}`],
    [
      'a phase number used twice',
      ['## Phase 1: A', '', '## Phase 2: B', '## Phase 1: C'],
      'docs/plan.md: duplicate task id "phase_1" at line 1 and line 4; every task needs its own id'
    ],
    [
      'phase numbers that differ only in zeros',
      ['## Phase 1: A', '## Phase 01: B'],
      'docs/plan.md: duplicate task id "phase_1" at line 1 and line 2; every task needs its own id'
    ],
    [
      'binary content',
      ['PK\u0003\u0004\u0000\u0000'],
      `docs/plan.md: not a text file (it contains NUL bytes); ${HINT}`
    ]
  ])('%s', (_case, lines, message) => {
    expect(messageOf(...lines)).toBe(message)
  })
})
