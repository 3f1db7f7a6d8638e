import { describe, expect, it } from '@jest/globals'
import { parseMarkdownPlan } from '../../../src/tasks/markdown.js'
import type { Task } from '../../../src/domain/task.js'

const parse = (...lines: string[]): Task[] => parseMarkdownPlan(lines.join('\n'), 'plan.md').tasks
const ids = (...lines: string[]): string[] => parse(...lines).map(task => task.id)

const read = (...lines: string[]) =>
  parse(...lines).map(task => [task.id, task.state, task.optional ?? false, task.coveredBy ?? ''])

describe('parseMarkdownPlan: phase headings in every common form (SPEC §3)', () => {
  it.each<[string, string, string, boolean]>([
    ['colon', '## Phase 2: Build', 'phase_2', false],
    ['hyphen', '## Phase 2 - Build', 'phase_2', false],
    ['em dash', '## Phase 2 — Build', 'phase_2', false],
    ['a decimal, inserted', '### Phase 2.1: Hotfix (INSERTED)', 'phase_2.1', false],
    ['an emoji', '## 🤖 Phase 2: Build', 'phase_2', false],
    ['bold', '## **Phase 2: Build**', 'phase_2', false],
    ['a level-1 heading', '# Phase 2: Build', 'phase_2', false],
    ['a leading zero', '## Phase 07: Polish', 'phase_7', false],
    ['[COMPLETE]', '### Phase 3: Test [complete] [2h]', 'phase_3', true],
    ['a check mark and a dash', '## Phase 4 ✅ — Docs', 'phase_4', false]
  ])('a phase without checkboxes is one task: %s', (_case, heading, id, done) => {
    expect(read('# Plan', heading, 'Steps to take.')).toEqual([
      [id, done ? 'done' : 'open', false, done ? expect.stringContaining('[COMPLETE]') : '']
    ])
  })

  it.each(['## Phases', '## Phase One: Words', '## The plan, phase 1'])('%j is no phase', heading => {
    expect(ids(heading, 'Text.', '- [ ] box')).toEqual(['box'])
  })

  it('shows a phase its steps: its description and its sub-headings', () => {
    const [task] = parse('## Phase 1: Wire', 'Read the config.', '### Step A', 'Do A.')
    expect(task).toMatchObject({
      id: 'phase_1',
      title: 'Wire',
      details: ['Read the config.', 'Step A', 'Do A.']
    })
  })
})

