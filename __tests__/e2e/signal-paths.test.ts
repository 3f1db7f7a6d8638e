import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'
import { TrialMark, type Marked } from '../../__fixtures__/trial-mark.js'
import { BASH_NOT_FOUND } from '../../src/loop/steps/agent-path.js'

afterAll(cleanup)

/** The runner's window: SIGTERM 7.5 s after SIGINT. */
const WINDOW_MS = 7500

async function workspace() {
  const dir = await makeTempDir('ralph-sigpath-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(2))
  await makeGitRepo(dir)
  return dir
}

/**
 * Runs dist/main and sends SIGINT once `marker` exists; how long the step took from the signal, the
 * children it had started then, and those still running after it exited. Every process the step starts
 * inherits a mark in its environment, whatever its command line (a hook git runs by a relative path, a
 * `bash -c` that execs its last command).
 */
async function interruptWhen(
  dir: string,
  marker: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {}
) {
  const mark = new TrialMark()
  let sentAt = 0
  let children: Marked[] = []
  let timer: NodeJS.Timeout | undefined
  const run = await runBundle('main', {
    cwd: dir,
    inputs: { checkpoint: 'file', ...inputs },
    env: { ...env, ...mark.env },
    onStart: pid => {
      timer = setInterval(() => {
        if (!existsSync(marker)) return
        clearInterval(timer)
        children = mark.alive(pid)
        sentAt = Date.now()
        process.kill(pid, 'SIGINT')
      }, 10)
    }
  })
  clearInterval(timer)
  const ms = Date.now() - sentAt
  // A moment for the kernel to reap the groups the step killed as it exited.
  return { run, ms, sent: sentAt > 0, children, left: await mark.gone(500) }
}

function expectInterrupted({ run, ms, sent, children, left }: Awaited<ReturnType<typeof interruptWhen>>) {
  expect(sent).toBe(true)
  expect(ms).toBeLessThan(WINDOW_MS)
  expect(run.outputs).toMatchObject({ status: 'interrupted', 'exit-code': '3', 'halt-reason': 'interrupted' })
  // The slow child was running when the signal came, and nothing the step started outlives it.
  expect(children).not.toEqual([])
  expect(left).toEqual([])
}

describe('every child obeys the first signal (SPEC §9)', () => {
  it('a slow hook: the step exits inside the window, outputs set, the hook gone', async () => {
    const dir = await workspace()
    const marker = path.join(dir, 'hook-started')
    const result = await interruptWhen(dir, marker, {
      tasks: 'plan.json',
      agent: 'command',
      'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
      hooks: `onIterationEnd: touch ${marker}; sleep 30`
    })
    expectInterrupted(result)
  })

  it("git commit runs no pre-commit hook of the repository (SPEC §10): the agent's work is committed without it", async () => {
    const dir = await workspace()
    const marker = path.join(dir, '..', `${path.basename(dir)}-precommit`)
    const hook = path.join(dir, '.git', 'hooks', 'pre-commit')
    await writeFile(hook, `#!/bin/sh\ntouch '${marker}'\nexit 1\n`)
    await chmod(hook, 0o755)
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
        checkpoint: 'file',
        commit: 'task'
      }
    })
    expect(existsSync(marker)).toBe(false)
    expect(run.outputs).toMatchObject({ status: 'completed', commits: '2' })
  })

  it('a slow task CLI command: inside the window', async () => {
    const dir = await workspace()
    const marker = path.join(dir, '..', `${path.basename(dir)}-peek`)
    const result = await interruptWhen(dir, marker, {
      'task-source': 'command',
      'task-peek-command': `touch '${marker}'; sleep 30`,
      'task-status-command': 'echo \'{"open": 1, "active": 0}\'',
      'task-active-command': 'true',
      agent: 'command',
      'agent-command': 'true'
    })
    expectInterrupted(result)
  })
})

describe('what is refused before the first iteration', () => {
  it('a missing agent binary: one clear message, before any iteration line', async () => {
    const dir = await workspace()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'claude',
        'agent-binary': '/nonexistent/claude',
        checkpoint: 'file'
      }
    })
    expect(run.outputs).toMatchObject({ status: 'aborted', iterations: '0' })
    expect(run.stdout).not.toContain('=== Build Iteration')
    expect(run.stdout).toContain(
      'The agent /nonexistent/claude was not found (not on PATH, or not an executable file). Install it (npm i -g @anthropic-ai/claude-code) or set agent-binary to its path.'
    )
    expect(run.stdout).not.toContain('?.')
  })

  it('agent: command without bash on PATH: the same words as the dry run, before any iteration line', async () => {
    const dir = await workspace()
    // git only: the loop needs it, and the agent's bash is what is missing.
    const bin = await makeTempDir('ralph-sigpath-nobash-')
    const git = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
    await symlink(git, path.join(bin, 'git'))
    const run = await runBundle('main', {
      cwd: dir,
      inputs: { tasks: 'plan.json', agent: 'command', 'agent-command': 'true', checkpoint: 'file' },
      env: { PATH: bin }
    })
    expect(run.outputs).toMatchObject({ status: 'aborted', iterations: '0' })
    expect(run.stdout).not.toContain('=== Build Iteration')
    expect(run.stdout).toContain(BASH_NOT_FOUND)
  })

  it('the iteration line shows once in the Actions log', async () => {
    const dir = await workspace()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
        checkpoint: 'file'
      }
    })
    expect(run.stdout.split('\n').filter(line => line.includes('=== Build Iteration 1 ('))).toHaveLength(1)
  })
})

describe('an agent that turns the task file into a FIFO cannot hang the loop (SPEC §8)', () => {
  it('the iteration fails naming the file, and the loop goes on to its stop', async () => {
    const dir = await workspace()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': 'rm -f plan.json && mkfifo plan.json',
        'max-attempts': '2',
        checkpoint: 'file'
      }
    })
    expect(run.outputs.status).toBe('stuck')
    expect(run.stdout).toContain(
      'The task source could not be read after iteration 1: plan.json: ENOTREG: plan.json is a FIFO (named pipe), not a regular file'
    )
  }, 20_000)
})
