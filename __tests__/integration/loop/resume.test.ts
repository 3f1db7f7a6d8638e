import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseCheckpoint } from '../../../src/checkpoint/validate.js'
import { AGENTS, agentInputs, jsonPlan, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

const completeOne = agentInputs(`node ${AGENTS}/complete-one.mjs plan.json`)
const idle = agentInputs(`bash ${AGENTS}/idle.sh`)

async function workspace(plan: string) {
  const dir = await makeTempDir('ralph-resume-')
  await writeFile(path.join(dir, 'plan.json'), plan)
  await makeGitRepo(dir)
  return dir
}

const checkpointOf = (dir: string) =>
  parseCheckpoint(readFileSync(path.join(dir, '.ralph', 'checkpoint.json'), 'utf8'), {
    file: 'checkpoint.json',
    stateDir: '.ralph'
  })

describe('resume across runs (checkpoint: file)', () => {
  it('halts on iterations-per-run and the next run resumes at the right iteration', async () => {
    const dir = await workspace(jsonPlan(3))
    const first = await runLoopIn(dir, { tasks: 'plan.json', 'iterations-per-run': '1', ...completeOne })
    expect(first.result).toMatchObject({
      status: 'halted',
      haltReason: 'run_slice',
      exitCode: 0,
      iterations: 1
    })
    expect(checkpointOf(dir)).toMatchObject({ status: 'halted', halt_reason: 'run_slice', iteration: 2 })
    // A configured run slice is the plan: said as information, with no warning annotation.
    expect(first.log.lines.join('\n')).toContain('resumes from the checkpoint')
    expect(first.log.warnings).toEqual([])

    const second = await runLoopIn(dir, { tasks: 'plan.json', ...completeOne })
    expect(second.result).toMatchObject({
      status: 'completed',
      iterations: 2,
      totalIterations: 3,
      resumed: true
    })
    expect(second.log.lines).toContain(
      '=== Build Iteration 2 (Subtask: t2, Attempt: 1/5, 2 subtasks remaining) ==='
    )
    expect(checkpointOf(dir)).toMatchObject({ status: 'completed', iteration: 4 })
  })

  it('keeps attempts across runs, stays stuck until the task source changes, then starts the task again', async () => {
    const dir = await workspace(jsonPlan(1))
    const inputs = {
      tasks: 'plan.json',
      'max-attempts': '2',
      'iterations-per-run': '1',
      'stuck-threshold': '0',
      'no-progress-limit': '0',
      ...idle
    }
    await runLoopIn(dir, inputs)
    const second = await runLoopIn(dir, inputs)
    expect(second.log.lines).toContain(
      '=== Build Iteration 2 (Subtask: t1, Attempt: 2/2, 1 subtasks remaining) ==='
    )
    const third = await runLoopIn(dir, inputs)
    expect(third.result).toMatchObject({
      status: 'stuck',
      haltReason: 'max_attempts',
      iterations: 0,
      stuckTask: 't1'
    })

    const before = readFileSync(path.join(dir, '.ralph', 'checkpoint.json'), 'utf8')
    const again = await runLoopIn(dir, inputs)
    expect(again.result).toMatchObject({ status: 'stuck', iterations: 0, stuckTask: 't1' })
    expect(again.result.message).toContain('waits for guidance')
    expect(readFileSync(path.join(dir, '.ralph', 'checkpoint.json'), 'utf8')).toBe(before)

    await writeFile(path.join(dir, 'plan.json'), jsonPlan(1).replace('Task 1', 'Task 1, split smaller'))
    const changed = await runLoopIn(dir, inputs)
    expect(changed.result).toMatchObject({ status: 'halted', iterations: 1, resumed: true })
    expect(changed.log.lines).toContain(
      '=== Build Iteration 3 (Subtask: t1, Attempt: 1/2, 1 subtasks remaining) ==='
    )
  })

  it('force-restart discards the checkpoint and starts a new loop', async () => {
    const dir = await workspace(jsonPlan(3))
    await runLoopIn(dir, { tasks: 'plan.json', 'iterations-per-run': '1', ...idle })
    const fresh = await runLoopIn(dir, {
      tasks: 'plan.json',
      'iterations-per-run': '1',
      'force-restart': 'true',
      ...idle
    })
    expect(fresh.result).toMatchObject({ resumed: false, totalIterations: 1 })
    expect(fresh.log.lines).toContain(
      '=== Build Iteration 1 (Subtask: t1, Attempt: 1/5, 3 subtasks remaining) ==='
    )
  })

  it.each([
    ['truncated', (text: string) => text.slice(0, 100), '(file)'],
    ['wrong types', (text: string) => text.replace('"iteration":2', '"iteration":"2"'), 'iteration'],
    [
      'path traversal',
      (text: string) => text.replace(/"continuation_context":"[^"]+"/, '"continuation_context":"../../x"'),
      'continuation_context'
    ]
  ])(
    'stops on a %s checkpoint with a clear error and leaves the file as it was',
    async (_name, corrupt, field) => {
      const dir = await workspace(jsonPlan(3))
      await runLoopIn(dir, { tasks: 'plan.json', 'iterations-per-run': '1', ...idle })
      const file = path.join(dir, '.ralph', 'checkpoint.json')
      const broken = corrupt(await readFile(file, 'utf8'))
      await writeFile(file, broken)
      const run = await runLoopIn(dir, { tasks: 'plan.json', ...idle })
      expect(run.result).toMatchObject({ status: 'aborted', haltReason: 'error', exitCode: 2, iterations: 0 })
      expect(run.result.message).toContain(`'${field}'`)
      expect(run.result.message).toContain('force-restart: true')
      expect(await readFile(file, 'utf8')).toBe(broken)

      const restarted = await runLoopIn(dir, {
        tasks: 'plan.json',
        'force-restart': 'true',
        'iterations-per-run': '1',
        ...idle
      })
      expect(restarted.result).toMatchObject({ status: 'halted', iterations: 1 })
    }
  )
})

describe('budgets halt cleanly and the next run resumes', () => {
  it('time_budget: the next iteration would not fit', async () => {
    const dir = await workspace(jsonPlan(3))
    // 1 ms of the 60 s budget is left: iteration 1 runs (nothing halts a run before its first), then any
    // real iteration leaves too little time for a second.
    const startedAt = Date.now() - 59_999
    const run = await runLoopIn(
      dir,
      { tasks: 'plan.json', 'time-budget': '1', ...completeOne },
      { startedAt }
    )
    expect(run.result).toMatchObject({
      status: 'halted',
      haltReason: 'time_budget',
      exitCode: 0,
      iterations: 1
    })
    const next = await runLoopIn(dir, { tasks: 'plan.json', ...completeOne })
    expect(next.result).toMatchObject({ status: 'completed', resumed: true, iterations: 2 })
  })

  it('context_threshold: the estimate reaches threshold × window', async () => {
    const dir = await workspace(jsonPlan(4))
    // After one task: 20000 + 15000 × 1 + 12000 × 3 + 5000 = 76000 ≥ 0.9 × 80000.
    const run = await runLoopIn(dir, { tasks: 'plan.json', 'context-window': '80000', ...completeOne })
    expect(run.result).toMatchObject({ status: 'halted', haltReason: 'context_threshold', iterations: 1 })
    expect(checkpointOf(dir)).toMatchObject({ context_estimate: 76000, halt_reason: 'context_threshold' })
    const next = await runLoopIn(dir, { tasks: 'plan.json', ...completeOne })
    expect(next.result).toMatchObject({ status: 'completed', resumed: true, iterations: 3 })
  })

  it('checkpoint: none keeps nothing, so the next run starts over', async () => {
    const dir = await workspace(jsonPlan(3))
    await runLoopIn(dir, { tasks: 'plan.json', checkpoint: 'none', 'iterations-per-run': '1', ...idle })
    const next = await runLoopIn(dir, {
      tasks: 'plan.json',
      checkpoint: 'none',
      'iterations-per-run': '1',
      ...idle
    })
    expect(next.result).toMatchObject({ resumed: false, totalIterations: 1 })
  })
})
