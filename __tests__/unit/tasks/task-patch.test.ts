import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parseTasks } from '../../../src/tasks/parse.js'
import { changedRegion, parsePlan, type ParsedPlan } from '../../../src/tasks/task-patch.js'

/** The whole parse's verdict: the tasks, or the error message. */
function whole(kind: 'json' | 'markdown', text: string): unknown {
  try {
    return parseTasks(kind, text, 'plan')
  } catch (error) {
    return (error as Error).message
  }
}

/** The verdict through a patch from `before` (indexes kept at any size). */
function patched(
  kind: 'json' | 'markdown',
  before: string,
  after: string
): { verdict: unknown; plan?: ParsedPlan } {
  let previous: ParsedPlan | undefined
  try {
    previous = parsePlan(kind, before, 'plan', undefined, 0)
  } catch {
    // A broken start: the next parse is a whole one.
  }
  try {
    const plan = parsePlan(kind, after, 'plan', previous, 0)
    return { verdict: plan.tasks, plan }
  } catch (error) {
    return { verdict: (error as Error).message }
  }
}

const jsonPlan = (
  items: { id: string; done: boolean; priority?: number; status?: string }[],
  key: string
) => {
  const list = items.map(item => ({ title: `Task ${item.id}`, ...item }))
  return key ? JSON.stringify({ [key]: list }, null, key === 'tasks' ? 2 : undefined) : JSON.stringify(list)
}

const item = fc.record(
  {
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'verify', 'a b', 'é"\\'),
    done: fc.boolean(),
    priority: fc.constantFrom(1, 2, 3),
    status: fc.constantFrom('active', 'open', 'failed', 'in progress')
  },
  { requiredKeys: ['id', 'done'] }
)
// Mostly distinct ids (b, c, d… in order), so that most plans are valid and the edits have work to do.
const items = fc
  .array(item, { minLength: 1, maxLength: 6 })
  .chain(list =>
    fc
      .boolean()
      .map(clash => list.map((entry, i) => ({ ...entry, id: clash ? entry.id : ('bcdefgh'[i] ?? 'z') })))
  )

// An edit of the text as an agent (or a slip of the hand) might make it.
const edit = fc.oneof(
  fc.constant((t: string) => t.replace('"done":false', '"done":true')),
  fc.constant((t: string) => t.replace('"done": true', '"done": false')),
  fc.constant((t: string) => t.replace('"done":true', '"done":false')),
  fc.constant((t: string) => t.replace(/"title":"Task ([^"]*)"/, '"title":"Renamed $1"')),
  fc.constant((t: string) => t.replace('"id":"b"', '"id":"z"')),
  fc.constant((t: string) => t.replace('"id":"b"', '"id":"a"')),
  fc.constant((t: string) => t.replace('"priority":2', '"priority":1')),
  fc.constant((t: string) => t.replace('"status":"open"', '"status":"active"')),
  fc.constant((t: string) => t.replace('"status":"active"', '"status":"done"')),
  fc.constant((t: string) => t.replace('},{', '} , {')),
  fc.constant((t: string) => t.replace('},{', '},{"id":"new"},{')),
  fc.constant((t: string) => t.replace(/,\{[^{}]*\}/, '')),
  fc.constant((t: string) => t.replace('}', '')),
  fc.constant((t: string) => t.replace('"done":false', '"done":false,"x":"\u0000"')),
  fc.constant((t: string) => t.replace('"done":false', '"done":fals')),
  fc.constant((t: string) => t.replace('- [ ]', '- [x]')),
  fc.constant((t: string) => t.replace('- [x]', '- [ ]')),
  fc.constant((t: string) => t.replace('* [X]', '* [ ]')),
  fc.constant((t: string) => t.replace('- [ ] task', '- [ ] work')),
  fc.constant((t: string) => t.replace('- [ ] task', '- [x]')),
  fc.constant((t: string) => t.replace('\n', '\n- [ ] inserted\n')),
  fc.constant((t: string) => t.replace('\n', '\r\n')),
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
  it('for any JSON plan and any edit', () => {
    fc.assert(
      fc.property(
        items,
        fc.constantFrom('subtasks', 'tasks', 'userStories', ''),
        fc.array(edit, { maxLength: 3 }),
        (items, key, edits) => {
          const before = jsonPlan(items, key)
          const after = edits.reduce((text, change) => change(text), before)
          expect(patched('json', before, after).verdict).toEqual(whole('json', after))
        }
      ),
      { numRuns: 2000 }
    )
  })

  it('for any markdown checklist and any edit', () => {
    fc.assert(
      fc.property(markdownPlan, fc.array(edit, { maxLength: 3 }), (before, edits) => {
        const after = edits.reduce((text, change) => change(text), before)
        expect(patched('markdown', before, after).verdict).toEqual(whole('markdown', after))
      }),
      { numRuns: 2000 }
    )
  })

  it('reads only the changed task when a box is ticked or a JSON item marked done', () => {
    const json = jsonPlan(
      ['a', 'b', 'c'].map(id => ({ id, done: false })),
      'subtasks'
    )
    const jsonDone = patched('json', json, json.replace('"done":false', '"done":true'))
    expect(jsonDone.plan?.patched).toBe(true)
    expect(jsonDone.plan?.tasks.map(task => task.state)).toEqual(['done', 'open', 'open'])
    const md = '# Plan\n\n- [ ] one\n- [ ] two\n```\n- [ ] example\n```\n- [x] three\n'
    const ticked = patched('markdown', md, md.replace('- [ ] two', '- [x] two'))
    expect(ticked.plan?.patched).toBe(true)
    expect(ticked.plan?.tasks.map(task => task.state)).toEqual(['open', 'done', 'done'])
    // Patches chain: the index of a patched parse takes the next edit too.
    const again = parsePlan('markdown', md.replace(/- \[ \]/g, '- [x]'), 'plan', ticked.plan, 0)
    expect(again.tasks.map(task => task.state)).toEqual(['done', 'done', 'done'])
  })

  it.each([
    ['a priority that reorders', '"priority":2', '"priority":1'],
    ['an item that becomes active', '"status":"open"', '"status":"active"'],
    ['an id that clashes', '"id":"c"', '"id":"b"'],
    ['an id taken by the loop', '"id":"c"', '"id":"verify"']
  ])('parses the whole plan again for %s', (_name, from, to) => {
    const before = jsonPlan(
      [
        { id: 'b', done: false, priority: 1, status: 'open' },
        { id: 'c', done: false, priority: 2, status: 'open' },
        { id: 'd', done: false, priority: 1, status: 'open' }
      ],
      'subtasks'
    )
    const after = before.replace(from, to)
    expect(after).not.toBe(before)
    const result = patched('json', before, after)
    expect(result.verdict).toEqual(whole('json', after))
    expect(result.plan?.patched).toBeUndefined()
  })

  it('parses small plans whole, keeping no index', () => {
    expect(parsePlan('json', '[{"id":"a"}]', 'plan').index).toBeUndefined()
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
