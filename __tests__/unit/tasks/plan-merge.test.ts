import { describe, expect, it } from '@jest/globals'
import { mergeJsonPlan, planResolver } from '../../../src/tasks/plan-merge.js'

type Item = Record<string, unknown>
const task = (id: string, extra: Item = {}): Item => ({ id, title: `Task ${id}`, done: false, ...extra })
const file = (items: Item[], extra: Item = {}) =>
  JSON.stringify({ ...extra, subtasks: items }, null, 2) + '\n'
const parsed = (text: string) => JSON.parse(text) as { subtasks: Item[] } & Item

describe('mergeJsonPlan: the task file merged by id', () => {
  const ancestor = file([task('t1'), task('t2')])

  it.each<[string, { work: string; base: string }, Item[], string[], string[]]>([
    [
      'tasks added on the base join, tasks removed on the base leave, done marks are kept',
      { work: file([task('t1', { done: true }), task('t2')]), base: file([task('t1'), task('t3')]) },
      [task('t1', { done: true }), task('t3')],
      ['t3'],
      ['t2']
    ],
    [
      "a title edited on the base is the base's, the work branch's status mark is kept",
      {
        work: file([task('t1', { status: 'done' }), task('t2')]),
        base: file([task('t1', { title: 'Renamed' }), task('t2')])
      },
      [task('t1', { title: 'Renamed', status: 'done' }), task('t2')],
      [],
      []
    ],
    [
      'a passes mark is kept too',
      { work: file([task('t1', { passes: true }), task('t2')]), base: file([task('t2'), task('t1')]) },
      [task('t2'), task('t1', { passes: true })],
      [],
      []
    ],
    [
      'a task the base removed leaves even when the work branch did it',
      { work: file([task('t1', { done: true }), task('t2')]), base: file([task('t2')]) },
      [task('t2')],
      [],
      ['t1']
    ],
    [
      "a task the work branch added (the agent split one) stays, after the base's",
      { work: file([task('t1'), task('t2'), task('t1b')]), base: file([task('t1'), task('t2'), task('t4')]) },
      [task('t1'), task('t2'), task('t4'), task('t1b')],
      ['t4'],
      []
    ]
  ])('%s', (_name, texts, tasks, joined, left) => {
    const merged = mergeJsonPlan({ ancestor, ...texts }, 'plan.json')
    if ('reason' in merged) throw new Error(merged.reason)
    expect(parsed(merged.text).subtasks).toEqual(tasks)
    expect(merged.joined).toEqual(joined)
    expect(merged.left).toEqual(left)
  })

  it("keeps the rest of the base's file: its other keys, its indent and its last newline", () => {
    const base = JSON.stringify({ project: 'new name', subtasks: [task('t1'), task('t2')] }, null, 4)
    const work = file([task('t1', { done: true }), task('t2')], { project: 'old', notes: 'agent' })
    const merged = mergeJsonPlan({ ancestor, work, base }, 'plan.json')
    if ('reason' in merged) throw new Error(merged.reason)
    expect(parsed(merged.text)).toEqual({
      project: 'new name',
      subtasks: [task('t1', { done: true }), task('t2')]
    })
    expect(merged.text).toContain('\n    "project"')
    expect(merged.text.endsWith('\n')).toBe(false)
  })

  it('merges a bare array the same way', () => {
    const bare = (items: Item[]) => JSON.stringify(items)
    const merged = mergeJsonPlan(
      {
        ancestor: bare([task('t1')]),
        work: bare([task('t1', { done: true })]),
        base: bare([task('t1'), task('t2')])
      },
      'plan.json'
    )
    if ('reason' in merged) throw new Error(merged.reason)
    expect(JSON.parse(merged.text)).toEqual([task('t1', { done: true }), task('t2')])
  })

  it('keeps a completed mark and a features item by its place, as the reader names them', () => {
    const features = (...passes: boolean[]) =>
      JSON.stringify({ features: passes.map((done, i) => ({ description: `f${i}`, passes: done })) })
    const merged = mergeJsonPlan(
      { ancestor: features(false, false), work: features(true, false), base: features(false, false, false) },
      'feature_list.json'
    )
    if ('reason' in merged) throw new Error(merged.reason)
    expect(JSON.parse(merged.text)).toEqual(JSON.parse(features(true, false, false)))
    expect(merged.joined).toEqual(['F3'])
  })

  it("merges ralphy's YAML by its titles, keeping the base's comments and the work branch's completed marks", () => {
    const yaml = (extra: string, done: boolean) =>
      `# the plan\ntasks:\n  - title: Fix login\n    completed: ${done}\n${extra}`
    const resolved = planResolver('tasks.yaml', 'yaml').resolve({
      ancestor: yaml('', false),
      work: yaml('', true),
      base: yaml('  - title: Add dark mode\n', false)
    })
    if ('reason' in resolved) throw new Error(resolved.reason)
    expect(resolved.text).toBe(
      '# the plan\ntasks:\n  - title: Fix login\n    completed: true\n  - title: Add dark mode\n'
    )
    expect(resolved.note).toContain('joined from the base add-dark-mode')
  })

  // The merge wrote the parsed numbers back: `id: 1.10` became `id: 1.1` and `007` became `7`.
  it('keeps YAML ids that look like numbers as written, quoted so that they read back the same', () => {
    const yaml = (done: boolean, extra = '') =>
      `tasks:\n  - id: 1.1\n    done: false\n  - id: 1.10\n    done: ${done}\n${extra}`
    const resolved = planResolver('tasks.yaml', 'yaml').resolve({
      ancestor: yaml(false),
      work: yaml(true),
      base: yaml(false, '  - id: 007\n')
    })
    if ('reason' in resolved) throw new Error(resolved.reason)
    expect(resolved.text).toBe(
      'tasks:\n  - id: "1.1"\n    done: false\n  - id: "1.10"\n    done: true\n  - id: "007"\n'
    )
  })

  it.each([
    ['the base is not JSON', { base: '{ "subtasks": [' }],
    ['the work branch lost its list', { work: '{ "notes": 1 }' }],
    ['an item without an id', { base: file([{ title: 'no id' }]) }]
  ])('gives a reason, never a guess, when %s', (_name, texts) => {
    const merged = mergeJsonPlan({ ancestor, work: ancestor, base: ancestor, ...texts }, 'plan.json')
    expect(merged).toEqual({ reason: expect.stringContaining('plan.json') })
  })

  it('the resolver says what joined and what left, for the log', () => {
    const resolved = planResolver('plan.json', 'json').resolve({
      ancestor,
      work: file([task('t1', { done: true }), task('t2')]),
      base: file([task('t1'), task('t3')])
    })
    expect(resolved).toMatchObject({
      note: "The task file plan.json conflicted; merged by task id: joined from the base t3; left with the base t2; the work branch's done marks kept."
    })
  })
})
