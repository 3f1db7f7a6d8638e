import { describe, expect, it } from '@jest/globals'
import { CheckpointError } from '../../src/checkpoint/errors.js'
import { parseCheckpoint } from '../../src/checkpoint/validate.js'
import { validCheckpoint } from '../../__fixtures__/checkpoints.js'

const ctx = { file: '.ralph/checkpoint.json', stateDir: '.ralph' }
const parse = (text: string) => parseCheckpoint(text, ctx)
const withField = (field: string, value: unknown) => JSON.stringify({ ...validCheckpoint(), [field]: value })

describe('parseCheckpoint', () => {
  it('accepts a valid checkpoint', () => {
    expect(parse(JSON.stringify(validCheckpoint()))).toEqual(validCheckpoint())
  })

  const cases: [string, string, string][] = [
    ['truncated', JSON.stringify(validCheckpoint()).slice(0, 200), '(file)'],
    ['not an object', '[1,2]', '(file)'],
    ['wrong version', withField('version', '1.0'), 'version'],
    ['iteration a string', withField('iteration', '3'), 'iteration'],
    ['work_remaining not an array', withField('work_remaining', 't2'), 'work_remaining'],
    ['work_remaining of numbers', withField('work_remaining', [1, 2]), 'work_remaining.0'],
    ['attempts negative', withField('attempts', { t2: -1 }), 'attempts.t2'],
    ['unknown status', withField('status', 'running'), 'status'],
    ['iteration past max_iterations + 1', withField('iteration', 22), 'iteration'],
    ['plan_path traversal', withField('plan_path', '../../etc/passwd'), 'plan_path'],
    ['plan_path absolute', withField('plan_path', '/etc/passwd'), 'plan_path'],
    [
      'continuation traversal',
      withField('continuation_context', '.ralph/../../x.md'),
      'continuation_context'
    ],
    ['continuation outside state-dir', withField('continuation_context', 'notes.md'), 'continuation_context'],
    ['continuation with a NUL', withField('continuation_context', '.ralph/a\u0000b'), 'continuation_context'],
    [
      '10 MB history',
      withField(
        'history',
        Array(10 * 1024 * 1024)
          .fill(0)
          .join('')
      ),
      '(file)'
    ],
    ['101 history records', withField('history', Array(101).fill(validCheckpoint().history[0])), 'history']
  ]

  it.each(cases)('refuses %s, naming the field and the fix', (_name, text, field) => {
    let error: unknown
    try {
      parse(text)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(CheckpointError)
    const checkpointError = error as CheckpointError
    expect(checkpointError.field).toBe(field)
    expect(checkpointError.message).toContain('.ralph/checkpoint.json')
    expect(checkpointError.message).toContain(`'${field}'`)
    expect(checkpointError.message).toContain('force-restart: true')
  })
})
