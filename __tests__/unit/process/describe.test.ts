import { describe, expect, it } from '@jest/globals'
import { describeExit } from '../../../src/process/describe.js'
import type { ProcessResult } from '../../../src/ports/process.js'

const ended = (fields: Partial<ProcessResult>): ProcessResult => ({
  exitCode: 0,
  signal: null,
  durationMs: 1500,
  timedOut: false,
  interrupted: false,
  tail: '',
  outputBytes: 0,
  ...fields
})

describe('describeExit', () => {
  it.each<[string, Partial<ProcessResult>, string]>([
    ['an exit code', { exitCode: 3 }, 'exited with code 3'],
    ['a clean exit', {}, 'exited with code 0'],
    ['a signal', { exitCode: null, signal: 'SIGKILL' }, 'killed by SIGKILL'],
    [
      'a timeout, before the signal that ended it',
      { exitCode: null, signal: 'SIGTERM', timedOut: true, durationMs: 61_400 },
      'timed out after 61 s'
    ],
    [
      'a spawn failure, before anything else',
      { exitCode: null, spawnError: 'spawn claude ENOENT', timedOut: true },
      'spawn claude ENOENT'
    ],
    ['no code and no signal', { exitCode: null }, 'exited with code unknown']
  ])('%s', (_name, fields, line) => {
    expect(describeExit(ended(fields))).toBe(line)
  })
})
