import { describe, expect, it } from '@jest/globals'
import { commandAgent } from '../../../src/agents/command.js'
import { presetFor } from '../../../src/agents/factory.js'
import type { AgentPreset } from '../../../src/agents/presets/agent-types.js'
import { PRESET_NAMES } from '../../../src/agents/presets/catalogue.js'
import { readConfig } from '../../../src/config/read-config.js'
import type { ProcessResult } from '../../../src/ports/process.js'
import { SILENT_RUN, withSilentRun } from '../../../src/loop/rules/silent-run.js'
import { FakeClock } from '../../../__fixtures__/clock.js'
import { plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import { sourceOf } from '../config/config-source.js'

// SPEC §4a, the known traps: claude in a sandbox without its temp folder exits 0 having done nothing.
// A preset's run that exits 0 and prints nothing is a failed iteration that says why, never a success.
const clock = new FakeClock()
const agents: [string, AgentPreset][] = [
  ...PRESET_NAMES.map(
    name =>
      [name, presetFor(readConfig(sourceOf({ tasks: 'plan.json', agent: name })).config, clock)] as [
        string,
        AgentPreset
      ]
  )
]
const exit = (extra: Partial<ProcessResult>): ProcessResult => ({
  exitCode: 0,
  signal: null,
  durationMs: 1,
  timedOut: false,
  interrupted: false,
  tail: '',
  outputBytes: 0,
  ...extra
})

describe.each(agents)('a %s run', (_name, agent) => {
  const read = (result: ProcessResult) =>
    withSilentRun(agent.createReaders('go', '').parser.finish(result), result)

  it('that exits 0 without printing anything is no_result, with the likely cause', () => {
    expect(read(exit({}))).toMatchObject({ errorClass: 'no_result', errorMessage: SILENT_RUN })
  })

  it.each([
    ['printed something', exit({ outputBytes: 5, tail: 'hello' })],
    ['failed', exit({ exitCode: 1 })],
    ['timed out', exit({ exitCode: null, timedOut: true })],
    ['was interrupted', exit({ exitCode: null, interrupted: true })]
  ])('that %s keeps its own reading', (_case, result) => {
    expect(read(result).errorMessage).not.toBe(SILENT_RUN)
  })
})

it('a silent preset run that changed files is a failed iteration naming the cause, never partial', async () => {
  const workspace = new MemoryWorkspace()
  await workspace.writeText('plan.json', plan(1))
  const run = await runFakeLoop(
    { tasks: 'plan.json', 'max-iterations': '1', agent: 'claude' },
    (_spec, world) => {
      void world.workspace.writeText('notes.txt', 'a change, and no word about it')
      return {}
    },
    { workspace }
  )
  expect(run.result.haltReason).toBe('max_iterations')
  expect(run.log.lines.filter(line => line.startsWith('Iteration 1:'))).toEqual([
    expect.stringMatching(/^Iteration 1: failed.*without printing anything/)
  ])
})

it('a command agent may work silently: a shell script that changed files keeps its own reading (partial)', async () => {
  expect(commandAgent('true').alwaysPrints).toBeUndefined()
  const workspace = new MemoryWorkspace()
  await workspace.writeText('plan.json', plan(1))
  const run = await runFakeLoop(
    { tasks: 'plan.json', 'max-iterations': '1' },
    (_spec, world) => {
      void world.workspace.writeText('notes.txt', 'a change, and no word about it')
      return {}
    },
    { workspace }
  )
  expect(run.log.lines.filter(line => line.startsWith('Iteration 1:'))).toEqual([
    expect.stringMatching(/^Iteration 1: partial, 1 remaining, tree changed$/)
  ])
})
