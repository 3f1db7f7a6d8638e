import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { cleanup, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const PLAN = JSON.stringify({ subtasks: [{ id: 'a', title: 'A', done: false }] }, null, 2)
let dir = ''
beforeAll(async () => {
  dir = await makeTempDir('ralph-invalid-')
  await writeFile(path.join(dir, 'plan.json'), PLAN)
  await writeFile(path.join(dir, 'notes.txt'), 'not a plan')
})

const AGENT = ['--agent', 'command', '--agent-command', 'touch agent-ran']

// Each row: flags, the input the message must name, a fragment of what is expected.
const CASES: [string[], string, string][] = [
  [['--max-attempts', '11'], 'max-attempts', '1 to 10'],
  [['--max-attempts', 'two'], 'max-attempts', 'integer'],
  [['--max-iterations', '0'], 'max-iterations', 'integer ≥ 1'],
  [['--iterations-per-run', '-1'], 'iterations-per-run', ''],
  [['--stuck-threshold', '1.5'], 'stuck-threshold', 'integer'],
  [['--no-progress-limit', 'x'], 'no-progress-limit', 'integer'],
  [['--context-window', '-5'], 'context-window', ''],
  [['--context-threshold', '1.5'], 'context-threshold', ''],
  [['--time-budget', '0'], 'time-budget', ''],
  [['--iteration-timeout', 'soon'], 'iteration-timeout', ''],
  [['--max-cost-usd', '-1'], 'max-cost-usd', ''],
  [['--rate-limit-wait', 'x'], 'rate-limit-wait', ''],
  [['--mode', 'yolo'], 'mode', 'build'],
  [['--agent', 'gpt'], 'agent', 'claude'],
  [['--task-source', 'yaml'], 'task-source', 'json'],
  [['--checkpoint', 'disk'], 'checkpoint', 'cache'],
  [['--resume', 'maybe'], 'resume', 'auto'],
  [['--force-restart', 'yes'], 'force-restart', 'true'],
  [['--fail-on', 'stuck,broken'], 'fail-on', 'completed'],
  [['--shard', '3/2'], 'shard', ''],
  [['--hooks', 'onLunch: echo hi'], 'hooks', 'onIterationEnd'],
  [['--prompt', 'x', '--prompt-file', 'p.md'], 'prompt', 'prompt-file'],
  [['--commit', 'always'], 'commit', 'task'],
  [['--push-every', 'hour'], 'push-every', 'end'],
  [['--agent-args', '"unterminated'], 'agent-args', 'quote'],
  [['--state-dir', '../outside'], 'state-dir', 'workspace']
]

describe('invalid inputs stop before anything runs (CLI)', () => {
  it.each(CASES)('%j names %s', async (flags, input, expected) => {
    const run = await runBundle('cli', { cwd: dir, args: ['--tasks', 'plan.json', ...AGENT, ...flags] })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`'${input}'`)
    expect(run.stderr).toContain(expected)
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/) // no stack trace
    expect(run.stdout).not.toContain('=== Build Iteration')
    expect(readFileSync(path.join(dir, 'plan.json'), 'utf8')).toBe(PLAN)
    expect(existsSync(path.join(dir, 'agent-ran'))).toBe(false)
  })

  it.each([
    [['--tasks', 'notes.txt'], 'task-source'],
    [['--tasks', '../plan.json'], 'tasks'],
    [[], 'tasks']
  ])('%j names %s', async (flags, input) => {
    const run = await runBundle('cli', { cwd: dir, args: [...AGENT, ...flags] })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`'${input}'`)
  })

  it('reports an unknown flag with the closest known one', async () => {
    const run = await runBundle('cli', { cwd: dir, args: ['--max-iteration', '3'] })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--max-iterations')
  })
})

describe('invalid inputs in the action', () => {
  it('sets every output to aborted/error and fails the step', async () => {
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': 'touch agent-ran',
        'max-attempts': '0'
      }
    })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      status: 'aborted',
      'exit-code': '2',
      'halt-reason': 'error',
      iterations: '0'
    })
    expect(run.stdout).toContain("Input 'max-attempts' has value '0'")
    expect(readFileSync(path.join(dir, 'plan.json'), 'utf8')).toBe(PLAN)
  })

  it('aborts naming a task file with duplicate ids, leaving it untouched', async () => {
    const broken = JSON.stringify([
      { id: 'a', title: 'A' },
      { id: 'a', title: 'again' }
    ])
    await writeFile(path.join(dir, 'dupes.json'), broken)
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'dupes.json',
        agent: 'command',
        'agent-command': 'touch agent-ran',
        checkpoint: 'file'
      }
    })
    expect(run.outputs).toMatchObject({ status: 'aborted', 'exit-code': '2', 'halt-reason': 'error' })
    expect(run.stdout).toContain('dupes.json')
    expect(run.stdout).toContain('duplicate task id')
    expect(readFileSync(path.join(dir, 'dupes.json'), 'utf8')).toBe(broken)
  })
})
