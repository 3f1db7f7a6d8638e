import { afterAll, describe, expect, it } from '@jest/globals'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const PLAN = [
  '# Roadmap',
  '',
  '## Phase 1: Login',
  '',
  '- [ ] Add the login form',
  '- [ ] Check the password',
  '',
  '## Phase 2: Logout',
  '',
  '- [ ] Add the logout button',
  ''
].join('\n')

async function runWith(agent: string) {
  const dir = await makeTempDir('ralph-phases-')
  await writeFile(path.join(dir, 'PLAN.md'), PLAN)
  await makeGitRepo(dir)
  const run = await runBundle('main', {
    cwd: dir,
    inputs: { tasks: 'PLAN.md', checkpoint: 'file', agent: 'command', 'agent-command': agent }
  })
  return { run, plan: await readFile(path.join(dir, 'PLAN.md'), 'utf8') }
}

describe("a phase's open checkboxes cannot vanish (SPEC §3: every unticked checkbox is a task)", () => {
  it.each(['delete', 'reword'])(
    'an agent that %ss an open checkbox and ticks the rest stops stuck / task_removed naming it',
    async how => {
      const { run, plan } = await runWith(`node ${AGENTS}/edit-phase.mjs PLAN.md ${how}`)
      expect(plan).toContain('- [x] Add the login form')
      expect(run.outputs).toMatchObject({
        status: 'stuck',
        'halt-reason': 'task_removed',
        'stuck-task': 'check-the-password'
      })
      expect(run.stdout).toContain('Task check-the-password was removed from PLAN.md without being done.')
    }
  )

  it('an open checkbox moved under a heading that is no phase is still a task: the loop goes on to it', async () => {
    const { run, plan } = await runWith(`node ${AGENTS}/edit-phase.mjs PLAN.md move`)
    expect(plan).toContain('## Later')
    expect(run.outputs).not.toMatchObject({ status: 'completed' })
  })

  it('ticking each checkbox, one an iteration, completes: each is a task of its own', async () => {
    const { run } = await runWith(`node ${AGENTS}/tick-phase.mjs PLAN.md`)
    expect(run.outputs).toMatchObject({ status: 'completed', 'tasks-done': '3', 'total-iterations': '3' })
  })
})
