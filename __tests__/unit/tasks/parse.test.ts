import { describe, expect, it } from '@jest/globals'
import { taskFileError } from '../../../__fixtures__/tasks/task-file.js'
import { parseTasks, type TaskFileKind } from '../../../src/tasks/parse.js'

describe('parseTasks', () => {
  it('dispatches json', () => {
    expect(parseTasks('json', '[{"id": 1, "title": "One"}]', 'plan.json')).toEqual([
      { id: '1', title: 'One', criteria: [], state: 'open' }
    ])
  })

  it('dispatches markdown', () => {
    expect(parseTasks('markdown', '- [x] One', 'plan.md')).toEqual([
      { id: 'one', title: 'One', criteria: [], state: 'done' }
    ])
  })

  it('does not read markdown as json or json as markdown', () => {
    expect(taskFileError(() => parseTasks('json', '- [ ] One', 'plan.json')).message).toMatch(
      /^plan\.json: invalid JSON at line 1, column 2: /
    )
    expect(taskFileError(() => parseTasks('markdown', '[{"id": 1}]', 'plan.md')).message).toMatch(
      /^plan\.md: no tasks: /
    )
  })

  it.each<TaskFileKind>(['json', 'markdown'])('rejects binary %s input', kind => {
    const error = taskFileError(() =>
      parseTasks(kind, '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 'tasks')
    )
    expect(error.message).toBe(
      'tasks: not a text file (it contains NUL bytes); is this the right file? (check the `tasks` input)'
    )
    expect(error.file).toBe('tasks')
  })

  it.each<[TaskFileKind, string]>([
    ['json', '[{"id": "verify"}]'],
    ['markdown', '## Phase 1: A\n## Phase 1: B']
  ])('applies the common checks to %s', (kind, text) => {
    expect(taskFileError(() => parseTasks(kind, text, 'f')).name).toBe('TaskFileError')
  })
})
