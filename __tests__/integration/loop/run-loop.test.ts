import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'
import { AGENTS, agentInputs, jsonPlan, runLoopIn } from '../../../__fixtures__/loop-harness.js'

afterAll(cleanup)

const completeOne = (file: string) => agentInputs(`node ${AGENTS}/complete-one.mjs ${file}`)
const idle = agentInputs(`bash ${AGENTS}/idle.sh`)

async function workspaceWith(files: Record<string, string>, git = true): Promise<string> {
  const dir = await makeTempDir('ralph-loop-')
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text)
  if (git) await makeGitRepo(dir)
  return dir
}

const FOUR_PHASES = [
  '# Plan',
  '',
  '## Phase 1: Scaffold',
  '- [ ] package.json',
  '## Phase 2: Parse [COMPLETE]',
  '- [x] parser',
  '### Phase 3: Loop',
  '- [ ] loop',
  '#### Details',
  '- [ ] detail',
  '### Phase 4: Ship',
  '### Phase 5: Docs',
  ''
].join('\n')

describe('the loop over real task files and a real agent process', () => {
  it('completes a 3-task JSON plan in exactly 3 iterations', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(3) })
    const calls = path.join(dir, '..', `${path.basename(dir)}-calls`)
    const { result, log } = await runLoopIn(
      dir,
      { tasks: 'plan.json', ...completeOne('plan.json') },
      { env: { CALLS_FILE: calls } }
    )
    expect(result).toMatchObject({
      status: 'completed',
      haltReason: 'completion',
      exitCode: 0,
      iterations: 3
    })
    expect(result).toMatchObject({ tasksTotal: 3, tasksDone: 3, tasksRemaining: 0, workRemaining: [] })
    expect(readFileSync(calls, 'utf8')).toBe('t1\nt2\nt3\n')
    expect(log.lines).toContain('=== Build Iteration 1 (Subtask: t1, Attempt: 1/5, 3 subtasks remaining) ===')
    expect(log.lines).toContain('=== Build Iteration 3 (Subtask: t3, Attempt: 1/5, 1 subtasks remaining) ===')
  })

  it('completes a markdown plan of 3 open boxes and 2 phases without boxes in exactly 5 iterations', async () => {
    const dir = await workspaceWith({ 'PLAN.md': FOUR_PHASES })
    const { result, log } = await runLoopIn(dir, { tasks: 'PLAN.md', ...completeOne('PLAN.md') })
    expect(result).toMatchObject({
      status: 'completed',
      exitCode: 0,
      iterations: 5,
      tasksTotal: 6,
      tasksDone: 6
    })
    expect(log.lines.filter(line => line.startsWith('=== Build Iteration'))).toEqual([
      '=== Build Iteration 1 (Subtask: package-json, Attempt: 1/5, 5 subtasks remaining) ===',
      '=== Build Iteration 2 (Subtask: loop, Attempt: 1/5, 4 subtasks remaining) ===',
      '=== Build Iteration 3 (Subtask: detail, Attempt: 1/5, 3 subtasks remaining) ===',
      '=== Build Iteration 4 (Subtask: phase_4, Attempt: 1/5, 2 subtasks remaining) ===',
      '=== Build Iteration 5 (Subtask: phase_5, Attempt: 1/5, 1 subtasks remaining) ==='
    ])
  })

  it('completes at once, with no iteration, when every task is already done', async () => {
    const dir = await workspaceWith({ 'plan.json': JSON.stringify([{ id: 1, title: 'x', done: true }]) })
    const { result } = await runLoopIn(dir, { tasks: 'plan.json', ...idle })
    expect(result).toMatchObject({ status: 'completed', iterations: 0, tasksDone: 1 })
  })

  it('stops as stuck (max_attempts) with the seed 000 lines when a task never completes', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(1) })
    const hooks = `onMaxIterationsExceeded: echo "Subtask '$RALPH_TASK_ID' failed after $RALPH_ATTEMPTS attempts"`
    const { result, log } = await runLoopIn(dir, { tasks: 'plan.json', 'max-attempts': '2', hooks, ...idle })
    expect(result).toMatchObject({
      status: 'stuck',
      haltReason: 'max_attempts',
      exitCode: 1,
      stuckTask: 't1',
      iterations: 2
    })
    const start = log.lines.indexOf('Error: Max iterations (2) exceeded for subtask: t1')
    expect(log.lines.slice(start, start + 4)).toEqual([
      'Error: Max iterations (2) exceeded for subtask: t1',
      'Subtask failed after 2 attempts',
      '=== Triggering hook: onMaxIterationsExceeded ===',
      "[Hook:onMaxIterationsExceeded] Subtask 't1' failed after 2 attempts"
    ])
  })

  it('prints the onMaxIterationsExceeded line even with no hook configured', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(1) })
    const { log } = await runLoopIn(dir, { tasks: 'plan.json', 'max-attempts': '1', ...idle })
    expect(log.lines).toContain('=== Triggering hook: onMaxIterationsExceeded ===')
  })

  it('stops as stuck_consecutive when the agent keeps failing on one task', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(2) })
    const agent = agentInputs('date +%N >> scratch.txt; exit 1')
    const { result } = await runLoopIn(dir, { tasks: 'plan.json', 'stuck-threshold': '3', ...agent })
    expect(result).toMatchObject({
      status: 'stuck',
      haltReason: 'stuck_consecutive',
      exitCode: 1,
      stuckTask: 't1',
      iterations: 3
    })
  })

  it('stops as no_progress when neither the work nor the tree changes', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(2) })
    const { result } = await runLoopIn(dir, {
      tasks: 'plan.json',
      'stuck-threshold': '0',
      'no-progress-limit': '2',
      ...idle
    })
    // The first iteration never counts: iterations 2 and 3 are the two without progress.
    expect(result).toMatchObject({ status: 'stuck', haltReason: 'no_progress', exitCode: 1, iterations: 3 })
  })

  it('does not call an agent that keeps changing files stuck by no_progress', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(1) })
    const agent = agentInputs('date +%N >> scratch.txt')
    const { result } = await runLoopIn(dir, { tasks: 'plan.json', 'max-iterations': '4', ...agent })
    expect(result).toMatchObject({
      status: 'aborted',
      haltReason: 'max_iterations',
      exitCode: 2,
      iterations: 4
    })
  })

  it('aborts with max_iterations when the lifetime cap is reached with work left', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(5) })
    const { result } = await runLoopIn(dir, {
      tasks: 'plan.json',
      'max-iterations': '2',
      ...completeOne('plan.json')
    })
    expect(result).toMatchObject({
      status: 'aborted',
      haltReason: 'max_iterations',
      exitCode: 2,
      iterations: 2
    })
    expect(result.workRemaining).toEqual(['t3', 't4', 't5'])
  })

  it('treats a task file the agent broke as a failed iteration and tells the next prompt', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(1) })
    const agent = agentInputs(
      `if [ "$RALPH_ITERATION" = 1 ]; then echo '{ broken' > plan.json; else cat "$RALPH_PROMPT_FILE" > seen-prompt.txt; node ${AGENTS}/restore.mjs; fi`
    )
    const { result } = await runLoopIn(dir, { tasks: 'plan.json', 'max-attempts': '2', ...agent })
    expect(result.status).toBe('stuck')
    const prompt = await readFile(path.join(dir, 'seen-prompt.txt'), 'utf8')
    expect(prompt).toMatch(
      /Error in the previous iteration\nThe task source could not be read after iteration 1: plan\.json: invalid JSON/
    )
  })
})

