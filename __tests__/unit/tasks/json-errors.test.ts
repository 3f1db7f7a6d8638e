import { describe, expect, it } from '@jest/globals'
import { taskFileError } from '../../../__fixtures__/tasks/task-file.js'
import { parseJsonTasks } from '../../../src/tasks/json.js'

const HINT = 'is this the right file? (check the `tasks` input)'
const SHAPES =
  'expected { "subtasks": [...] }, { "userStories": [...] }, { "tasks": [...] }, { "features": [...] } or a bare array of tasks'
const messageOf = (text: string): string => taskFileError(() => parseJsonTasks(text, 'plan.json')).message

describe('parseJsonTasks: errors', () => {
  it.each<[string, string, string]>([
    ['an empty file', '', `plan.json: the file is empty, ${SHAPES}; ${HINT}`],
    ['a blank file', ' \n\t\n', `plan.json: the file is empty, ${SHAPES}; ${HINT}`],
    ['an empty bare array', '[]', `plan.json: no tasks: the array is empty; ${HINT}`],
    [
      'an empty subtasks array',
      '{"subtasks": []}',
      `plan.json: no tasks: the "subtasks" array is empty; ${HINT}`
    ],
    [
      'an empty userStories array',
      '{"userStories": []}',
      `plan.json: no tasks: the "userStories" array is empty; ${HINT}`
    ],
    [
      'an object of another kind',
      '{"name": "pkg", "version": "1.0.0"}',
      `plan.json: ${SHAPES}, found an object with keys "name", "version"; ${HINT}`
    ],
    [
      'an object with many keys',
      '{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6}',
      `plan.json: ${SHAPES}, found an object with keys "a", "b", "c", "d", "e", …; ${HINT}`
    ],
    ['an empty object', '{}', `plan.json: ${SHAPES}, found an empty object; ${HINT}`],
    ['a string', '"tasks"', `plan.json: ${SHAPES}, found a string ("tasks"); ${HINT}`],
    ['a number', '42', `plan.json: ${SHAPES}, found a number (42); ${HINT}`],
    ['null', 'null', `plan.json: ${SHAPES}, found null; ${HINT}`],
    [
      'tasks that are not an array',
      '{"tasks": {"a": {}}}',
      'plan.json: "tasks" must be an array of tasks, found an object'
    ],
    [
      'two lists',
      '{"subtasks": [], "tasks": []}',
      'plan.json: found both "subtasks", "tasks": keep the tasks in one list'
    ],
    [
      'an item that is a string',
      '["Write the parser"]',
      `plan.json: item [0] is a string ("Write the parser"), not a task object with an id; ${HINT}`
    ],
    [
      'an item that is an array',
      '{"tasks": [{"id": 1}, [1, 2]]}',
      `plan.json: item tasks[1] is an array, not a task object with an id; ${HINT}`
    ],
    [
      'an item without id',
      '{"subtasks": [{"id": "a"}, {"title": "B"}]}',
      `plan.json: item subtasks[1] ("B") has no "id" (nor "name"); ${HINT}`
    ],
    ['an item with a null id', '[{"id": null}]', `plan.json: item [0] has no "id" (nor "name"); ${HINT}`],
    [
      'an item with an empty id',
      '[{"id": "  ", "description": "D"}]',
      'plan.json: item [0] ("D") has an empty "id"'
    ],
    [
      'an item with a boolean id',
      '[{"id": true}]',
      'plan.json: item [0] has an "id" that is a boolean (true); use a string or a number'
    ],
    [
      'an item with an object id',
      '[{"id": {"n": 1}}]',
      'plan.json: item [0] has an "id" that is an object; use a string or a number'
    ],
    [
      'duplicate ids',
      '{"tasks": [{"id": "a"}, {"id": "b"}, {"id": "a"}]}',
      'plan.json: duplicate task id "a" at item tasks[0] and item tasks[2]; every task needs its own id'
    ],
    [
      'a number and a string that are the same id',
      '[{"id": 1}, {"id": "1"}]',
      'plan.json: duplicate task id "1" at item [0] and item [1]; every task needs its own id'
    ],
    [
      'the reserved id verify',
      '{"subtasks": [{"id": "a"}, {"id": "verify"}]}',
      `plan.json: task id "verify" at item subtasks[1] is reserved for the loop's own verify step; rename the task`
    ],
    [
      'the reserved id plan',
      '[{"id": "plan"}]',
      `plan.json: task id "plan" at item [0] is reserved for the loop's own plan step; rename the task`
    ],
    [
      'a dependency on no task in the file',
      '[{"id": "a", "dependsOn": ["b"]}, {"id": "c"}]',
      'plan.json: task "a" depends on "b", which is no task in the file; fix the id or remove it from dependsOn'
    ],
    [
      'a task that depends on itself',
      '[{"id": "a", "depends_on": "a"}]',
      'plan.json: task "a" depends on itself; remove it from its dependsOn'
    ],
    [
      'a cycle among tasks not done',
      '[{"id": "a", "dependsOn": ["b"]}, {"id": "b", "dependsOn": ["c"]}, {"id": "c", "dependsOn": ["a"]}, {"id": "d"}]',
      'plan.json: the dependsOn of tasks "a", "b", "c" make a cycle: no order does every task after the ones it depends on; break the cycle'
    ],
    ['NUL bytes', '{"tasks": []}\u0000\u0001', `plan.json: not a text file (it contains NUL bytes); ${HINT}`]
  ])('%s', (_case, text, message) => {
    expect(messageOf(text)).toBe(message)
  })

  it.each<[string, string, string]>([
    ['a trailing comma', '{\n  "tasks": [\n    {"id": 1},\n  ]\n}', 'line 4, column 3'],
    ['a missing comma', '[{"id": 1}\n {"id": 2}]', 'line 2, column 2'],
    ['an unquoted key', '{tasks: []}', 'line 1, column 2'],
    ['a cut-off file', '{"tasks": [{"id": 1', 'line 1, column 20'],
    ['a comment', '// tasks\n[]', 'line 1, column 1']
  ])('reports invalid JSON with a position: %s', (_case, text, position) => {
    const message = messageOf(text)
    expect(message).toMatch(new RegExp(`^plan\\.json: invalid JSON at ${position}: \\S`))
    expect(message).not.toContain('\n')
    expect(message).not.toMatch(/ at .*\.js:\d+/)
  })

  it('is a TaskFileError with the file, not a SyntaxError', () => {
    const error = taskFileError(() => parseJsonTasks('{', 'dir/plan.json'))
    expect(error.name).toBe('TaskFileError')
    expect(error.message).toMatch(/^dir\/plan\.json: /)
  })

  it('survives deeply nested JSON', () => {
    const depth = 100_000
    expect(messageOf(`${'['.repeat(depth)}${']'.repeat(depth)}`)).toBe(
      `plan.json: item [0] is an array, not a task object with an id; ${HINT}`
    )
    const deepTitle = `[{"id": 1, "title": ${'['.repeat(depth)}${']'.repeat(depth)}}]`
    expect(parseJsonTasks(deepTitle, 'plan.json')[0]?.title).toBe('1')
    expect(messageOf(`{"tasks": ${'['.repeat(depth)}`)).toMatch(
      /^plan\.json: invalid JSON at line 1, column \d+: /
    )
  })
})
