import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHECKPOINT_FIX, CheckpointError } from '../../../src/checkpoint/checkpoint-error.js'
import { serializeCheckpoint } from '../../../src/checkpoint/file.js'
import { parseCheckpoint } from '../../../src/checkpoint/validate.js'
import { workspaceRelative } from '../../../src/checkpoint/paths.js'

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/checkpoints'
)
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')
const ctx = { file: '.ralph/checkpoint.json', stateDir: '.ralph' }
const parse = (text: string) => parseCheckpoint(text, ctx)
const valid = () => JSON.parse(fixture('valid.json')) as Record<string, unknown>
const withField = (field: string, value: unknown) => JSON.stringify({ ...valid(), [field]: value })

/** How the message names the field: `field 'x'`, or `'(file)'` for the file as a whole. */
const subject = (field: string) => `is invalid: ${field === '(file)' ? "'(file)'" : `field '${field}'`} `
/** The value as the message shows it after the field, when the message shows it. */
const shownValue = (error: CheckpointError) =>
  /is invalid: (?:field '.*?'|'\(file\)') is (.*); expected /.exec(error.message)?.[1] ?? ''

function refusal(text: string): CheckpointError {
  try {
    parse(text)
  } catch (error) {
    if (error instanceof CheckpointError) return error
    throw error
  }
  throw new Error('the checkpoint was accepted')
}

describe('parseCheckpoint: a valid checkpoint', () => {
  it('accepts the fixture as it is and survives a write/read round trip', () => {
    const checkpoint = parse(fixture('valid.json'))
    expect(checkpoint).toEqual(valid())
    expect(parse(serializeCheckpoint(checkpoint))).toEqual(checkpoint)
  })

  it('accepts a byte order mark, drops unknown keys and a continuation file inside state-dir', () => {
    const checkpoint = parse(`\uFEFF${withField('written_by', 'a newer loop')}`)
    expect(checkpoint).not.toHaveProperty('written_by')
    expect(checkpoint.continuation_context).toBe('.ralph/iteration_3_summary.md')
    expect(parse(withField('continuation_context', null)).continuation_context).toBeNull()
    expect(parse(withField('continuation_context', './.ralph//x.md')).continuation_context).toBe(
      './.ralph//x.md'
    )
  })
})

describe('parseCheckpoint: corrupted checkpoints (__fixtures__/checkpoints)', () => {
  const cases: [file: string, field: string, shows: string][] = [
    ['truncated.json.part', '(file)', 'not valid JSON (truncated?)'],
    ['not-an-object.json', '(file)', 'a JSON object'],
    ['wrong-version.json', 'version', 'another format'],
    ['iteration-string.json', 'iteration', 'is "4"; expected a number'],
    ['status-unknown.json', 'status', 'one of "completed"'],
    ['attempts-negative.json', 'attempts.add-login-form', 'a number ≥ 0'],
    ['totals-cost-string.json', 'totals.cost_usd', 'expected a number'],
    ['history-outcome-unknown.json', 'history.1.outcome', '"great"'],
    ['work-remaining-string.json', 'work_remaining', 'expected an array'],
    ['work-remaining-numbers.json', 'work_remaining.0', 'is 1; expected a string'],
    ['task-id-newline.json', 'work_remaining.0', 'without control characters'],
    ['iteration-past-cap.json', 'iteration', 'at most max_iterations + 1 (21)'],
    ['plan-path-traversal.json', 'plan_path', '"../../etc/passwd"'],
    ['plan-path-absolute.json', 'plan_path', 'a relative path inside the workspace'],
    ['plan-path-drive.json', 'plan_path', 'no drive letter'],
    ['continuation-traversal.json', 'continuation_context', 'inside the workspace'],
    ['continuation-backslash-traversal.json', 'continuation_context', 'inside the workspace'],
    ['continuation-absolute.json', 'continuation_context', 'no leading /'],
    ['continuation-outside-state-dir.json', 'continuation_context', 'inside state-dir (.ralph/)'],
    ['head-sha-option.json', 'head_sha', 'a full git commit sha'],
    ['halt-reason-mismatch.json', 'halt_reason', 'max_attempts, stuck_consecutive, no_progress']
  ]

  it.each(cases)('%s → names %s, the value, what is expected and the fix', (file, field, shows) => {
    const error = refusal(fixture(file))
    expect(error.name).toBe('CheckpointError')
    expect(error.message).toContain('Checkpoint .ralph/checkpoint.json is invalid')
    expect(error.message).toContain(subject(field))
    expect(error.message).toContain(shows)
    expect(error.message).toContain(CHECKPOINT_FIX)
    expect(error.message).toContain('Set force-restart: true to discard it and start a new loop.')
    expect(error.message).not.toContain('\n')
    expect(error.stack).not.toMatch(/\bat \S+ \(/)
  })
})

describe('parseCheckpoint: hostile files', () => {
  it('refuses a 10 MB history before parsing it', () => {
    const huge = withField('history', Array(10 * 1024 * 1024).fill(0))
    const error = refusal(huge)
    expect(error.message).toContain(subject('(file)'))
    expect(error.message).toContain('at most 1048576 bytes')
  })

  it('counts bytes, not characters', () => {
    const error = refusal(withField('last_error', '€'.repeat(400_000)))
    expect(error.message).toContain(subject('(file)'))
  })

  it.each([
    ['an empty file', '', '(file)', 'is empty'],
    ['no version', JSON.stringify({ ...valid(), version: undefined }), 'version', 'is missing'],
    [
      '101 history records',
      withField('history', Array(101).fill((valid().history as unknown[])[0])),
      'history',
      '100 items'
    ],
    ['a record key with a newline', withField('attempts', { 'a\nb': 1 }), 'attempts."a\\nb"', 'a key'],
    ['a bad timestamp', withField('timestamp', 'yesterday'), 'timestamp', 'ISO 8601'],
    ['a long bad value', withField('status', 'x'.repeat(5000)), 'status', `"${'x'.repeat(99)}…`],
    ['a branch that looks like an option', withField('branch', '--force'), 'branch', 'a branch name'],
    ['a path with a NUL', withField('plan_path', 'plan\u0000.json'), 'plan_path', 'control characters']
  ])('refuses %s', (_name, text, field, shows) => {
    const error = refusal(text)
    expect(error.message).toContain(subject(field))
    expect(error.message).toContain(shows)
    expect(error.message).toContain(CHECKPOINT_FIX)
    expect(error.message).not.toContain('\n')
    expect(shownValue(error).length).toBeLessThanOrEqual(101)
  })
})

describe('workspaceRelative', () => {
  it.each([
    ['plan.json', 'plan.json'],
    ['./docs//plan.json', 'docs/plan.json'],
    ['docs\\plan.json', 'docs/plan.json'],
    ['a/../plan.json', 'plan.json'],
    ['.ralph/', '.ralph'],
    ['../plan.json', undefined],
    ['a/../../plan.json', undefined],
    ['..\\plan.json', undefined],
    ['/etc/passwd', undefined],
    ['\\\\server\\share\\plan.json', undefined],
    ['C:plan.json', undefined],
    ['d:/plan.json', undefined],
    ['', undefined],
    ['.', undefined],
    ['plan\u0000.json', undefined]
  ])('%j → %j', (raw, expected) => {
    expect(workspaceRelative(raw)).toBe(expected)
  })
})