describe('parseMarkdownPlan: the defects of issue 35, each a test that failed before', () => {
  it.each<[string, string[], unknown[][]]>([
    [
      'open boxes under a phase heading the old rule did not know are tasks, not dropped',
      ['## Phase 1: A', '- [x] one', '## Phase 2 - B', '- [ ] two', '## 🤖 Phase 3: C', '- [ ] three'],
      [
        ['one', 'done', false, ''],
        ['two', 'open', false, ''],
        ['three', 'open', false, '']
      ]
    ],
    [
      'open boxes outside any phase are tasks, not dropped',
      ['## Phase 1: A', '- [x] one', '## Checklist', '- [ ] after the phases'],
      [
        ['one', 'done', false, ''],
        ['after-the-phases', 'open', false, '']
      ]
    ],
    [
      'spec-kit: each T0xx item is a task, not one task per phase',
      [
        '## Phase 1: Setup',
        '- [x] T001 Create the layout',
        '- [ ] T002 [P] Add lint',
        '## Phase 2: Polish',
        '- [ ] T003 Docs'
      ],
      [
        ['T001', 'done', false, ''],
        ['T002', 'open', false, ''],
        ['T003', 'open', false, '']
      ]
    ],
    [
      'GSD: a phase ticked in the summary list and Complete in the progress table is not redone',
      [
        '## Phases',
        '- [x] **Phase 1: Base** - start',
        '- [ ] **Phase 2: More** - next',
        '### Phase 1: Base',
        '- [ ] 01-01: skeleton',
        '### Phase 2: More',
        '- [ ] 02-01: feature',
        '## Progress',
        '| Phase | Status |',
        '|---|---|',
        '| 1. Base | Complete |',
        '| 2. More | Not started |'
      ],
      [
        ['01-01', 'done', false, 'phase 1 is Complete in the progress table (line 11)'],
        ['phase-1-base-start', 'done', false, ''],
        ['02-01', 'open', false, ''],
        ['phase-2-more-next', 'open', false, '']
      ]
    ],
    [
      'frankbria: ## Optional items are optional, and do not block',
      ['## High Priority', '- [x] a', '## Optional', '- [ ] b', '## Nice to have', '- [ ] c'],
      [
        ['a', 'done', false, ''],
        ['b', 'open', true, ''],
        ['c', 'open', true, '']
      ]
    ],
    [
      'Kiro: sub-tasks before their parent, and the parent is done when they are',
      [
        '- [ ] 1. Parent',
        '  - [x] 1.1 First',
        '  - [ ] 1.2 Second',
        '    - _Requirements: 2.1_',
        '- [ ]* 2. Extra'
      ],
      [
        ['1.1', 'done', false, ''],
        ['1.2', 'open', false, ''],
        ['1', 'open', false, ''],
        ['2', 'open', true, '']
      ]
    ],
    [
      'boxes in an HTML comment, an indented code block, a fence or a quote are not tasks',
      [
        '<!--',
        '- [ ] commented',
        '-->',
        '',
        '    - [ ] indented code',
        '',
        '```',
        '- [ ] fenced',
        '```',
        '> - [ ] quoted',
        '',
        '- [ ] real'
      ],
      [['real', 'open', false, '']]
    ]
  ])('%s', (_case, lines, expected) => {
    expect(read(...lines)).toEqual(expected)
  })

  it('phases follow each other: a deeper phase heading after a [COMPLETE] phase is not inside it', () => {
    expect(read('## Phase 2: Parse [COMPLETE]', '- [ ] parser', '### Phase 3: Loop', '- [ ] loop')).toEqual([
      ['parser', 'done', false, 'phase 2 is [COMPLETE] (line 1)'],
      ['loop', 'open', false, '']
    ])
  })

  it('a ticked parent covers the boxes nested under it, and a [COMPLETE] heading covers its section', () => {
    expect(read('- [x] parent', '  - [ ] child', '## Done part [COMPLETE]', '- [ ] covered')).toEqual([
      ['child', 'done', false, 'a checkbox it is nested in is ticked'],
      ['parent', 'done', false, ''],
      ['covered', 'done', false, '"Done part [COMPLETE]" is [COMPLETE] (line 3)']
    ])
  })

  it("gives a box its nested lines as details and its phase's title and description as its group", () => {
    const [task] = parse(
      '## Phase 3: Push',
      '**Goal**: it pushes',
      '- [ ] T007 Client',
      '  - retry twice',
      '  - _Requirements: 2.1_'
    )
    expect(task).toMatchObject({
      id: 'T007',
      details: ['- retry twice', '- _Requirements: 2.1_'],
      group: { title: 'Phase 3: Push', details: ['**Goal**: it pushes'] }
    })
  })

  it.each<[string, string]>([
    ['T012 [P] [US1] Add it', 'T012'],
    ['US-3 As a user', 'US-3'],
    ['1.2 Nested step', '1.2'],
    ['01-02: plan', '01-02'],
    ['3. Third', '3'],
    ['2FA for admins', '2fa-for-admins'],
    ['Update v2 docs', 'update-v2-docs']
  ])('takes the leading task id of %j, else the slug', (text, id) => {
    expect(ids(`- [ ] ${text}`)).toEqual([id])
  })

  it('a leading id met twice is not an id: both take their slugs', () => {
    expect(ids('## A', '- [ ] 1. one', '## B', '- [ ] 1. two')).toEqual(['1-one', '1-two'])
  })
})

