import { describe, expect, it } from '@jest/globals'
import { parseMarkdownPlan } from '../../../src/tasks/markdown.js'
import type { Task } from '../../../src/domain/task.js'

const parse = (...lines: string[]): Task[] => parseMarkdownPlan(lines.join('\n'), 'plan.md').tasks
const ids = (...lines: string[]): string[] => parse(...lines).map(task => task.id)

describe('parseMarkdownPlan: phases', () => {
  it.each<[string, string, string, string, boolean]>([
    ['level 2', '## Phase 1: Set up', 'phase_1', 'Set up', false],
    ['level 3', '### Phase 2: Build it [COMPLETE]', 'phase_2', 'Build it', true],
    ['level 4', '#### Phase 10: Ship', 'phase_10', 'Ship', false],
    ['lower-case marker', '### Phase 3: Test [complete]', 'phase_3', 'Test', true],
    ['mixed-case marker', '### Phase 3: Test [Complete]', 'phase_3', 'Test', true],
    ['marker before other markers', '### Phase 3: Test [COMPLETE] [2h]', 'phase_3', 'Test', true],
    ['an in-progress marker', '### Phase 4: Docs [IN PROGRESS]', 'phase_4', 'Docs', false],
    ['a not-started marker', '### Phase 4: Docs [NOT STARTED]', 'phase_4', 'Docs', false],
    ['closing hashes', '### Phase 5: Release ###', 'phase_5', 'Release', false],
    ['a leading zero', '## Phase 07: Polish', 'phase_7', 'Polish', false],
    ['lower-case phase', '## phase 2: quiet', 'phase_2', 'quiet', false],
    ['no title', '## Phase 6: [COMPLETE]', 'phase_6', 'Phase 6', true],
    [
      'a bracket inside the title',
      '## Phase 1: Parse [links] and more',
      'phase_1',
      'Parse [links] and more',
      false
    ]
  ])('reads a phase heading at %s', (_case, heading, id, title, done) => {
    expect(parse('# Plan', heading, '- [ ] item')).toEqual([
      { id, title, criteria: ['item'], state: done ? 'done' : 'open', boxes: [{ id: 'item', done: false }] }
    ])
  })

  it.each<[string, string]>([
    ['level 1', '# Phase 1: Too high'],
    ['level 5', '##### Phase 1: Too deep'],
    ['no number', '## Phase One: Words'],
    ['no colon', '## Phase 1 Set up'],
    ['not at the start', '## The Phase 1: Set up'],
    ['indented four spaces', '    ## Phase 1: Code']
  ])('does not take a heading at %s as a phase', (_case, heading) => {
    expect(ids(heading, '- [ ] checkbox')).toEqual(['checkbox'])
  })

  it('runs a phase until the next heading of the same or a higher level', () => {
    const tasks = parse(
      '## Plan',
      '### Phase 1: One',
      '- [x] a',
      '#### Details',
      '- [ ] b',
      '##### Notes',
      '* [ ] c',
      '### Rollback',
      '- [ ] not in phase 1',
      '### Phase 2: Two',
      '- [ ] d',
      '## Appendix',
      '- [ ] not in phase 2'
    )
    expect(tasks.map(task => [task.id, task.criteria])).toEqual([
      ['phase_1', ['a', 'b', 'c']],
      ['phase_2', ['d']]
    ])
  })

  it('ends a phase at the next phase heading, even a nested one', () => {
    const tasks = parse('## Phase 1: Outer', '- [ ] a', '### Phase 2: Inner', '- [ ] b', '## Phase 3: Next')
    expect(tasks.map(task => [task.id, task.criteria])).toEqual([
      ['phase_1', ['a']],
      ['phase_2', ['b']],
      ['phase_3', []]
    ])
  })

  it('ignores checkboxes outside the phases', () => {
    expect(
      ids('## Success criteria', '- [ ] fast', '## Phase 1: Do it', '- [ ] step', '# End', '- [ ] x')
    ).toEqual(['phase_1'])
  })

  it.each<[string, string[], boolean]>([
    ['all of its checkboxes ticked', ['- [x] 01-01-PLAN.md', '- [X] 01-02-PLAN.md'], true],
    ['one checkbox ticked, one open', ['- [x] 01-01-PLAN.md', '- [ ] 01-02-PLAN.md'], false],
    ['a ticked box in a sub-heading of the phase', ['#### Plans', '- [x] a'], true],
    ['no checkboxes at all', ['Some prose, nothing to tick.'], false],
    ['no checkboxes, only the marker', [], false]
  ])('a phase with %s (SPEC §3: ticks or [COMPLETE])', (_case, body, done) => {
    const [phase] = parse('# Roadmap', '### Phase 1: Foundation', ...body, '### Phase 2: Next', '- [ ] z')
    expect(phase?.state).toBe(done ? 'done' : 'open')
  })

  it('a phase whose boxes are open is still done when its heading carries [COMPLETE]', () => {
    expect(parse('## Phase 1: A [COMPLETE]', '- [ ] a').map(task => task.state)).toEqual(['done'])
  })

  it('keeps file order, whatever the numbers', () => {
    expect(ids('## Phase 2: B', '## Phase 1: A', '## Phase 3: C')).toEqual(['phase_2', 'phase_1', 'phase_3'])
  })

  it('ignores phase headings in code fences', () => {
    expect(ids('- [ ] real', '```markdown', '## Phase 1: Example', '```')).toEqual(['real'])
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
    ['      - [ ] Deeply indented', 'deeply-indented', 'Deeply indented', false],
    ['\t- [ ] Tab indented', 'tab-indented', 'Tab indented', false],
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
