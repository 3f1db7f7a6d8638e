import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LoopResult } from '../../../src/domain/result.js'
import { HOOK_EVENTS } from '../../../src/config/parse-lists.js'
import {
  completesTask,
  idles,
  plan,
  runFakeLoop,
  type FakeAgent
} from '../../../__fixtures__/fakes/fake-loop.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const STREAMS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/agents/streams'
)
const stream = (name: string) => readFileSync(path.join(STREAMS, name), 'utf8')

/** Every hook event, each running the command `hook`: the runner records which fired, in order. */
const ALL_HOOKS = HOOK_EVENTS.map(event => `${event}: hook`).join('\n')

/** An agent that changes a file every time and fails: work but no progress on the task. */
const failsButEdits: FakeAgent = (spec, { workspace }) => {
  void workspace.writeText('scratch.txt', `iteration ${spec.env.RALPH_ITERATION ?? ''}`)
  return { exitCode: 1 }
}

interface Case {
  name: string
  inputs: Record<string, string>
  agent: FakeAgent
  expected: Partial<LoopResult>
  /** The hook events that fired, in order. */
  events: string[]
}

const DONE_ONE = ['onIterationEnd', 'onTaskComplete']
const ENDED = ['onIterationEnd']

const CASES: Case[] = [
  {
    name: 'completes a 3-task plan in 3 iterations',
    inputs: {},
    agent: completesTask(),
    expected: { status: 'completed', haltReason: 'completion', exitCode: 0, iterations: 3, tasksDone: 3 },
    events: [...DONE_ONE, ...DONE_ONE, ...DONE_ONE, 'onComplete']
  },
  {
    name: 'is stuck at max-attempts, with the seed 000 hook before onStuck',
    inputs: { 'max-attempts': '2' },
    agent: idles,
    expected: { status: 'stuck', haltReason: 'max_attempts', exitCode: 1, iterations: 2, stuckTask: 't1' },
    events: [...ENDED, ...ENDED, 'onMaxIterationsExceeded', 'onStuck']
  },
  {
    name: 'is stuck after stuck-threshold failures in a row',
    inputs: { 'stuck-threshold': '3' },
    agent: failsButEdits,
    expected: { status: 'stuck', haltReason: 'stuck_consecutive', iterations: 3, stuckTask: 't1' },
    events: [...ENDED, ...ENDED, ...ENDED, 'onStuck']
  },
  {
    name: 'is stuck when neither the work nor the tree changes (the first iteration never counts)',
    inputs: { 'stuck-threshold': '0', 'no-progress-limit': '2' },
    agent: idles,
    expected: { status: 'stuck', haltReason: 'no_progress', iterations: 3 },
    events: [...ENDED, ...ENDED, ...ENDED, 'onStuck']
  },
  {
    name: 'halts after iterations-per-run',
    inputs: { 'iterations-per-run': '1' },
    agent: completesTask(),
    expected: { status: 'halted', haltReason: 'run_slice', exitCode: 0, iterations: 1 },
    events: [...DONE_ONE, 'onHalt']
  },
  {
    name: 'aborts at max-iterations with work left',
    inputs: { 'max-iterations': '2' },
    agent: completesTask(),
    expected: { status: 'aborted', haltReason: 'max_iterations', exitCode: 2, workRemaining: ['t3'] },
    events: [...DONE_ONE, ...DONE_ONE, 'onAbort']
  },
  {
    name: 'aborts before any iteration when the agent cannot be started',
    inputs: {},
    agent: () => ({ spawnErrorCode: 'ENOENT' }),
    expected: { status: 'aborted', haltReason: 'error', iterations: 0 },
    events: ['onAbort']
  },
  {
    name: 'aborts at once on a rejected key (claude preset)',
    inputs: { agent: 'claude' },
    agent: () => ({ stdout: stream('claude-auth.jsonl'), exitCode: 1 }),
    expected: { status: 'aborted', haltReason: 'error', iterations: 1 },
    events: ['onAbort']
  },
  {
    name: 'halts on a rate limit it may not wait for',
    inputs: { agent: 'claude', 'rate-limit-wait': '0' },
    agent: () => ({ stdout: stream('claude-rate-limit.jsonl'), exitCode: 1 }),
    expected: { status: 'halted', haltReason: 'rate_limited', iterations: 1 },
    events: ['onHalt']
  },
  {
    name: 'halts when the next iteration would not fit the time budget',
    inputs: { 'time-budget': '60' },
    // Each invocation takes 40 of the 60 minutes.
    agent: (spec, world) => {
      world.clock.advance(40 * 60 * 1000)
      return completesTask()(spec, world)
    },
    expected: { status: 'halted', haltReason: 'time_budget', iterations: 1 },
    events: [...DONE_ONE, 'onHalt']
  }
]

describe('the loop on fakes: every stop, and the hooks it fires', () => {
  it.each(CASES)('$name', async ({ inputs, agent, expected, events }) => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(3) })
    const run = await runFakeLoop({ tasks: 'plan.json', hooks: ALL_HOOKS, ...inputs }, agent, { workspace })
    expect(run.result).toMatchObject(expected)
    expect(run.runner.hookEvents).toEqual(events)
  })
})
