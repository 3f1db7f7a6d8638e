import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AGENTS, agentInputs, jsonPlan, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

// Marks every task done in one go, touching nothing else.
const MARK_ALL = agentInputs(
  `node -e 'const f=require("fs");const p=JSON.parse(f.readFileSync("plan.json"));p.subtasks.forEach(t=>t.done=true);f.writeFileSync("plan.json",JSON.stringify(p))'; cp "$RALPH_PROMPT_FILE" "prompt-$RALPH_ITERATION.txt"`
)

async function workspace() {
  const dir = await makeTempDir('ralph-verify-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(2))
  await writeFile(path.join(dir, '.gitignore'), 'prompt-*.txt\n')
  await makeGitRepo(dir)
  return dir
}

describe('the verify gate: completed means the source says so AND the tests pass', () => {
  it('is not completed when every task is marked done but the verify command fails', async () => {
    const dir = await workspace()
    const verify = 'echo "Tests:       1 failed, 3 passed, 4 total"; exit 1'
    const { result, log } = await runLoopIn(dir, {
      tasks: 'plan.json',
      'verify-command': verify,
      'max-attempts': '2',
      ...MARK_ALL
    })
    expect(result).toMatchObject({
      status: 'stuck',
      stuckTask: 'verify',
      tasksDone: 2,
      workRemaining: ['verify']
    })
    expect(log.lines).toContain(
      '=== Build Iteration 2 (Subtask: verify, Attempt: 1/2, 1 subtasks remaining) ==='
    )
    expect(log.lines.some(line => line.includes('Verify gate: fail — exit code 1'))).toBe(true)
    // The failing output reaches the next prompt.
    expect(readFileSync(path.join(dir, 'prompt-2.txt'), 'utf8')).toContain(
      'Tests:       1 failed, 3 passed, 4 total'
    )
  })

  it('is not completed on jest "Tests: 0 passed, 0 total" with exit code 0', async () => {
    const dir = await workspace()
    const verify = 'printf "Tests:       0 passed, 0 total\\n"'
    const { result } = await runLoopIn(dir, {
      tasks: 'plan.json',
      'verify-command': verify,
      'max-attempts': '1',
      ...MARK_ALL
    })
    expect(result.status).toBe('stuck')
    expect(result.workRemaining).toEqual(['verify'])
  })

  it('completes once the agent makes the verify command pass', async () => {
    const dir = await workspace()
    const verify =
      'if [ -f fixed.txt ]; then echo "Tests:       4 passed, 4 total"; else echo "Tests:       1 failed, 3 passed, 4 total"; exit 1; fi'
    const agent = agentInputs(
      `if [ "$RALPH_TASK_ID" = verify ]; then touch fixed.txt; else node ${AGENTS}/complete-one.mjs plan.json; fi`
    )
    const { result } = await runLoopIn(dir, { tasks: 'plan.json', 'verify-command': verify, ...agent })
    expect(result).toMatchObject({ status: 'completed', iterations: 3, workRemaining: [] })
  })

  it('deletes a stale verify-report before the run, so an old passing report cannot pass', async () => {
    const dir = await workspace()
    const passing = '<testsuite tests="3" failures="0" errors="0"/>'
    await writeFile(path.join(dir, 'junit.xml'), passing)
    const { result, log } = await runLoopIn(dir, {
      tasks: 'plan.json',
      'verify-command': 'true',
      'verify-report': 'junit.xml',
      'max-attempts': '1',
      ...MARK_ALL
    })
    expect(result.status).toBe('stuck')
    expect(existsSync(path.join(dir, 'junit.xml'))).toBe(false)
    expect(log.lines.some(line => line.includes('verify-report junit.xml was not written'))).toBe(true)
  })

  it('passes with a JUnit report that shows tests and no failures', async () => {
    const dir = await workspace()
    const verify = `echo '<testsuites><testsuite tests="2" failures="0" errors="0"><testcase name="a"/><testcase name="b"/></testsuite></testsuites>' > junit.xml`
    const { result } = await runLoopIn(dir, {
      tasks: 'plan.json',
      'verify-command': verify,
      'verify-report': 'junit.xml',
      ...MARK_ALL
    })
    expect(result).toMatchObject({ status: 'completed', iterations: 1 })
  })
})
