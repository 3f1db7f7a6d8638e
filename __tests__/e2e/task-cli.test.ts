import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

/**
 * The action over a task CLI whose status command is `status`: it must abort before the agent runs.
 * Returns what it logged.
 */
async function abortsAtTheStart(status: string, env: Record<string, string> = {}): Promise<string> {
  const dir = await makeTempDir('ralph-taskcli-e2e-')
  await makeGitRepo(dir)
  const run = await runBundle('main', {
    cwd: dir,
    env,
    inputs: {
      'task-source': 'command',
      'task-status-command': status,
      'task-active-command': 'true',
      'task-peek-command': 'echo T-1',
      agent: 'command',
      'agent-command': 'touch agent-ran'
    }
  })
  expect(run.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error', iterations: '0' })
  expect(existsSync(path.join(dir, 'agent-ran'))).toBe(false)
  return run.stdout + run.stderr
}

describe('a task CLI whose status fails at the start (SPEC §3)', () => {
  it('aborts before the agent runs, with its stderr escaped: NUL as \\x00, a 0xFF byte as U+FFFD', async () => {
    const log = await abortsAtTheStart(`printf 'database down\\0here\\377\\n' >&2; exit 1`)
    expect(log).toContain("The task CLI's status cannot be read at the start (task-status-command)")
    expect(log).toContain('database down\\x00here\ufffd')
    expect(log).not.toContain('\0')
    expect(log).not.toContain('1 in a row')
  })

  it('stopped by its time limit, is named with the limit, not "exited with SIGTERM"', async () => {
    const log = await abortsAtTheStart('sleep 30', { RALPH_TASK_CLI_TIMEOUT: '1' })
    expect(log).toContain('task-status-command was stopped after 1 s (its time limit)')
    expect(log).not.toContain('SIGTERM')
  })
})
