import { describe, expect, it } from '@jest/globals'
import {
  describeRemaining,
  describeTask,
  renderPrompt,
  type PromptValues
} from '../../../src/loop/rules/prompt.js'
import { defaultPrompt } from '../../../src/loop/rules/default-prompt.js'
import { markDoneHint } from '../../../src/loop/rules/messages.js'

const values: PromptValues = {
  task_file: 'plan.json',
  task: '**t1**: First',
  task_id: 't1',
  iteration: '3',
  max_iterations: '20',
  remaining: '- t1: First',
  peek: 'T-1 open  Build the thing',
  continuation: '',
  continuation_path: '',
  verify_output: '',
  last_error: '',
  review: '',
  answer: ''
}

describe('renderPrompt (SPEC §5a)', () => {
  it('renders seed 003 exactly, with nothing appended', () => {
    expect(renderPrompt('/ralph-build {{peek}}', values)).toBe('/ralph-build T-1 open  Build the thing')
  })

  it('replaces every known placeholder, spaces allowed', () => {
    expect(renderPrompt('{{ task_id }} at {{iteration}}/{{max_iterations}}', values)).toBe('t1 at 3/20')
  })

  it('leaves unknown placeholders alone and they do not count', () => {
    const out = renderPrompt('Use {{unknown}} here', values)
    expect(out.startsWith('Use {{unknown}} here\n\n## Loop context')).toBe(true)
  })

  it('appends only non-empty values to a template without placeholders', () => {
    const out = renderPrompt('Do the work.', { ...values, last_error: 'boom' })
    expect(out).toContain('### Current task\n**t1**: First')
    expect(out).toContain('### Error in the previous iteration\nboom')
    expect(out).not.toContain('Verify output')
    expect(out).not.toContain('Notes from the previous iteration')
  })
})

describe('describeTask and describeRemaining', () => {
  it('lists acceptance criteria', () => {
    expect(describeTask({ id: 'a', title: 'A', criteria: ['x', 'y'], state: 'open' })).toBe(
      '**a**: A\n\nAcceptance criteria:\n- x\n- y'
    )
  })

  it('tells how a phase without checkboxes is marked done, and shows its steps (SPEC §3)', () => {
    expect(
      describeTask({
        id: 'phase_2.1',
        title: 'Build',
        criteria: [],
        state: 'open',
        details: ['Goal: it builds']
      })
    ).toBe(
      '**phase_2.1**: Build\n\nDetails:\nGoal: it builds\n\nTo mark phase_2.1 done, add [COMPLETE] to its heading.'
    )
  })

  it("shows a task's nested lines and its phase's title and description (SPEC §5a), at most 4 KB of them", () => {
    const task = {
      id: 'T007',
      title: 'T007 [US1] Push client',
      criteria: [],
      state: 'open' as const,
      details: ['- _Requirements: 2.1_'],
      group: { title: 'Phase 3: User Story 1', details: ['**Goal**: bookmarks reach the server'] }
    }
    expect(describeTask(task)).toBe(
      '**T007**: T007 [US1] Push client\n\nDetails:\n- _Requirements: 2.1_\n\n' +
        'Part of: Phase 3: User Story 1\n**Goal**: bookmarks reach the server'
    )
    const long = describeTask({
      ...task,
      details: Array.from({ length: 500 }, (_, i) => `line ${i} of the details`)
    })
    expect(long.length).toBeLessThan(4096 + 200)
    expect(long).toMatch(/… \(\d+ more characters in the task file\)$/)
  })

  it('marks an optional task, and lists optional tasks after the required ones', () => {
    expect(describeTask({ id: 'a', title: 'A', criteria: [], state: 'open', optional: true })).toBe(
      '**a**: A\n(optional: the loop completes without it)'
    )
    expect(
      describeRemaining([
        { id: 'o', title: 'O', optional: true },
        { id: 'r', title: 'R' }
      ])
    ).toBe('- r: R\n- o: O (optional)')
  })

  it('caps the remaining list at 50 lines', () => {
    const tasks = Array.from({ length: 53 }, (_, i) => ({ id: `t${i}`, title: `T${i}` }))
    const lines = describeRemaining(tasks).split('\n')
    expect(lines).toHaveLength(51)
    expect(lines[50]).toBe('… and 3 more')
  })
})

describe('markDoneHint: how a phase without checkboxes gets done, in every stuck message (SPEC §3)', () => {
  it.each([
    ['phase_1', ' To mark phase_1 done, add [COMPLETE] to its heading.'],
    ['phase_12', ' To mark phase_12 done, add [COMPLETE] to its heading.'],
    ['phase_2.1', ' To mark phase_2.1 done, add [COMPLETE] to its heading.'],
    ['t1', ''],
    ['phase-1', ''],
    ['verify', '']
  ])('%s', (id, hint) => {
    expect(markDoneHint(id)).toBe(hint)
  })
})

describe('the default prompt (SPEC §5a)', () => {
  it('tells the agent never to rename, reword, reorder or delete tasks', () => {
    const prompt = defaultPrompt({
      source: 'json',
      taskFile: 'plan.json',
      taskId: 't1',
      verifyCommand: undefined
    })
    expect(prompt.split('\n')).toContain(
      'Never rename, reword, reorder or delete tasks; only mark them done.'
    )
  })
})