describe('plan mode and the completion promise', () => {
  it('ends plan mode when the agent says the promise', async () => {
    const dir = await workspaceWith({}, false)
    const agent = agentInputs(
      'if [ "$RALPH_ITERATION" = 2 ]; then echo "all planned <promise>COMPLETE</promise>"; else echo thinking; fi'
    )
    const { result } = await runLoopIn(dir, { mode: 'plan', ...agent })
    expect(result).toMatchObject({ status: 'completed', haltReason: 'completion', iterations: 2 })
  })

  it('does not count a promise that only echoes the prompt', async () => {
    const dir = await workspaceWith({}, false)
    const agent = agentInputs('cat')
    const { result } = await runLoopIn(dir, {
      mode: 'plan',
      prompt: 'Say <promise>COMPLETE</promise> when done.',
      'max-attempts': '2',
      ...agent
    })
    expect(result.status).toBe('stuck')
  })

  it('ignores the promise in build mode', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(1) })
    const agent = agentInputs('echo "<promise>COMPLETE</promise>"')
    const { result } = await runLoopIn(dir, { tasks: 'plan.json', 'max-attempts': '2', ...agent })
    expect(result).toMatchObject({ status: 'stuck', haltReason: 'max_attempts' })
  })
})

describe('timeouts, hooks and records', () => {
  it('kills a hanging agent and its grandchild at iteration-timeout', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(1) })
    const pidFile = path.join(dir, '..', `${path.basename(dir)}-pid`)
    const { result, log } = await runLoopIn(
      dir,
      {
        tasks: 'plan.json',
        'iteration-timeout': '0.01',
        'max-attempts': '1',
        ...agentInputs(`bash ${AGENTS}/hang.sh`)
      },
      { env: { PID_FILE: pidFile } }
    )
    expect(result).toMatchObject({ status: 'stuck', haltReason: 'max_attempts', iterations: 1 })
    const pid = Number(readFileSync(pidFile, 'utf8'))
    expect(isAlive(pid)).toBe(false)
    expect(log.lines.some(line => line.includes('timed out'))).toBe(true)
  })

  it('runs hooks with values only in the environment, and a failing hook is a warning', async () => {
    const dir = await workspaceWith({
      'plan.json': JSON.stringify([{ id: 'a"; touch pwned; echo "', title: 'x' }])
    })
    const hooks = [
      'onTaskComplete: echo "done=$RALPH_TASK_ID at $RALPH_ITERATION"',
      'onIterationEnd: exit 3',
      'onComplete: echo "status=$RALPH_STATUS reason=$RALPH_REASON"'
    ].join('\n')
    const { result, log } = await runLoopIn(dir, { tasks: 'plan.json', hooks, ...completeOne('plan.json') })
    expect(result.status).toBe('completed')
    expect(log.lines).toContain('[Hook:onTaskComplete] done=a"; touch pwned; echo " at 1')
    expect(log.lines).toContain('[Hook:onComplete] status=completed reason=completion')
    expect(log.warnings.some(w => w.includes('onIterationEnd'))).toBe(true)
    expect(existsSync(path.join(dir, 'pwned'))).toBe(false)
  })

  it('keeps annotations few: a hook failing every iteration warns once', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(3) })
    const { result, log } = await runLoopIn(dir, {
      tasks: 'plan.json',
      hooks: 'onIterationEnd: exit 1',
      ...completeOne('plan.json')
    })
    expect(result.iterations).toBe(3)
    expect(log.warnings.filter(w => w.includes('onIterationEnd'))).toHaveLength(1)
    expect(log.lines.filter(line => line.startsWith('Hook onIterationEnd'))).toHaveLength(2)
  })

  it('writes iteration summaries, feeds the previous one to the next prompt, and writes report.json', async () => {
    const dir = await workspaceWith({ 'plan.json': jsonPlan(2) })
    const agent = agentInputs(
      `cp "$RALPH_PROMPT_FILE" "prompt-$RALPH_ITERATION.txt"; node ${AGENTS}/complete-one.mjs plan.json`
    )
    const { result } = await runLoopIn(dir, {
      tasks: 'plan.json',
      prompt: 'Go: {{task_id}}\n{{continuation}}',
      ...agent
    })
    expect(result.status).toBe('completed')
    expect(await readFile(path.join(dir, 'prompt-1.txt'), 'utf8')).toBe('Go: t1\n')
    const second = await readFile(path.join(dir, 'prompt-2.txt'), 'utf8')
    expect(second).toContain('Go: t2\n# Iteration 1')
    expect(second).toContain('- Outcome: progress')
    const report = JSON.parse(await readFile(path.join(dir, '.ralph', 'report.json'), 'utf8')) as Record<
      string,
      unknown
    >
    expect(report).toMatchObject({ status: 'completed', exit_code: 0, iterations: 2, tasks_done: 2 })
    expect(report.records).toMatchObject([
      { n: 1, task: 't1', attempt: 1, outcome: 'progress', exit_code: 0, tasks_done: ['t1'] },
      { n: 2, task: 't2', attempt: 1, outcome: 'progress', exit_code: 0, tasks_done: ['t2'] }
    ])
    expect(await readFile(path.join(dir, '.ralph', '.gitignore'), 'utf8')).toBe('*\n')
  })

  it('aborts naming the file when the task source is missing at the start', async () => {
    const dir = await workspaceWith({})
    const { result } = await runLoopIn(dir, { tasks: 'nope.json', ...idle })
    expect(result).toMatchObject({ status: 'aborted', haltReason: 'error', exitCode: 2, iterations: 0 })
    expect(result.message).toContain('nope.json')
  })
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return !/^\d+ \(.*\) Z/.test(stat)
  } catch {
    return false
  }
}
