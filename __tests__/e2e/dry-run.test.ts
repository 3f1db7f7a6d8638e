import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { chmod, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle, stepFiles } from '../../__fixtures__/bundle.js'
import { jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const MARKDOWN = [
  '# Plan',
  '',
  '- [x] Create the project',
  '- [ ] Add the linter',
  '- [ ] Write the parser',
  ''
].join('\n')

/** An agent that would leave a trace: a dry run never runs it. */
const AGENT = ['--agent', 'command', '--agent-command', 'touch agent-ran']

/** A repository with both plans committed, and an untracked file of the person's beside them. */
async function repository(): Promise<string> {
  const dir = await makeTempDir('ralph-e2e-dry-run-')
  await writeFile(path.join(dir, 'PLAN.md'), MARKDOWN)
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(2))
  await makeGitRepo(dir)
  await writeFile(path.join(dir, 'notes.txt'), 'mine\n')
  return dir
}

/** Everything a run could change: the files, git's status, its refs and config. */
async function snapshot(dir: string) {
  return {
    files: (await readdir(dir, { recursive: true })).filter(name => !name.startsWith('.git')).sort(),
    status: await git(dir, 'status', '--porcelain', '--ignored', '--untracked-files=all'),
    refs: await git(dir, 'for-each-ref', '--format=%(refname) %(objectname)'),
    head: await git(dir, 'symbolic-ref', 'HEAD'),
    config: await readFile(path.join(dir, '.git', 'config'), 'utf8')
  }
}

describe('--dry-run shows how the loop reads a plan and runs nothing (SPEC §11)', () => {
  it.each<[string, string, string[]]>([
    [
      'a markdown plan',
      'PLAN.md',
      ['create-the-project  done', 'add-the-linter      open', 'write-the-parser    open']
    ],
    ['a json plan', 'plan.json', ['t1  open      Task 1', 't2  open      Task 2']]
  ])('%s: the tasks and the first prompt; the workspace and git untouched', async (_name, plan, lines) => {
    const dir = await repository()
    const before = await snapshot(dir)
    const run = await runBundle('cli', { cwd: dir, args: ['--tasks', plan, ...AGENT, '--dry-run'] })
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' })
    for (const line of lines) expect(run.stdout).toContain(line)
    expect(run.stdout).toContain('The first prompt of a new loop, as the agent would get it:')
    expect(run.stdout).toContain(`mark it done in ${plan}`)
    expect(run.stdout).not.toContain('status=')
    expect(await snapshot(dir)).toEqual(before)
    expect(existsSync(path.join(dir, '.ralph'))).toBe(false)
    expect(existsSync(path.join(dir, 'agent-ran'))).toBe(false)
  })

  it.each<[string, string[], string]>([
    ['an invalid input', ['--tasks', 'plan.json', '--max-iterations', '0'], "Input 'max-iterations'"],
    ['a task file that is not there', ['--tasks', 'nope.json'], 'does not exist in the workspace']
  ])('%s fails as a real run would, with its message (exit code 2)', async (_name, args, message) => {
    const dir = await repository()
    const before = await snapshot(dir)
    const run = await runBundle('cli', { cwd: dir, args: [...args, ...AGENT, '--dry-run'] })
    expect(run.code).toBe(2)
    expect(run.stdout + run.stderr).toContain(message)
    expect(await snapshot(dir)).toEqual(before)
  })

  it('the action with dry-run: true: the listing in the log and the job summary, no output, no state', async () => {
    const dir = await repository()
    const before = await snapshot(dir)
    const inputs = {
      tasks: 'plan.json',
      agent: 'command',
      'agent-command': 'touch agent-ran',
      'dry-run': 'true'
    }
    const files = await stepFiles()
    const run = await runBundle('main', { cwd: dir, inputs, files })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('t1  open      Task 1')
    expect(run.summary).toContain('## Ralph Loop: dry run')
    expect(run.summary).toContain('t2  open      Task 2')
    expect(run.summary).toContain('The first prompt of a new loop, as the agent would get it:')
    expect({ outputs: run.outputs, state: run.state }).toEqual({ outputs: {}, state: {} })
    expect(await snapshot(dir)).toEqual(before)
    expect(existsSync(path.join(dir, '.ralph'))).toBe(false)
    expect(existsSync(path.join(dir, 'agent-ran'))).toBe(false)
    // The post step (post-if: always()) finds nothing to save or push.
    const post = await runBundle('post', { cwd: dir, inputs, files })
    expect(post.code).toBe(0)
    expect(await snapshot(dir)).toEqual(before)
  })

  it('the action with dry-run: true and an invalid input fails the step with its message', async () => {
    const dir = await repository()
    const inputs = { tasks: 'plan.json', 'max-iterations': '0', 'dry-run': 'true' }
    const run = await runBundle('main', { cwd: dir, inputs })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("Input 'max-iterations'")
    expect(run.outputs).toMatchObject({ status: 'aborted', 'exit-code': '2' })
  })
})

