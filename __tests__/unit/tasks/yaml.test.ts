import { describe, expect, it } from '@jest/globals'
import { taskFileError } from '../../../__fixtures__/tasks/task-file.js'
import { parseYamlTasks } from '../../../src/tasks/yaml.js'

const read = (text: string) => parseYamlTasks(text, 'tasks.yaml')
const messageOf = (text: string): string => taskFileError(() => read(text)).message

describe('parseYamlTasks: the json shapes and fields, in YAML (SPEC §3)', () => {
  it.each<[string, string, [string, string][]]>([
    [
      "ralphy's list: ids from the titles' slugs",
      'tasks:\n  - title: "Fix login bug"\n    completed: true\n  - title: Add dark mode toggle\n',
      [
        ['fix-login-bug', 'done'],
        ['add-dark-mode-toggle', 'open']
      ]
    ],
    [
      'repeated titles, and a title whose slug another item has as its id',
      'tasks:\n  - title: Ship it\n  - title: Ship it\n  - id: ship-it-2\n    title: Other\n  - title: verify\n',
      [
        ['ship-it', 'open'],
        ['ship-it-3', 'open'],
        ['ship-it-2', 'open'],
        ['verify-2', 'open']
      ]
    ],
    [
      'userStories with passes and priority',
      'userStories:\n  - {id: US-2, title: B, priority: 2, passes: false}\n  - {id: US-1, title: A, priority: 1, passes: true}\n',
      [
        ['US-1', 'done'],
        ['US-2', 'open']
      ]
    ],
    [
      'a bare list with status words and dependsOn',
      '- {id: a, status: Complete}\n- {id: b, dependsOn: [c]}\n- {id: c, status: failed}\n',
      [
        ['a', 'done'],
        ['c', 'failed'],
        ['b', 'open']
      ]
    ],
    ['features by position', 'features:\n  - description: One\n    steps: [open it]\n', [['F1', 'open']]],
    ['numeric ids as strings', 'tasks:\n  - id: 7\n    title: Seven\n', [['7', 'open']]]
  ])('%s', (_shape, text, reading) => {
    expect(read(text).map(task => [task.id, task.state])).toEqual(reading)
  })

  it('takes the title, the criteria and the mark as json does', () => {
    const [task] = read(
      'features:\n  - description: Saves a note\n    steps: [type, save]\n    passes: false\n'
    )
    expect(task).toMatchObject({
      title: 'Saves a note',
      criteria: ['type', 'save'],
      doneMark: 'passes: true'
    })
  })

  it.each<[string, string, string]>([
    ['an empty file', '\n', 'tasks.yaml: the file is empty, expected '],
    [
      'a sequence item out of line',
      'tasks:\n  - title: a\n   completed: true\n',
      'tasks.yaml: invalid YAML at line 3, column 1: '
    ],
    [
      'a tab as indent',
      'tasks:\n\t- title: x\n',
      'tasks.yaml: invalid YAML at line 2, column 1: Tabs are not allowed'
    ],
    [
      'a key twice',
      'tasks: []\ntasks: []\n',
      'tasks.yaml: invalid YAML at line 2, column 1: Map keys must be unique'
    ],
    ['two documents', 'tasks: []\n---\ntasks: []\n', 'tasks.yaml: invalid YAML at line 2, column 1: '],
    [
      'an item with neither id nor title',
      'tasks:\n  - completed: true\n',
      'tasks.yaml: item tasks[0] has no "id" (nor "name")'
    ],
    ['a mapping of another kind', 'name: my-app\nversion: 2\n', 'tasks.yaml: expected { "subtasks": [...] }'],
    [
      'a billion laughs',
      'a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n',
      'tasks.yaml: invalid YAML: '
    ]
  ])('names the file and where for %s', (_case, text, start) => {
    const message = messageOf(text)
    expect(message.startsWith(start)).toBe(true)
    expect(message).not.toContain('\n')
  })
})
