import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { taskFileError } from '../../../__fixtures__/tasks/task-file.js'
import {
  changedRegion,
  parsePlan,
  type ParsedPlan,
  type TaskFileKind
} from '../../../src/tasks/checkbox-patch.js'
import { parseMarkdownPlan } from '../../../src/tasks/markdown.js'

/** The whole parse's verdict: the tasks, or the error message. */
function whole(text: string): unknown {
  try {
    return parseMarkdownPlan(text, 'plan').tasks
  } catch (error) {
    return (error as Error).message
  }
}

/** The verdict through a patch from `before` (offsets kept at any size). */
function patched(before: string, after: string): { verdict: unknown; plan?: ParsedPlan } {
  let previous: ParsedPlan | undefined
  try {
    previous = parsePlan('markdown', before, 'plan', undefined, 0)
  } catch {
    // A broken start: the next parse is a whole one.
  }
  try {
    const plan = parsePlan('markdown', after, 'plan', previous, 0)
    return { verdict: plan.tasks, plan }
  } catch (error) {
    return { verdict: (error as Error).message }
  }
}

// An edit of the text as an agent (or a slip of the hand) might make it.
const edit = fc.oneof(
  fc.constant((t: string) => t.replace('- [ ]', '- [x]')),
  fc.constant((t: string) => t.replace('- [x]', '- [ ]')),
  fc.constant((t: string) => t.replace('* [X]', '* [ ]')),
  fc.constant((t: string) => t.replace('- [ ] task', '- [ ] work')),
  fc.constant((t: string) => t.replace('- [ ] task', '- [x]')),
  fc.constant((t: string) => t.replace('\n', '\n- [ ] inserted\n')),
  fc.constant((t: string) => t.replace('\n', '\r\n')),
  fc.constant((t: string) => t.replace('- [ ]', '- [ ]\u0000')),
  fc.constant((t: string) => t.replace('```', '')),
  fc.constant((t: string) => t.replace('- [ ] ', '## Phase 1: ')),
  fc.constant((t: string) => t.replace(/\n[^\n]*\n/, '\n'))
)

const markdownPlan = fc
  .array(
    fc.record({
      text: fc.constantFrom('task one', 'task two', 'Task One', 'plan', 'verify', 'x'),
      checked: fc.constantFrom(' ', 'x', 'X'),
      bullet: fc.constantFrom('-', '*', '1.'),
      fenced: fc.boolean()
    }),
    { minLength: 1, maxLength: 8 }
  )
  .map(lines =>
    lines
      .map(line => {
        const box = `${line.bullet} [${line.checked}] ${line.text}`
        return line.fenced ? `\`\`\`\n${box}\n\`\`\`` : box
      })
      .join('\n')
  )

describe('parsePlan: a patched parse is the whole parse', () => {
  it('for any markdown checklist and any edit', () => {
    fc.assert(
      fc.property(markdownPlan, fc.array(edit, { maxLength: 3 }), (before, edits) => {
        const after = edits.reduce((text, change) => change(text), before)
        expect(patched(before, after).verdict).toEqual(whole(after))
      }),
      { numRuns: 2000, seed: 20261125 }
    )
  })

  it('reads only the changed task when a box is ticked, and patches chain', () => {
    const md = '# Plan\n\n- [ ] one\n- [ ] two\n```\n- [ ] example\n```\n- [x] three\n'
    const ticked = patched(md, md.replace('- [ ] two', '- [x] two'))
    expect(ticked.plan?.patched).toBe(true)
    expect(ticked.plan?.tasks.map(task => task.state)).toEqual(['open', 'done', 'done'])
    const again = parsePlan('markdown', md.replace(/- \[ \]/g, '- [x]'), 'plan', ticked.plan, 0)
    expect(again.patched).toBeUndefined() // two boxes changed at once: a whole parse
    expect(again.tasks.map(task => task.state)).toEqual(['done', 'done', 'done'])
    const untick = parsePlan('markdown', md, 'plan', ticked.plan, 0)
    expect(untick.patched).toBe(true)
    expect(untick.tasks.map(task => task.state)).toEqual(['open', 'open', 'done'])
  })

  it('parses small plans and every JSON plan whole, keeping no offsets', () => {
    expect(parsePlan('markdown', '- [ ] a\n', 'plan').offsets).toBeUndefined()
    expect(parsePlan('json', '[{"id":"a"}]', 'plan', undefined, 0).offsets).toBeUndefined()
  })
})

describe('parsePlan: a whole parse', () => {
  it('dispatches json', () => {
    expect(parsePlan('json', '[{"id": 1, "title": "One"}]', 'plan.json').tasks).toEqual([
      { id: '1', title: 'One', criteria: [], state: 'open', doneMark: '"done": true' }
    ])
  })

  it('dispatches markdown', () => {
    expect(parsePlan('markdown', '- [x] One', 'plan.md').tasks).toEqual([
      { id: 'one', title: 'One', criteria: [], state: 'done' }
    ])
  })

  it('does not read markdown as json or json as markdown', () => {
    expect(taskFileError(() => parsePlan('json', '- [ ] One', 'plan.json')).message).toMatch(
      /^plan\.json: invalid JSON at line 1, column 2: /
    )
    expect(taskFileError(() => parsePlan('markdown', '[{"id": 1}]', 'plan.md')).message).toMatch(
      /^plan\.md: no tasks: /
    )
  })

  it.each<TaskFileKind>(['json', 'markdown'])('rejects binary %s input', kind => {
    const error = taskFileError(() =>
      parsePlan(kind, '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 'tasks')
    )
    expect(error.message).toBe(
      'tasks: not a text file (it contains NUL bytes); is this the right file? (check the `tasks` input)'
    )
  })

  it.each<[TaskFileKind, string]>([
    ['json', '[{"id": "verify"}]'],
    ['markdown', '## Phase 1: A\n## Phase 1: B']
  ])('applies the common checks to %s', (kind, text) => {
    expect(taskFileError(() => parsePlan(kind, text, 'f')).name).toBe('TaskFileError')
  })
})

describe('changedRegion', () => {
  it.each([
    ['abc', 'abc', { start: 3, oldEnd: 3, newEnd: 3 }],
    ['a[ ]b', 'a[x]b', { start: 2, oldEnd: 3, newEnd: 3 }],
    ['false}', 'true}', { start: 0, oldEnd: 4, newEnd: 3 }],
    ['aaa', 'aaaa', { start: 3, oldEnd: 3, newEnd: 4 }]
  ])('%s → %s', (a, b, region) => {
    expect(changedRegion(a, b)).toEqual(region)
  })
})
