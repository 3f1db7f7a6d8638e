import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBundle } from '../../__fixtures__/bundle.js'
import { FakeClock } from '../../__fixtures__/clock.js'
import {
  claudeEnv,
  startModelServer,
  type ModelServer,
  type Step
} from '../../__fixtures__/anthropic-server.js'
import { jsonPlan, runLoopIn } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin')
const servers: ModelServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
  await cleanup()
})

/**
 * A scripted model that does one task per session, as a real one would: it reads the plan, then uses
 * the Write tool to mark the first open task done; when that tool result comes back it says it is
 * done. (Claude Code 2.1.197 refuses to write a file the session has not read.)
 */
function oneTaskPerSession(dir: string): Step {
  const file = path.join(dir, 'plan.json')
  return request => {
    const messages = request.messages as { role: string; content: unknown }[]
    const calls = messages
      .filter(message => message.role === 'assistant' && Array.isArray(message.content))
      .flatMap(message => message.content as { type?: string; name?: string }[])
      .filter(block => block.type === 'tool_use')
    const lastTool = calls.at(-1)?.name
    if (lastTool === 'Write')
      return { text: 'I marked the task done.', usage: { input: 1500, output: 12, cacheRead: 300 } }
    if (lastTool !== 'Read')
      return { tools: [{ tool: 'Read', input: { file_path: file } }], usage: { input: 1100, output: 20 } }
    const plan = JSON.parse(readFileSync(file, 'utf8')) as { subtasks: { done: boolean }[] }
    const open = plan.subtasks.find(task => !task.done)
    if (open) open.done = true
    return {
      text: 'Working on the current task.',
      tools: [{ tool: 'Write', input: { file_path: file, content: JSON.stringify(plan, null, 2) } }],
      usage: { input: 1200, output: 40 }
    }
  }
}

