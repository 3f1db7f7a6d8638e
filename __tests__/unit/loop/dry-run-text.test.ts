import { describe, expect, it } from '@jest/globals'
import type { Task } from '../../../src/domain/task.js'
import { dryRunText, taskLines, type DryRunFacts } from '../../../src/loop/rules/dry-run-text.js'

const task = (id: string, more: Partial<Task> = {}): Task => ({
  id,
  title: `Title of ${id}`,
  criteria: [],
  state: 'open',
  ...more
})
const FOUND = { agent: 'claude', found: '/usr/local/bin/claude' }
const PHASE = { title: 'Phase 2: Core', details: ['The heart of it.'] }

describe('a dry run lists each task on one line (SPEC §11): id, state, title, phase or section, what covers it', () => {
  it.each<[string, Task, string]>([
    ['an open task', task('t1'), 't1  open      Title of t1'],
    ['a done task', task('t1', { state: 'done' }), 't1  done      Title of t1'],
    ['an active or failed task is open', task('t1', { state: 'failed' }), 't1  open      Title of t1'],
    ['an optional task', task('t1', { optional: true }), 't1  optional  Title of t1'],
    [
      'an optional task done is done',
      task('t1', { optional: true, state: 'done' }),
      't1  done      Title of t1'
    ],
    ['its phase', task('T010', { group: PHASE }), 'T010  open      Title of T010 · in Phase 2: Core'],
    [
      'done by a mark higher up',
      task('t1', { state: 'done', group: PHASE, coveredBy: 'phase 2 is [COMPLETE]' }),
      't1  done      Title of t1 · in Phase 2: Core · covered by phase 2 is [COMPLETE]'
    ],
    ['a title on several lines', task('t1', { title: 'one\ntwo  three' }), 't1  open      one two three'],
    ['a long title, cut', task('t1', { title: 'x'.repeat(100) }), `t1  open      ${'x'.repeat(71)}…`]
  ])('%s', (_name, given, line) => {
    expect(taskLines([given])).toEqual([line])
  })

  it('pads the ids to the longest (up to 24 characters), so the states line up', () => {
    expect(taskLines([task('a'), task('abc', { state: 'done' })])).toEqual([
      'a    open      Title of a',
      'abc  done      Title of abc'
    ])
  })
})

describe('the dry run text', () => {
  it('counts the tasks, lists them, and shows the first prompt between rules', () => {
    const text = dryRunText({
      from: 'PLAN.md',
      listing: { tasks: [task('a', { state: 'done' }), task('b'), task('c', { optional: true })] },
      prompt: { text: 'Do b.\n' },
      agent: FOUND
    })
    expect(text).toContain('Tasks from PLAN.md: 3 (1 open, 1 done, 1 optional)\n  a  done')
    expect(text).toMatch(/The first prompt of a new loop, as the agent would get it:\n-+\nDo b\.\n-+$/)
  })

  it.each<[string, Parameters<typeof dryRunText>[0], string]>([
    [
      'a source read only when the loop runs',
      {
        from: 'the task CLI',
        listing: { note: 'Tasks: from the task CLI, read when the loop runs.' },
        prompt: { text: 'p' },
        agent: FOUND
      },
      'Tasks: from the task CLI, read when the loop runs.'
    ],
    [
      'no work left',
      {
        from: 'plan.json',
        listing: { tasks: [task('a', { state: 'done' })] },
        prompt: { none: 'No work remains.' },
        agent: FOUND
      },
      'No work remains.'
    ]
  ])('%s', (_name, facts, line) => {
    expect(dryRunText(facts).split('\n')).toContain(line)
  })
})

describe("the dry run says whether the agent's executable is there, without starting it", () => {
  it.each<[string, DryRunFacts['agent'], string]>([
    ['a preset found', FOUND, 'Agent: claude, found at /usr/local/bin/claude (not started).'],
    [
      'the command agent: bash found, the command not checked',
      { agent: 'command', found: '/usr/bin/bash' },
      "Agent: command, run with bash -c (found at /usr/bin/bash); 'agent-command' itself is not checked."
    ],
    [
      'missing: the finding, its fix, and what a real run would do',
      { agent: 'claude', missing: 'The agent claude was not found. Install it.' },
      'Agent missing: The agent claude was not found. Install it. A real run would stop before the agent does any work (aborted).'
    ]
  ])('%s', (_name, agent, line) => {
    const text = dryRunText({ from: 'plan.json', listing: { tasks: [] }, prompt: { text: 'p' }, agent })
    expect(text.split('\n').slice(0, 4)).toContain(line)
  })

  it('a preset reviewer, on the line after the agent', () => {
    const reviewer = { agent: 'codex', missing: 'The reviewer codex was not found.' }
    const text = dryRunText({
      from: 'plan.json',
      listing: { tasks: [] },
      prompt: { text: 'p' },
      agent: FOUND,
      reviewer
    })
    expect(text.split('\n').slice(1, 3)).toEqual([
      'Agent: claude, found at /usr/local/bin/claude (not started).',
      'Reviewer missing: The reviewer codex was not found. A real run would stop before the agent does any work (aborted).'
    ])
  })
})
