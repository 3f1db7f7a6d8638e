import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import type { ProcessSpec } from '../../../src/ports/process.js'
import { plan, runFakeLoop, type FakeWorld } from '../../../__fixtures__/fakes/fake-loop.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import type { Checkpoint } from '../../../src/checkpoint/schema.js'
import { FakeClock } from '../../../__fixtures__/clock.js'

const STREAMS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/agents/streams'
)
// claude 2.1's own output for a usage limit (recorded): a 429 with no reset the loop can wait for.
const CLAUDE_LIMIT = readFileSync(path.join(STREAMS, 'claude-rate-limit.jsonl'), 'utf8')

/** claude's usage limit with the reset its `rate_limit_event` names (seconds since the epoch). */
function limitResetting(resetsAt: number): string {
  const event = { type: 'rate_limit_event', rate_limit_info: { status: 'rejected', resetsAt } }
  return `${JSON.stringify(event)}\n${CLAUDE_LIMIT}`
}

/**
 * claude is out of quota (`limit` is its output, the recorded one by default) until `until`, if
 * given; codex marks its task done. Records which binary ran, in order.
 */
function agents(ran: string[], limit = CLAUDE_LIMIT, until = Infinity) {
  return (spec: ProcessSpec, { workspace, clock }: FakeWorld) => {
    const binary = path.basename(spec.argv[0] ?? '')
    ran.push(binary)
    if (binary === 'claude' && clock.now() < until) return { stdout: limit, exitCode: 1 }
    const id = spec.env.RALPH_TASK_ID ?? ''
    const data = JSON.parse(workspace.text('plan.json') ?? '{}') as {
      subtasks: { id: string; done: boolean }[]
    }
    for (const task of data.subtasks) if (task.id === id) task.done = true
    void workspace.writeText('plan.json', JSON.stringify(data, null, 2))
    const message = {
      type: 'item.completed',
      item: { id: 'i1', type: 'agent_message', text: `Marked ${id} done.` }
    }
    const usage = {
      type: 'turn.completed',
      usage: { input_tokens: 10, cached_input_tokens: 0, output_tokens: 1 }
    }
    return { stdout: `${JSON.stringify(message)}\n${JSON.stringify(usage)}\n` }
  }
}

const INPUTS = { agent: 'claude', tasks: 'plan.json', 'rate-limit-wait': '0' }

describe('fallback-agent (SPEC §4)', () => {
  it('takes over the rest of the run after a usage limit, with its default agent-args; the records say who ran', async () => {
    const workspace = new MemoryWorkspace()
    await workspace.writeText('plan.json', plan(2))
    const ran: string[] = []
    const run = await runFakeLoop({ ...INPUTS, 'fallback-agent': 'codex' }, agents(ran), { workspace })
    expect(run.result.status).toBe('completed')
    expect(ran).toEqual(['claude', 'codex', 'codex'])
    const codexCall = run.runner.calls.find(call => path.basename(call.argv[0] ?? '') === 'codex')
    expect(codexCall?.argv.slice(0, 5)).toEqual(['codex', 'exec', '--json', '--sandbox', 'workspace-write'])
    expect(run.log.warnings.join('\n')).toContain(
      'The agent claude hit a usage limit (resets at an unknown time): the rest of this run uses fallback-agent codex at once'
    )
    const checkpoint = JSON.parse(workspace.text('.ralph/checkpoint.json') ?? '{}') as Checkpoint
    expect(checkpoint.history.map(record => [record.agent, record.error_class])).toEqual([
      ['claude', 'rate_limited'],
      ['codex', 'none'],
      ['codex', 'none']
    ])
    expect(workspace.text('.ralph/iteration_2_summary.md')).toContain('- Agent: codex')
  })

  // SPEC §4: an unknown reset, or one later than rate-limit-wait and the time budget allow, hands over
  // at once; a reset that rate-limit-wait covers is waited for, and the agent goes on.
  const START = Date.UTC(2025, 0, 1)
  it.each<[string, () => string, Record<string, string>, number[], string[]]>([
    [
      'an unknown reset: at once, no rate-limit-wait first',
      () => CLAUDE_LIMIT,
      {},
      [],
      ['claude', 'codex', 'codex']
    ],
    [
      'a reset beyond rate-limit-wait: at once',
      () => limitResetting(START / 1000 + 3600),
      {},
      [],
      ['claude', 'codex', 'codex']
    ],
    [
      'a reset beyond the time budget: at once',
      () => limitResetting(START / 1000 + 600),
      { 'time-budget': '5' },
      [],
      ['claude', 'codex', 'codex']
    ],
    [
      'a reset within rate-limit-wait: waited for, then the agent again',
      () => limitResetting(START / 1000 + 120),
      {},
      [125_000],
      ['claude', 'claude', 'claude']
    ]
  ])('with the default rate-limit-wait (15m), %s', async (_, limit, inputs, sleeps, ran) => {
    const workspace = new MemoryWorkspace()
    await workspace.writeText('plan.json', plan(2))
    const clock = new FakeClock(START)
    const calls: string[] = []
    const run = await runFakeLoop(
      { agent: 'claude', tasks: 'plan.json', 'fallback-agent': 'codex', ...inputs },
      agents(calls, limit(), START + 120_000),
      { workspace, clock }
    )
    expect(run.result.status).toBe('completed')
    expect(calls).toEqual(ran)
    // The clock moved only by the waits asked for: no rate-limit-wait before the fallback.
    expect(clock.sleeps).toEqual(sleeps)
  })

  it('without it, the same usage limit halts the run as rate_limited', async () => {
    const workspace = new MemoryWorkspace()
    await workspace.writeText('plan.json', plan(2))
    const ran: string[] = []
    const run = await runFakeLoop(INPUTS, agents(ran), { workspace })
    expect(run.result).toMatchObject({ status: 'halted', haltReason: 'rate_limited' })
    expect(ran).toEqual(['claude'])
  })

  it('a fallback that hits a usage limit too halts the run', async () => {
    const workspace = new MemoryWorkspace()
    await workspace.writeText('plan.json', plan(2))
    const ran: string[] = []
    const run = await runFakeLoop(
      { ...INPUTS, agent: 'codex', 'fallback-agent': 'claude', 'token-prices': 'input=1,output=1' },
      (spec, world) => {
        const binary = path.basename(spec.argv[0] ?? '')
        ran.push(binary)
        if (binary === 'codex')
          return {
            stdout: '{"type":"turn.failed","error":{"message":"You’ve hit your usage limit."}}\n',
            exitCode: 1
          }
        return agents([])(spec, world)
      },
      { workspace }
    )
    expect(ran).toEqual(['codex', 'claude'])
    expect(run.result).toMatchObject({ status: 'halted', haltReason: 'rate_limited' })
  })
})