describe('parseMarkdownPlan: checkboxes', () => {
  it.each<[string, string, string, boolean]>([
    ['- [ ] Add login', 'add-login', 'Add login', false],
    ['- [x] Add login', 'add-login', 'Add login', true],
    ['- [X] Add login', 'add-login', 'Add login', true],
    ['* [ ] Star bullet', 'star-bullet', 'Star bullet', false],
    ['+ [x] Plus bullet', 'plus-bullet', 'Plus bullet', true],
    ['1. [ ] Ordered', 'ordered', 'Ordered', false],
    ['2) [x] Ordered paren', 'ordered-paren', 'Ordered paren', true],
    ['   - [ ] Indented three spaces', 'indented-three-spaces', 'Indented three spaces', false],
    ['- [ ]   Padded text   ', 'padded-text', 'Padded text', false],
    ['- [ ] Fix: the "parser" (again)!', 'fix-the-parser-again', 'Fix: the "parser" (again)!', false],
    ['- [ ] Update `README.md` & docs', 'update-readme-md-docs', 'Update `README.md` & docs', false],
    ['- [ ] Café ünïcode', 'caf-n-code', 'Café ünïcode', false],
    ['- [ ] ???', 'task', '???', false],
    [
      `- [ ] ${'Long words '.repeat(10)}`,
      'long-words-long-words-long-words-long-words-long-words-long-word',
      'Long words '.repeat(10).trim(),
      false
    ]
  ])('%j', (line, id, title, done) => {
    const [task] = parse(line)
    expect(task?.id).toBe(id)
    expect(task?.title).toBe(title)
    expect(task?.state).toBe(done ? 'done' : 'open')
    expect(task?.criteria).toEqual([])
  })

  it.each([
    '- [] no space',
    '- [-] dash',
    '- [ ]',
    '- [x]   ',
    '-[ ] no space after bullet',
    '[ ] no bullet',
    'text - [ ] in a sentence',
    '> - [ ] in a quote'
  ])('does not take %j as a task', line => {
    expect(ids(line, '- [ ] real')).toEqual(['real'])
  })

  it('gives repeated slugs -2, -3 and avoids existing slugs and reserved ids', () => {
    expect(
      ids('- [ ] Test', '- [x] test', '- [ ] Test!', '- [ ] test 2', '- [ ] Verify', '- [ ] plan', '- [ ] !!')
    ).toEqual(['test', 'test-3', 'test-4', 'test-2', 'verify-2', 'plan-2', 'task'])
  })

  it.each<[string, string[]]>([
    ['```', ['- [ ] before', '```', '- [ ] hidden', '```', '- [ ] after']],
    ['~~~', ['- [ ] before', '~~~md', '- [ ] hidden', '~~~', '- [ ] after']],
    ['an indented fence', ['- [ ] before', '  ```bash', '  - [ ] hidden', '  ```', '- [ ] after']],
    ['a longer closing fence', ['- [ ] before', '```', '- [ ] hidden', '`````', '- [ ] after']],
    ['a ~~~ inside ```', ['- [ ] before', '```', '~~~', '- [ ] hidden', '```', '- [ ] after']],
    [
      'a shorter fence inside a longer one',
      ['- [ ] before', '````', '```', '- [ ] hidden', '````', '- [ ] after']
    ],
    [
      'a fence with text after it, which does not close',
      ['- [ ] before', '```', '``` not a close', '- [ ] hidden', '```', '- [ ] after']
    ],
    ['inline code that looks like a fence', ['- [ ] before', '```inline``` text', '- [ ] after']]
  ])('ignores checkboxes inside fenced code: %s', (_case, lines) => {
    expect(ids(...lines)).toEqual(['before', 'after'])
  })

  it('ignores everything after an unclosed fence', () => {
    expect(ids('- [ ] before', '```', '- [ ] hidden')).toEqual(['before'])
  })

  it('reads CRLF line ends', () => {
    expect(
      parseMarkdownPlan('- [ ] One\r\n- [x] Two\r\n', 'plan.md').tasks.map(task => [task.id, task.state])
    ).toEqual([
      ['one', 'open'],
      ['two', 'done']
    ])
  })
})
