import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FakeClock } from '../../../__fixtures__/clock.js'
import { agentInputs, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

const CLI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../__fixtures__/task-cli')
const AGENT = agentInputs(`bash ${CLI_DIR}/agent.sh`)

interface DbTask {
  id: string
  title: string
  status: 'open' | 'active' | 'done' | 'failed'
  agent?: string
  reason?: string
}

async function setup(tasks: DbTask[]) {
  const dir = await makeTempDir('ralph-taskcli-')
  const db = path.join(dir, '..', `${path.basename(dir)}-db.json`)
  const log = path.join(dir, '..', `${path.basename(dir)}-log.jsonl`)
  await writeFile(db, JSON.stringify({ tasks }))
  const env = { PATH: `${CLI_DIR}:${process.env.PATH ?? ''}`, TASK_DB: db, TASK_LOG: log }
  const readDb = () => (JSON.parse(readFileSync(db, 'utf8')) as { tasks: DbTask[] }).tasks
  const calls = () =>
    readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map(line => JSON.parse(line) as string[])
  return { dir, env, readDb, calls }
}

const open = (id: string): DbTask => ({ id, title: `Task ${id}`, status: 'open' })

describe('task-source: command (seed 003)', () => {
  it('loops until plan-status says 0 open and 0 active, passing the peek verbatim', async () => {
    const { dir, env, readDb } = await setup([open('T-1'), open('T-2')])
    const promptCopy = path.join(dir, '..', `${path.basename(dir)}-prompt.txt`)
    const { result, log } = await runLoopIn(
      dir,
      { 'task-source': 'command', prompt: '/ralph-build {{peek}}', ...AGENT },
      { env: { ...env, PROMPT_COPY: promptCopy } }
    )
    expect(result).toMatchObject({ status: 'completed', haltReason: 'completion', iterations: 2 })
    expect(result).toMatchObject({ tasksTotal: 2, tasksDone: 2, workRemaining: [] })
    expect(readDb().map(t => t.status)).toEqual(['done', 'done'])
    // The second prompt: exactly the template with the peek output, nothing appended.
    expect(readFileSync(promptCopy, 'utf8')).toBe('/ralph-build T-2\topen\tTask T-2\n')
    expect(log.lines).toContain(
      '=== Build Iteration 1 (Subtask: (task-cli), Attempt: -/5, 1 subtasks remaining) ==='
    )
  })

  it('fails a task the session left active (crash safety), then goes on', async () => {
    const { dir, env, readDb } = await setup([open('T-1')])
    const { result } = await runLoopIn(
      dir,
      { 'task-source': 'command', 'no-progress-limit': '0', 'max-iterations': '1', ...AGENT },
      { env: { ...env, LEAVE_ACTIVE: '1' } }
    )
    expect(readDb()[0]).toMatchObject({ status: 'failed', reason: 'session exited without completing task' })
    // 0 open, 0 active, 1 failed: never completed.
    expect(result).toMatchObject({ status: 'halted', haltReason: 'nothing_claimable', exitCode: 0 })
  })

  it('is not completed while peek is empty but another agent holds an active task', async () => {
    const { dir, env } = await setup([{ id: 'T-9', title: 'held', status: 'active', agent: 'someone-else' }])
    const { result } = await runLoopIn(
      dir,
      { 'task-source': 'command', ...agentInputs('touch agent-ran') },
      { env }
    )
    expect(result).toMatchObject({ status: 'halted', haltReason: 'nothing_claimable', iterations: 0 })
    expect(existsSync(path.join(dir, 'agent-ran'))).toBe(false)
  })

  it('completes without an iteration when the plan is already done', async () => {
    const { dir, env } = await setup([{ id: 'T-1', title: 'x', status: 'done' }])
    const { result } = await runLoopIn(
      dir,
      { 'task-source': 'command', ...agentInputs('touch agent-ran') },
      { env }
    )
    expect(result).toMatchObject({ status: 'completed', iterations: 0, tasksDone: 1, tasksTotal: 1 })
  })

  it('retries a failing peek after 10 s and 30 s on the clock, then aborts with its stderr', async () => {
    const { dir, env } = await setup([open('T-1')])
    const clock = new FakeClock()
    const { result } = await runLoopIn(
      dir,
      { 'task-source': 'command', ...agentInputs('touch agent-ran') },
      { env: { ...env, TASK_FAIL: 'peek' }, clock }
    )
    expect(clock.sleeps).toEqual([10_000, 30_000])
    expect(result).toMatchObject({ status: 'aborted', haltReason: 'error', exitCode: 2, iterations: 0 })
    expect(result.message).toContain('database unreachable')
    expect(existsSync(path.join(dir, 'agent-ran'))).toBe(false)
  })

  it('treats a failing plan-status as "tasks remain" and reads text counts', async () => {
    const { dir, env } = await setup([open('T-1')])
    const { result } = await runLoopIn(
      dir,
      { 'task-source': 'command', ...AGENT },
      {
        env: { ...env, TASK_STATUS_FORMAT: 'text' }
      }
    )
    expect(result).toMatchObject({ status: 'completed', iterations: 1 })
  })

  it('passes a hostile task id to the fail command as one argument and runs nothing', async () => {
    const hostile = 'x"; touch pwned; echo "'
    const { dir, env, calls } = await setup([
      { id: hostile, title: 'evil', status: 'active', agent: 'ralph-local' }
    ])
    await runLoopIn(dir, { 'task-source': 'command', 'max-iterations': '1', ...agentInputs('true') }, { env })
    expect(calls()).toContainEqual(['fail', hostile, '--reason', 'session exited without completing task'])
    expect(existsSync(path.join(dir, 'pwned'))).toBe(false)
  })
})
