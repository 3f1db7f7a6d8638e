import { afterAll, describe, expect, it } from '@jest/globals'
import { chmod, mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AGENTS, agentInputs, jsonPlan, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'
import { readCheckpoint } from '../../../src/checkpoint/file.js'
import { parseCheckpoint } from '../../../src/checkpoint/validate.js'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'

afterAll(cleanup)

async function workspace(plan: string, gitRepo = true) {
  const dir = await makeTempDir('ralph-harden-')
  await writeFile(path.join(dir, 'plan.json'), plan)
  if (gitRepo) await makeGitRepo(dir)
  return dir
}

describe('ids that name members of Object.prototype are ids like any other (SPEC §1)', () => {
  const IDS = ['constructor', 'toString', '__proto__', 'hasOwnProperty']

  it('count attempts, stop at max-attempts and write a checkpoint the next run accepts', async () => {
    const dir = await workspace(JSON.stringify({ tasks: IDS.map(id => ({ id, title: `Task ${id}` })) }))
    const inputs = {
      tasks: 'plan.json',
      'max-attempts': '2',
      'stuck-threshold': '0',
      ...agentInputs('echo thinking')
    }
    const first = await runLoopIn(dir, inputs)
    expect(first.result).toMatchObject({
      status: 'stuck',
      haltReason: 'max_attempts',
      stuckTask: 'constructor',
      iterations: 2
    })
    expect(first.log.lines.filter(line => line.startsWith('=== Build Iteration'))).toEqual([
      '=== Build Iteration 1 (Subtask: constructor, Attempt: 1/2, 4 subtasks remaining) ===',
      '=== Build Iteration 2 (Subtask: constructor, Attempt: 2/2, 4 subtasks remaining) ==='
    ])
    const file = path.join(dir, '.ralph', 'checkpoint.json')
    const checkpoint = parseCheckpoint(await readFile(file, 'utf8'), { file, stateDir: '.ralph' })
    expect(Object.entries(checkpoint.attempts)).toEqual([['constructor', 2]])
    const second = await runLoopIn(dir, inputs)
    expect(second.result).toMatchObject({ status: 'stuck', haltReason: 'max_attempts', iterations: 0 })
    expect(second.result.message).toContain('waits for guidance')
  })

  it('keeps an attempt count for __proto__ through a checkpoint', async () => {
    const dir = await workspace(
      JSON.stringify({
        tasks: [
          { id: '__proto__', title: 'proto' },
          { id: 'b', title: 'b' }
        ]
      })
    )
    const inputs = { tasks: 'plan.json', 'iterations-per-run': '1', ...agentInputs('date +%N > scratch') }
    await runLoopIn(dir, inputs)
    const next = await runLoopIn(dir, inputs)
    expect(next.log.lines).toContain(
      '=== Build Iteration 2 (Subtask: __proto__, Attempt: 2/5, 2 subtasks remaining) ==='
    )
  })
})

describe('keeping the work fails loudly (SPEC §10)', () => {
  it("a commit git refuses stops the run as aborted with git's message; the changes stay in the tree", async () => {
    const dir = await workspace(jsonPlan(2))
    // The repository's hooks do not run for the loop's git (SPEC §10): this one cannot refuse.
    await writeFile(path.join(dir, '.git', 'hooks', 'pre-commit'), '#!/bin/sh\nexit 1\n')
    await chmod(path.join(dir, '.git', 'hooks', 'pre-commit'), 0o755)
    const { result } = await runLoopIn(dir, {
      tasks: 'plan.json',
      commit: 'task',
      // A lock the agent left: git cannot write the index.
      ...agentInputs(`node ${AGENTS}/complete-one.mjs plan.json && touch .git/index.lock`)
    })
    expect(result).toMatchObject({ status: 'aborted', haltReason: 'error', iterations: 1, commits: 0 })
    expect(result.message).toContain('index.lock')
    expect(result.message).toContain('The changes are still in the working tree')
    expect(await git(dir, 'status', '--porcelain')).toContain('work/')
  })

  it("the repository's pre-commit hook does not run for the loop's commit (SPEC §10)", async () => {
    const dir = await workspace(jsonPlan(1))
    await writeFile(
      path.join(dir, '.git', 'hooks', 'pre-commit'),
      '#!/bin/sh\necho "lint failed" >&2\nexit 1\n'
    )
    await chmod(path.join(dir, '.git', 'hooks', 'pre-commit'), 0o755)
    const { result } = await runLoopIn(dir, {
      tasks: 'plan.json',
      commit: 'task',
      ...agentInputs(`node ${AGENTS}/complete-one.mjs plan.json`)
    })
    expect(result).toMatchObject({ status: 'completed', commits: 1 })
  })
})

describe('files the loop reads', () => {
  it('a checkpoint that is a link to a system file is refused without echoing that file', async () => {
    const dir = await makeTempDir('ralph-harden-link-')
    await mkdir(path.join(dir, '.ralph'))
    await symlink('/etc/passwd', path.join(dir, '.ralph', 'checkpoint.json'))
    const error = await readCheckpoint(createWorkspace(dir), '.ralph').catch(
      (caught: unknown) => caught as Error
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toContain('is a symbolic link')
    expect((error as Error).message).not.toMatch(/root:|nologin|\/bin\/(ba)?sh/)
  })

  it('a verify report that became a directory fails the gate with a reason, never a raw error', async () => {
    const dir = await workspace(jsonPlan(1))
    const { result, log } = await runLoopIn(dir, {
      tasks: 'plan.json',
      'verify-command': 'mkdir -p report.xml && echo "Tests: 1 passed, 1 total"',
      'verify-report': 'report.xml',
      'max-attempts': '1',
      ...agentInputs(`node ${AGENTS}/complete-one.mjs plan.json`)
    })
    expect(result).toMatchObject({ status: 'stuck', stuckTask: 'verify', workRemaining: ['verify'] })
    expect(log.lines).toContain(
      'Verify gate: fail — verify-report report.xml cannot be read: EISDIR: report.xml is a directory, not a regular file'
    )
  })
})

describe('removing open tasks is never completion (SPEC §3)', () => {
  it('stops stuck with task_removed, naming the task, and resumes once the file changes', async () => {
    const dir = await workspace(jsonPlan(3))
    const remove = `node -e "const f='plan.json',p=JSON.parse(require('fs').readFileSync(f));p.subtasks=p.subtasks.filter(t=>t.id==='t1');require('fs').writeFileSync(f,JSON.stringify(p))"`
    const first = await runLoopIn(dir, { tasks: 'plan.json', ...agentInputs(remove) })
    expect(first.result).toMatchObject({
      status: 'stuck',
      haltReason: 'task_removed',
      stuckTask: 't2',
      exitCode: 1
    })
    expect(first.result.message).toContain(
      'Task t2 (and 1 more: t3) was removed from plan.json without being done'
    )
    // Put them back: the changed file lets the next run go on.
    await writeFile(path.join(dir, 'plan.json'), jsonPlan(3))
    const second = await runLoopIn(dir, {
      tasks: 'plan.json',
      ...agentInputs(`node ${AGENTS}/complete-one.mjs plan.json`)
    })
    expect(second.result).toMatchObject({ status: 'completed', resumed: true })
  })

  it('a renamed task is removed, even though a new task appeared beside it', async () => {
    const dir = await workspace(jsonPlan(2))
    const rename = `node -e "const f='plan.json',p=JSON.parse(require('fs').readFileSync(f));p.subtasks[1].id='t2-renamed';require('fs').writeFileSync(f,JSON.stringify(p))"`
    const { result } = await runLoopIn(dir, {
      tasks: 'plan.json',
      'max-iterations': '1',
      ...agentInputs(rename)
    })
    expect(result).toMatchObject({ haltReason: 'task_removed', stuckTask: 't2' })
  })
})

describe('plan mode can complete with its built-in prompt (SPEC §7)', () => {
  it('the default prompt states the exact promise tag, and an agent that follows it completes', async () => {
    const dir = await makeTempDir('ralph-harden-plan-')
    // An agent that says the tag the prompt asks for, and only that.
    const agent = `tag=$(grep -o '<promise>[^<]*</promise>' | head -1); echo "planned. $tag"`
    const { result } = await runLoopIn(dir, {
      mode: 'plan',
      'completion-promise': 'PLAN-DONE',
      ...agentInputs(agent)
    })
    expect(result).toMatchObject({ status: 'completed', iterations: 1 })
  })
})
