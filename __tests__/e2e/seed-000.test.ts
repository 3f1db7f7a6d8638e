import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS } from '../../__fixtures__/loop-harness.js'

const FIXTURES = path.join(AGENTS, '..')
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

// Seed 000: a one-task subtasks file whose agent never completes it, max-attempts 2.
const SUBTASKS = JSON.stringify({
  subtasks: [
    {
      id: 'max-iter-test-001',
      title: 'An impossible task',
      acceptanceCriteria: ['This criteria can never be met - intentionally impossible'],
      done: false
    }
  ]
})
const HOOK = `onMaxIterationsExceeded: echo "Subtask '$RALPH_TASK_ID' failed after $RALPH_ATTEMPTS attempts"`
const EXPECTED = [
  '=== Build Iteration 1 (Subtask: max-iter-test-001, Attempt: 1/2, 1 subtasks remaining) ===',
  '=== Build Iteration 2 (Subtask: max-iter-test-001, Attempt: 2/2, 1 subtasks remaining) ===',
  'Error: Max iterations (2) exceeded for subtask: max-iter-test-001',
  'Subtask failed after 2 attempts',
  '=== Triggering hook: onMaxIterationsExceeded ===',
  "[Hook:onMaxIterationsExceeded] Subtask 'max-iter-test-001' failed after 2 attempts"
]

async function seedWorkspace() {
  const dir = await makeTempDir('ralph-seed000-')
  await writeFile(path.join(dir, 'subtasks.json'), SUBTASKS)
  await makeGitRepo(dir)
  return { dir, calls: `${dir}-calls` }
}

/** The whole log of the first release's run, byte for byte (__fixtures__/seed-000/README.md). */
const golden = (name: string) => readFileSync(path.join(FIXTURES, 'seed-000', name), 'utf8')

/** The expected lines, in this order, each a line of its own. */
function inOrder(stdout: string): string[] {
  const lines = stdout.split('\n')
  return lines.filter(line => EXPECTED.includes(line))
}

describe('seed 000 end to end', () => {
  it('through the bundled CLI', async () => {
    const { dir, calls } = await seedWorkspace()
    const run = await runBundle('cli', {
      cwd: dir,
      args: ['--subtasks', 'subtasks.json', '--max-attempts', '2', '--agent', 'command'],
      env: { CALLS_FILE: calls }
    })
    // No --agent-command: an input error, before any agent runs.
    expect(run.code).toBe(2)
    expect(run.stdout).not.toContain('=== Build Iteration')
    expect(run.stderr).toContain("'agent-command'")

    const ok = await runBundle('cli', {
      cwd: dir,
      args: [
        '--subtasks',
        'subtasks.json',
        '--max-attempts',
        '2',
        '--agent',
        'command',
        '--agent-command',
        `bash ${AGENTS}/idle.sh`,
        '--hooks',
        HOOK
      ],
      env: { CALLS_FILE: calls }
    })
    expect(inOrder(ok.stdout)).toEqual(EXPECTED)
    expect(ok.stdout).toBe(golden('cli.stdout'))
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toHaveLength(2)
    expect(ok.code).toBe(1)
    expect(ok.stdout).toContain('status=stuck halt-reason=max_attempts exit-code=1')
    expect(ok.stdout).toContain('stuck-task=max-iter-test-001')
  })

  it('through dist/main/index.js as the runner runs it', async () => {
    const { dir, calls } = await seedWorkspace()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'subtasks.json',
        'max-attempts': '2',
        agent: 'command',
        'agent-command': `bash ${AGENTS}/idle.sh`,
        hooks: HOOK,
        checkpoint: 'file',
        commit: 'none'
      },
      env: { CALLS_FILE: calls }
    })
    expect(inOrder(run.stdout)).toEqual(EXPECTED)
    expect(run.stdout.replace(/ralph-[0-9a-f-]{36}/g, 'ralph-TOKEN')).toBe(golden('main.stdout'))
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toHaveLength(2)
    expect(run.outputs).toMatchObject({
      status: 'stuck',
      'exit-code': '1',
      'halt-reason': 'max_attempts',
      'stuck-task': 'max-iter-test-001',
      iterations: '2',
      'tasks-total': '1',
      'tasks-done': '0',
      'work-remaining': '["max-iter-test-001"]'
    })
    // The step failed with exit code 1 and one error annotation for the one event (not a second from setFailed).
    expect(run.code).toBe(1)
    expect(run.stdout.match(/^::error/gm)).toEqual(['::error'])
    expect(run.stdout).toContain('::error title=Ralph Loop stuck::Stuck on task max-iter-test-001')
  })

  it('passes the step with fail-on: none while the outputs still say stuck', async () => {
    const { dir } = await seedWorkspace()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'subtasks.json',
        'max-attempts': '1',
        agent: 'command',
        'agent-command': 'true',
        'fail-on': 'none',
        checkpoint: 'file',
        commit: 'none'
      }
    })
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('stuck')
    expect(run.outputs['exit-code']).toBe('1')
  })
})

describe('agent output in the Actions log', () => {
  it('cannot issue workflow commands: it is fenced by stop-commands', async () => {
    const { dir } = await seedWorkspace()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'subtasks.json',
        'max-attempts': '1',
        agent: 'command',
        'agent-command': 'echo "::warning::from the agent"; printf "no newline at the end"',
        checkpoint: 'file',
        commit: 'none'
      }
    })
    const lines = run.stdout.split('\n')
    const agentLine = lines.indexOf('::warning::from the agent')
    const stop = /^::stop-commands::(ralph-[0-9a-f-]+)$/.exec(lines[agentLine - 1] ?? '')
    expect(stop).not.toBeNull()
    const resume = lines.indexOf(`::${stop?.[1] ?? ''}::`)
    expect(resume).toBeGreaterThan(agentLine)
    expect(lines[resume - 1]).toBe('no newline at the end')
  })
})

describe('the job summary', () => {
  it('is written for a stuck loop with the stuck task and the iterations', async () => {
    const { dir } = await seedWorkspace()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'subtasks.json',
        'max-attempts': '2',
        agent: 'command',
        'agent-command': 'echo "I cannot meet this criterion"',
        checkpoint: 'file',
        commit: 'none'
      }
    })
    expect(run.summary).toContain('Ralph Loop: stuck (max_attempts)')
    expect(run.summary).toContain('**Stuck task:** `max-iter-test-001`')
    expect(run.summary).toContain('I cannot meet this criterion')
    expect(run.summary).toContain('| 2 | `max-iter-test-001` | 2 | failed |')
  })
})