/** A PATH of one folder with bash in it (and `claude`, a stub that leaves a trace, when asked): nothing the machine has installed. */
async function leanPath(withClaude: boolean): Promise<string> {
  const lean = await makeTempDir('ralph-e2e-dry-run-path-')
  await symlink(execFileSync('bash', ['-c', 'command -v bash']).toString().trim(), path.join(lean, 'bash'))
  if (withClaude) {
    await writeFile(path.join(lean, 'claude'), '#!/bin/sh\ntouch claude-ran\n')
    await chmod(path.join(lean, 'claude'), 0o755)
  }
  return lean
}

const CLAUDE_MISSING =
  'The agent claude was not found (not on PATH, or not an executable file). Install it (npm i -g @anthropic-ai/claude-code) or set agent-binary to its path.'

describe("--dry-run looks the agent's executable up on PATH and starts nothing (SPEC §4, §11)", () => {
  it('claude not installed: the finding with its fix, on stdout and as a warning; the exit code stays 0', async () => {
    const dir = await repository()
    const lean = await leanPath(false)
    const args = ['--tasks', 'plan.json', '--agent', 'claude', '--dry-run']
    const run = await runBundle('cli', { cwd: dir, args, env: { PATH: lean } })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      `Agent missing: ${CLAUDE_MISSING} A real run would stop before the agent does any work (aborted).`
    )
    expect(run.stderr).toContain(`Warning: Agent missing: ${CLAUDE_MISSING}`)
    expect(run.stdout).toContain('t1  open      Task 1')
  })

  it('claude on PATH: where it was found, and it is not started', async () => {
    const dir = await repository()
    const before = await snapshot(dir)
    const lean = await leanPath(true)
    const args = ['--tasks', 'plan.json', '--agent', 'claude', '--dry-run']
    const run = await runBundle('cli', { cwd: dir, args, env: { PATH: lean } })
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' })
    expect(run.stdout).toContain(`Agent: claude, found at ${path.join(lean, 'claude')} (not started).`)
    expect(existsSync(path.join(dir, 'claude-ran'))).toBe(false)
    expect(await snapshot(dir)).toEqual(before)
  })

  it('agent: command without bash on PATH: bash is missing; with it, the command itself is not checked', async () => {
    const dir = await repository()
    const empty = await makeTempDir('ralph-e2e-dry-run-nobash-')
    const without = await runBundle('cli', {
      cwd: dir,
      args: ['--tasks', 'plan.json', ...AGENT, '--dry-run'],
      env: { PATH: empty }
    })
    expect(without.code).toBe(0)
    expect(without.stdout).toContain(
      "Agent missing: bash was not found (not on PATH, or not an executable file): agent: command runs 'agent-command' with bash -c."
    )
    const lean = await leanPath(false)
    const run = await runBundle('cli', {
      cwd: dir,
      args: ['--tasks', 'plan.json', ...AGENT, '--dry-run'],
      env: { PATH: lean }
    })
    expect(run.stdout).toContain(
      `Agent: command, run with bash -c (found at ${path.join(lean, 'bash')}); 'agent-command' itself is not checked.`
    )
    expect(existsSync(path.join(dir, 'agent-ran'))).toBe(false)
  })

  it('review: codex without codex installed: the reviewer is missing, the agent found', async () => {
    const dir = await repository()
    const lean = await leanPath(true)
    const args = ['--tasks', 'plan.json', '--agent', 'claude', '--review', 'codex', '--dry-run']
    const run = await runBundle('cli', { cwd: dir, args, env: { PATH: lean } })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Agent: claude, found at ${path.join(lean, 'claude')} (not started).`)
    expect(run.stdout).toContain(
      "Reviewer missing: The reviewer codex (input 'review') was not found on PATH. Install it (npm i -g @openai/codex), or choose another 'review'."
    )
    expect(run.stderr).toContain(
      "Warning: Reviewer missing: The reviewer codex (input 'review') was not found on PATH."
    )
  })

  it('the action with dry-run: true and no claude: a warning annotation and the finding in the job summary; the step passes', async () => {
    const dir = await repository()
    const lean = await leanPath(false)
    const inputs = { tasks: 'plan.json', agent: 'claude', 'dry-run': 'true' }
    const run = await runBundle('main', { cwd: dir, inputs, env: { PATH: lean } })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`::warning title=Agent missing::${CLAUDE_MISSING}`)
    expect(run.summary).toContain(`Agent missing: ${CLAUDE_MISSING}`)
    expect({ outputs: run.outputs, state: run.state }).toEqual({ outputs: {}, state: {} })
  })
})
