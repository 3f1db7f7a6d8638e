import { describe, expect, it } from '@jest/globals'
import { completesTask, plan, runFakeLoop, type FakeAgent } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakePullRequests } from '../../../__fixtures__/fakes/fake-mirror.js'
import { FakeSandbox } from '../../../__fixtures__/fakes/fake-sandbox.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import type { IterationRecord } from '../../../src/domain/iteration.js'

const ACTIONS = {
  GITHUB_ACTIONS: 'true',
  GITHUB_WORKFLOW: 'nightly',
  GITHUB_REPOSITORY: 'o/r',
  GITHUB_RUN_ID: '7'
}

/** An agent whose iteration 1 dials `hosts`, refused by the sandbox, and that does its task each time. */
function dialing(sandbox: FakeSandbox, hosts: string[]): FakeAgent {
  const complete = completesTask()
  return (spec, world) => {
    if (spec.env.RALPH_ITERATION === '1') sandbox.blocked.push(...hosts)
    return complete(spec, world)
  }
}

async function runRefused(hosts: string[]) {
  const sandbox = new FakeSandbox({ kind: 'on' })
  const pullRequests = new FakePullRequests()
  const run = await runFakeLoop({ tasks: 'plan.json', 'pull-request': 'ready' }, dialing(sandbox, hosts), {
    workspace: new MemoryWorkspace('/ws', { 'plan.json': plan(2) }),
    sandbox,
    pullRequests,
    env: ACTIONS
  })
  const records = (
    JSON.parse(run.workspace.text(run.result.report) ?? '{}') as { records: IterationRecord[] }
  ).records
  return { run, records, body: pullRequests.calls.at(-1)?.body ?? '' }
}

describe('a host the sandbox refused, everywhere it is recorded (SPEC §4a)', () => {
  it('is in the iteration record and summary, the output, the job summary and the pull request; none for a clean iteration', async () => {
    const { run, records, body } = await runRefused(['127.0.0.1:4242', 'evil.example.com:443'])
    expect(run.result).toMatchObject({
      status: 'completed',
      sandboxed: true,
      blockedHosts: ['127.0.0.1:4242', 'evil.example.com:443']
    })
    expect(records.map(record => record.blocked_hosts)).toEqual([
      ['127.0.0.1:4242', 'evil.example.com:443'],
      undefined
    ])
    expect(run.workspace.text('.ralph/iteration_1_summary.md')).toContain(
      '- Refused by the sandbox: `127.0.0.1:4242`, `evil.example.com:443`'
    )
    expect(run.workspace.text('.ralph/iteration_2_summary.md')).not.toContain('Refused by the sandbox')
    for (const text of [run.result.summary, body]) {
      expect(text).toContain(
        'The sandbox refused the network connections to `127.0.0.1:4242`, `evil.example.com:443`'
      )
      expect(text).toContain('allow-hosts')
    }
  })

  it('shows outside text as inert code, and at most 20 hosts with a count of the rest', async () => {
    const many = Array.from({ length: 25 }, (_, i) => `h${i}.example.com:443`)
    const { run, body } = await runRefused(['@octocat`<b>x</b>', ...many])
    for (const text of [run.result.summary, body]) {
      expect(text).toContain('``@octocat`<b>x</b>``')
      expect(text).toContain('`h18.example.com:443` and 6 more')
      expect(text).not.toContain('h19.example.com')
    }
  })

  it('leaves the job summary and the pull request as they were when nothing was refused', async () => {
    const { run, body } = await runRefused([])
    expect(run.result.blockedHosts).toEqual([])
    expect(run.result.summary).not.toContain('sandbox refused')
    expect(body).not.toContain('sandbox refused')
  })
})
