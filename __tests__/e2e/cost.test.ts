import { afterAll, describe, expect, it } from '@jest/globals'
import { chmod, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

/** A checkout with a 3-task plan and a stand-in claude that does one task a call and reports $0.1 for it. */
async function setup() {
  const dir = await makeTempDir('ralph-e2e-cost-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(3))
  await makeGitRepo(dir)
  const bin = await makeTempDir('ralph-e2e-cost-bin-')
  const claude = path.join(bin, 'claude')
  await writeFile(
    claude,
    `#!/bin/sh\nnode ${AGENTS}/complete-one.mjs plan.json >/dev/null\nexec node ${AGENTS}/fake-claude.mjs\n`
  )
  await chmod(claude, 0o755)
  return { dir, claude }
}

describe('costs as a person reads them: rounded where shown, never 0.30000000000000004', () => {
  it('outputs, report.json and the job summary show $0.1 × 3 as 0.3', async () => {
    const { dir, claude } = await setup()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'claude',
        'agent-binary': claude,
        'agent-args': '',
        commit: 'none'
      },
      env: { FAKE_CLAUDE_COST: '0.1' }
    })
    expect(run.outputs).toMatchObject({
      status: 'completed',
      iterations: '3',
      'cost-usd': '0.3',
      'total-cost-usd': '0.3'
    })
    const report = JSON.parse(await readFile(path.join(dir, '.ralph', 'report.json'), 'utf8')) as {
      cost_usd: number
      loop_totals: { cost_usd: number }
    }
    expect(report.cost_usd).toBe(0.3)
    expect(report.loop_totals.cost_usd).toBe(0.3)
    expect(run.summary).toContain('cost **$0.3**')
    expect(run.summary).not.toMatch(/0\.3000000/)
  }, 60_000)
  it.each<[string, string, string]>([
    [
      'the next iteration would pass the cap',
      '0.4',
      'This run has spent $0.8 over 2 iterations (about $0.4 an iteration): the next one would pass max-cost-usd ($1). The next run resumes at iteration 3.'
    ],
    [
      'one iteration already went past it',
      '1.5',
      'This run has spent $1.5 over 1 iteration (about $1.5 an iteration), past max-cost-usd ($1): iteration 1 went past it. The next run resumes at iteration 2.'
    ]
  ])(
    'the max-cost-usd halt names the amounts: %s',
    async (_, cost, message) => {
      const { dir, claude } = await setup()
      const run = await runBundle('main', {
        cwd: dir,
        inputs: {
          tasks: 'plan.json',
          agent: 'claude',
          'agent-binary': claude,
          'agent-args': '',
          commit: 'none',
          'max-cost-usd': '1'
        },
        env: { FAKE_CLAUDE_COST: cost }
      })
      expect(run.outputs).toMatchObject({ status: 'halted', 'halt-reason': 'cost_budget' })
      expect(run.stdout).toContain(`=== Ralph Loop halted (cost_budget): ${message} ===`)
      expect(run.summary).toContain(message.split(':')[0])
    },
    60_000
  )
})
