import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parsePlan, type TaskFileKind } from '../../../src/tasks/checkbox-patch.js'
import { currentTask } from '../../../src/loop/rules/current-task.js'

const plan = (name: string): string =>
  readFileSync(new URL(`../../../__fixtures__/plans/${name}`, import.meta.url), 'utf8')

/** A task as a person reads it off the file: its id, and `done`, `open`, `failed` or `active`. */
type Reading = [string, string]

// The corpus of issue 35 (SPEC §3): each file in the shape its tool writes, read as a person reads it.
describe('json and yaml plans as people write them, read as a person reads them', () => {
  it.each<[string, string, Reading[], string, string]>([
    [
      "snarktank's prd.json: userStories by priority, passes",
      'snarktank-prd.json',
      [
        ['US-001', 'done'],
        ['US-002', 'open'],
        ['US-003', 'open'],
        ['US-004', 'open']
      ],
      'US-002',
      '"passes": true'
    ],
    [
      'an Anthropic-harness feature_list.json: features without ids are F1, F2… by position',
      'feature_list.json',
      [
        ['F1', 'done'],
        ['F2', 'open'],
        ['F3', 'open'],
        ['F4', 'open']
      ],
      'F2',
      '"passes": true'
    ],
    [
      "ralph-tui's prd.json: a story after the stories it depends on, whatever its priority",
      'ralph-tui-prd.json',
      [
        ['US-002', 'open'],
        ['US-003', 'open'],
        ['US-001', 'open'],
        ['US-004', 'done']
      ],
      'US-002',
      '"passes": true'
    ],
    [
      'a tasks list with status words and completed flags: complete, Completed and completed: true are done',
      'status-tasks.json',
      [
        ['docs', 'active'],
        ['setup', 'done'],
        ['schema', 'done'],
        ['api', 'done'],
        ['auth', 'failed'],
        ['ui', 'open']
      ],
      'docs',
      '"status": "complete"'
    ],
    [
      "ralphy's tasks.yaml: titles without ids, completed: true",
      'ralphy-tasks.yaml',
      [
        ['add-user-registration-endpoint', 'done'],
        ['add-login-rate-limiting', 'open'],
        ['add-forgot-password-email-flow', 'open'],
        ['add-dark-mode-toggle', 'open']
      ],
      'add-login-rate-limiting',
      'completed: true'
    ],
    [
      'a yaml roadmap: names as ids, depends_on, in_progress first, status Done',
      'roadmap.yml',
      [
        ['search-highlight', 'active'],
        ['search-index', 'done'],
        ['search-api', 'open'],
        ['search-box', 'open']
      ],
      'search-highlight',
      'status: Done'
    ]
  ])('%s', (_format, name, reading, current, mark) => {
    const kind: TaskFileKind = name.endsWith('.json') ? 'json' : 'yaml'
    const { tasks } = parsePlan(kind, plan(name), name)
    expect(tasks.map(task => [task.id, task.state])).toEqual(reading)
    expect(currentTask(true, tasks, false, undefined).id).toBe(current)
    expect(tasks.map(task => task.doneMark)).toEqual(tasks.map(() => mark))
  })

  it('gives a feature its description as title and its steps as criteria', () => {
    const [, second] = parsePlan('json', plan('feature_list.json'), 'feature_list.json').tasks
    expect(second).toMatchObject({
      id: 'F2',
      title: 'New note opens an editor and saving adds the note to the list',
      criteria: ['Click New note', 'Type a title and a body', 'Click Save', 'See the note in the list']
    })
  })

  it("gives a story's description to the prompt as details beside its title", () => {
    const story = parsePlan('json', plan('snarktank-prd.json'), 'prd.json').tasks[1]
    expect(story).toMatchObject({
      title: 'Save a book from a form',
      details: ['As a reader, I want to add a book by its title and author.']
    })
  })
})
