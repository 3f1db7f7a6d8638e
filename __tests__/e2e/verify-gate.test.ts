import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const OUTPUTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../__fixtures__/test-outputs')

/** One task the agent does at once; the verify command prints (or writes as the report) a recorded output. */
async function verifyWith(fixture: string) {
  const dir = await makeTempDir('ralph-verify-gate-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
  await makeGitRepo(dir)
  const report = fixture.endsWith('.xml')
  return runBundle('main', {
    cwd: dir,
    inputs: {
      tasks: 'plan.json',
      checkpoint: 'file',
      agent: 'command',
      'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
      'verify-command': report ? `cp ${OUTPUTS}/${fixture} junit.xml` : `cat ${OUTPUTS}/${fixture}`,
      ...(report ? { 'verify-report': 'junit.xml' } : {}),
      'max-iterations': '2'
    }
  })
}

describe('nothing ran fails the verify gate in every format (SPEC §7)', () => {
  it.each<[string, string]>([
    ['junit-all-skipped.xml', 'JUnit report: 2 tests (0 ran), 0 failures, 0 errors'],
    ['junit-counts-no-cases.xml', 'tests="5" on <testsuite name="sum"> but 0 test cases listed under it'],
    ['go-test-no-tests-to-run.txt', 'go test summary: 0 passed, 0 failed'],
    ['pytest-skipped.txt', 'pytest summary: 0 passed, 0 failed'],
    ['tap-subtest-fail.txt', 'node --test / TAP summary: 1 passed, 1 failed']
  ])('%s → the gate fails and the run does not complete', async (fixture, rule) => {
    const run = await verifyWith(fixture)
    expect(run.stdout).toContain(`Verify gate: fail — `)
    expect(run.stdout).toContain(rule)
    expect(run.outputs.status).not.toBe('completed')
    expect(run.outputs['work-remaining']).toContain('verify')
  })

  it('a report with cases that ran and passed completes', async () => {
    const run = await verifyWith('junit-pass.xml')
    expect(run.stdout).toContain('Verify gate: pass — JUnit report: 3 tests (2 ran), 0 failures, 0 errors')
    expect(run.outputs.status).toBe('completed')
  })
})
