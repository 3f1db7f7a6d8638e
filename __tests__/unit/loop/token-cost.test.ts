import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { StreamLine } from '../../../src/agents/presets/stream-line.js'
import { codexAgent } from '../../../src/agents/presets/codex/codex.js'
import { geminiAgent } from '../../../src/agents/presets/gemini/gemini.js'
import type { ProcessSpec } from '../../../src/ports/process.js'
import { lifetimeCostHalt, withTokenCost } from '../../../src/loop/rules/token-cost.js'
import { plan, runFakeLoop, type FakeWorld } from '../../../__fixtures__/fakes/fake-loop.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const STREAMS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/agents/streams'
)
const recorded = (name: string) => readFileSync(path.join(STREAMS, name), 'utf8').split('\n')
const options = { binary: 'x', args: [], model: undefined, now: () => 0 }
const ok = {
  exitCode: 0,
  signal: null,
  durationMs: 1,
  timedOut: false,
  interrupted: false,
  tail: '',
  outputBytes: 0
}
const PRICES = { input: 1.25, output: 10, cached: 0.125 }

function parsed(agent: typeof codexAgent, lines: string[]) {
  const parser = agent(options).createReaders('', '').parser
  for (const line of lines) parser.onLine(new StreamLine(line))
  return parser.finish(ok)
}

describe('token-prices turn reported tokens into dollars (SPEC §4)', () => {
  it('codex 0.169 (recorded): cached input at the cached price, the rest at the input price', () => {
    const telemetry = parsed(codexAgent, recorded('codex-success.jsonl'))
    // 24,763 input of which 24,448 cached, 122 output.
    const expected = (315 * 1.25 + 24448 * 0.125 + 122 * 10) / 1e6
    expect(withTokenCost(telemetry, PRICES).costUsd).toBeCloseTo(expected, 12)
  })

  it('gemini 0.61 (recorded): prompt tokens in (cached among them), candidates and thoughts out', () => {
    const telemetry = parsed(geminiAgent, recorded('gemini-success.json'))
    const expected = ((5210 - 4096) * 1.25 + 4096 * 0.125 + 90 * 10) / 1e6
    expect(withTokenCost(telemetry, PRICES).costUsd).toBeCloseTo(expected, 12)
  })

  it("an agent's own cost wins; no prices or no tokens leave it without a cost", () => {
    const own = { finalMessage: '', errorClass: 'none' as const, costUsd: 0.5, inputTokens: 1e6 }
    expect(withTokenCost(own, PRICES).costUsd).toBe(0.5)
    expect(withTokenCost({ ...own, costUsd: undefined }, undefined).costUsd).toBeUndefined()
    expect(withTokenCost({ finalMessage: '', errorClass: 'none' }, PRICES).costUsd).toBeUndefined()
  })
})

describe('max-total-cost-usd: the lifetime cap (SPEC §6)', () => {
  it.each([
    [{ cost_usd: 0, iterations: 0 }, 1, false],
    [{ cost_usd: 0.4, iterations: 1 }, 1, false],
    [{ cost_usd: 0.8, iterations: 2 }, 1, true],
    [{ cost_usd: 1, iterations: 2 }, 1, true],
    [{ cost_usd: 5, iterations: 2 }, 0, false]
  ])('%j under %d → halt %s', (totals, cap, halts) => {
    expect(lifetimeCostHalt(totals, cap) !== undefined).toBe(halts)
  })
})

/** A codex that marks its task done in plan.json and reports 100,000 input and 10,000 output tokens. */
function codexDoing(calls: string[]) {
  return (spec: ProcessSpec, { workspace }: FakeWorld) => {
    const id = spec.env.RALPH_TASK_ID ?? ''
    calls.push(id)
    const data = JSON.parse(workspace.text('plan.json') ?? '{}') as {
      subtasks: { id: string; done: boolean }[]
    }
    for (const task of data.subtasks) if (task.id === id) task.done = true
    void workspace.writeText('plan.json', JSON.stringify(data, null, 2))
    const usage = { input_tokens: 100_000, cached_input_tokens: 0, output_tokens: 10_000 }
    const lines = [
      { type: 'item.completed', item: { id: 'i1', type: 'agent_message', text: `Marked ${id} done.` } },
      { type: 'turn.completed', usage }
    ]
    return { stdout: lines.map(line => JSON.stringify(line)).join('\n') + '\n' }
  }
}

// Each iteration: 100,000 × $1.25 + 10,000 × $10 per million = $0.225.
const COSTED = { agent: 'codex', tasks: 'plan.json', 'token-prices': 'input=1.25,output=10' }

describe('cost caps with codex and token-prices, through the loop on fakes', () => {
  it('max-cost-usd halts a codex run once the next iteration would pass it', async () => {
    const workspace = new MemoryWorkspace()
    await workspace.writeText('plan.json', plan(10))
    const calls: string[] = []
    const run = await runFakeLoop({ ...COSTED, 'max-cost-usd': '0.5' }, codexDoing(calls), { workspace })
    expect(run.result).toMatchObject({ status: 'halted', haltReason: 'cost_budget' })
    expect(calls).toEqual(['t1', 't2'])
    expect(run.result.costUsd).toBeCloseTo(0.45, 10)
  })

  it('max-total-cost-usd across three runs: the third invokes no agent until the cap is raised', async () => {
    const workspace = new MemoryWorkspace()
    await workspace.writeText('plan.json', plan(10))
    const calls: string[] = []
    const inputs = { ...COSTED, 'max-total-cost-usd': '0.5', 'iterations-per-run': '1' }
    const first = await runFakeLoop(inputs, codexDoing(calls), { workspace })
    expect(first.result).toMatchObject({ status: 'halted', haltReason: 'run_slice' })
    const second = await runFakeLoop(inputs, codexDoing(calls), { workspace })
    expect(second.result).toMatchObject({ status: 'halted', haltReason: 'run_slice' })
    const third = await runFakeLoop(inputs, codexDoing(calls), { workspace })
    expect(third.result).toMatchObject({ status: 'halted', haltReason: 'cost_budget' })
    expect(third.result.message).toContain('max-total-cost-usd')
    expect(calls).toEqual(['t1', 't2'])
    const raised = await runFakeLoop({ ...inputs, 'max-total-cost-usd': '1' }, codexDoing(calls), {
      workspace
    })
    expect(raised.result).toMatchObject({ status: 'halted', haltReason: 'run_slice' })
    expect(calls).toEqual(['t1', 't2', 't3'])
  })
})
