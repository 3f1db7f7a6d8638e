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

  // An id is compared as a string (SPEC §3): the core schema read `1.10` as 1.1, so tasks 1.1 and 1.10 were one id.
  it.each<[string, string, [string, string][]]>([
    [
      'phase ids 1.1 and 1.10',
      'tasks:\n  - {id: 1.1, title: a}\n  - {id: 1.10, title: b}\n',
      [
        ['1.1', 'open'],
        ['1.10', 'open']
      ]
    ],
    [
      'a leading zero, an exponent, hex, a trailing zero',
      '- {id: 007}\n- {id: 1e3}\n- {id: 0x1F}\n- {id: 2.0}\n- {id: -1}\n',
      [
        ['007', 'open'],
        ['1e3', 'open'],
        ['0x1F', 'open'],
        ['2.0', 'open'],
        ['-1', 'open']
      ]
    ],
    ['a name as the id', '- {name: 1.10, title: b}\n', [['1.10', 'open']]],
    [
      'a quoted id as before',
      '- {id: "1.10"}\n- {id: \'007\'}\n',
      [
        ['1.10', 'open'],
        ['007', 'open']
      ]
    ],
    [
      // quoted ids read right before; the unquoted 1.10 in depends_on was 1.1, done, so 2.1 came first
      'depends_on names 1.10, not 1.1 (done: true, priority, status keep their types)',
      'tasks:\n  - {id: "2.1", depends_on: [1.10], priority: 1}\n  - {id: "1.1", done: true}\n' +
        '  - {id: "1.10", status: failed}\n  - {id: 1.20, status: Done}\n',
      [
        ['1.1', 'done'],
        ['1.10', 'failed'],
        ['2.1', 'open'],
        ['1.20', 'done']
      ]
    ],
    [
      'dependsOn as one number, after a priority',
      'tasks:\n  - {id: 3, dependsOn: 1.10}\n  - {id: 1.10, priority: 2}\n  - {id: 1.1, priority: 1, passes: false}\n',
      [
        ['1.1', 'open'],
        ['1.10', 'open'],
        ['3', 'open']
      ]
    ]
  ])('keeps a number-looking id as written: %s', (_case, text, reading) => {
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