async function setup(script: (dir: string) => Step[]) {
  const dir = await makeTempDir('ralph-claude-e2e-')
  const home = await makeTempDir('ralph-claude-home-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(3))
  await makeGitRepo(dir)
  const server = await startModelServer(script(dir))
  servers.push(server)
  const env = { PATH: `${BIN}:${process.env.PATH ?? ''}`, ...claudeEnv(server, home) }
  return { dir, server, env }
}

describe('the bundled action with agent: claude (the real CLI, a scripted model on loopback)', () => {
  it('completes a 3-task plan in 3 iterations and reports the tokens and cost the model served', async () => {
    const { dir, server, env } = await setup(dir => [oneTaskPerSession(dir)])
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'claude',
        'agent-args': '--permission-mode acceptEdits',
        checkpoint: 'file',
        commit: 'none'
      },
      env
    })
    expect(run.outputs).toMatchObject({
      status: 'completed',
      'exit-code': '0',
      iterations: '3',
      'tasks-done': '3'
    })
    const served = server.served
    expect(Number(run.outputs['input-tokens'])).toBe(served.input + served.cacheRead + served.cacheCreation)
    expect(Number(run.outputs['output-tokens'])).toBe(served.output)
    const report = JSON.parse(readFileSync(path.join(dir, '.ralph', 'report.json'), 'utf8')) as {
      records: { cost_usd: number }[]
    }
    const perIteration = report.records.map(record => record.cost_usd)
    expect(perIteration.every(cost => cost > 0)).toBe(true)
    // Both are rounded to a millionth of a dollar where shown: the sum of the rounded may differ by one.
    expect(Number(run.outputs['cost-usd'])).toBeCloseTo(
      perIteration.reduce((a, b) => a + b, 0),
      5
    )
    expect(run.outputs['session-id']).toMatch(/^[0-9a-f-]{36}$/)
    // The key reaches the log only in the command that tells the runner to mask it.
    const withKey = run.stdout.split('\n').filter(line => line.includes('sk-ant-test-key-0000'))
    expect(withKey).toEqual(['::add-mask::sk-ant-test-key-0000'])
  }, 60_000)

  it('aborts at once on a rejected key (401), after one invocation, naming the secret', async () => {
    const { dir, server, env } = await setup(() => [
      { status: 401, type: 'authentication_error', message: 'invalid x-api-key' }
    ])
    const started = Date.now()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: { tasks: 'plan.json', agent: 'claude', checkpoint: 'file', commit: 'none' },
      env
    })
    expect(run.outputs).toMatchObject({
      status: 'aborted',
      'exit-code': '2',
      'halt-reason': 'error',
      iterations: '1'
    })
    expect(run.stdout).toContain('ANTHROPIC_API_KEY')
    expect(server.requests.length).toBeLessThanOrEqual(2)
    expect(Date.now() - started).toBeLessThan(15_000)
  }, 30_000)

  it('halts as rate_limited on a 429 with rate-limit-wait 0, checkpoint saved, exit 0', async () => {
    const { dir, env } = await setup(() => [
      { status: 429, type: 'rate_limit_error', message: 'rate limited' }
    ])
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'claude',
        'rate-limit-wait': '0',
        checkpoint: 'file',
        commit: 'none'
      },
      env: { ...env, CLAUDE_CODE_MAX_RETRIES: '0' }
    })
    expect(run.outputs).toMatchObject({ status: 'halted', 'halt-reason': 'rate_limited', 'exit-code': '0' })
    expect(run.code).toBe(0)
    const checkpoint = JSON.parse(
      readFileSync(path.join(dir, '.ralph', 'checkpoint.json'), 'utf8')
    ) as Record<string, unknown>
    expect(checkpoint).toMatchObject({ status: 'halted', halt_reason: 'rate_limited', attempts: {} })
  }, 30_000)

  it('waits for a 429 to reset (a short real wait), then completes; the rate-limited iteration costs no attempt', async () => {
    const { dir, env } = await setup(dir => [
      { status: 429, type: 'rate_limit_error', message: 'rate limited' },
      oneTaskPerSession(dir)
    ])
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'claude',
        'rate-limit-wait': '0.02',
        'max-attempts': '1',
        checkpoint: 'file',
        commit: 'none'
      },
      env: { ...env, CLAUDE_CODE_MAX_RETRIES: '0' }
    })
    expect(run.stdout).toMatch(/Rate limited \(resets at an unknown time\): waiting 1 s/)
    expect(run.outputs).toMatchObject({ status: 'completed', iterations: '4' })
  }, 60_000)

  it('waits on the clock until the reset given by the limit message (fake clock)', async () => {
    const { dir, env } = await setup(dir => [
      { status: 429, type: 'rate_limit_error', message: "You've hit your limit · resets 2am (UTC)" },
      oneTaskPerSession(dir)
    ])
    const clock = new FakeClock(Date.UTC(2026, 10, 22, 1, 50))
    const { result } = await runLoopIn(
      dir,
      { tasks: 'plan.json', agent: 'claude', 'rate-limit-wait': '15' },
      {
        env: { ...env, CLAUDE_CODE_MAX_RETRIES: '0' },
        clock
      }
    )
    expect(result).toMatchObject({ status: 'completed', iterations: 4 })
    expect(clock.sleeps).toEqual([10 * 60_000 + 5000])
  }, 60_000)
})

describe('budgets with an agent that reports cost and context', () => {
  it('halts as cost_budget before an iteration whose average cost would overshoot, and warns on a full context', async () => {
    const { dir, env } = await setup(dir => [oneTaskPerSession(dir)])
    const { result, log } = await runLoopIn(
      dir,
      { tasks: 'plan.json', agent: 'claude', 'max-cost-usd': '0.02', 'context-threshold': '0.000001' },
      { env }
    )
    expect(result).toMatchObject({ status: 'halted', haltReason: 'cost_budget', exitCode: 0, iterations: 1 })
    expect(result.costUsd).toBeGreaterThan(0)
    expect(log.warnings.some(w => w.includes("The agent's context reached"))).toBe(true)
  }, 60_000)
})
