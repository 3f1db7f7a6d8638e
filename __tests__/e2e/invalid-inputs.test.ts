import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
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

// Every input's out-of-range and wrong-type values are in the fault corpus (__fixtures__/bad/cases.json,
// run by __tests__/faults/bad-inputs.test.ts); these are the cases that need more than a flag.
describe('invalid inputs stop before anything runs (CLI)', () => {
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
    // One error annotation for the one event: the step fails without setFailed repeating it.
    expect(run.stdout.match(/^::error/gm)).toHaveLength(1)
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

describe('a misspelled input in the action (issue 25 item 7)', () => {
  it('is a warning naming the closest input, once, and the run goes on', async () => {
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': 'true',
        checkpoint: 'none',
        'max-iteration': '2'
      }
    })
    const warnings = run.stdout.split('\n').filter(line => line.includes('INPUT_MAX-ITERATION'))
    expect(warnings).toEqual([
      "::warning::Input 'max-iteration' (INPUT_MAX-ITERATION) is not an input of this action and is ignored. Did you mean 'max-iterations'? Fix its name under 'with:'."
    ])
  })

  it('is still a warning when another input is invalid: one mistake does not hide the other', async () => {
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': 'true',
        'max-attempts': '0',
        'max-iteration': '2'
      }
    })
    expect(run.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error' })
    expect(run.stdout).toContain("Input 'max-attempts' has value '0'")
    expect(run.stdout).toContain("::warning::Input 'max-iteration' (INPUT_MAX-ITERATION) is not an input")
  })
})
