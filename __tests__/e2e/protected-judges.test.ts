import { afterAll, describe, expect, it } from '@jest/globals'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

interface ReportJson {
  records: { n: number; outcome: string }[]
}

// A test script that fails, and nothing in its output that the verify gate reads as a failure marker.
const PACKAGE = JSON.stringify({ name: 'judged', version: '1.0.0', scripts: { test: 'exit 1' } })
const REVIEW = '#!/bin/sh\necho "not yet: no test for $RALPH_TASK_ID"\nexit 1\n'
/** A shell npm would run the test script with: it runs nothing and says it passed. */
const FAKE_SHELL = '#!/bin/sh\nexit 0\n'

/** A git checkout with a one-task plan, a package.json whose tests fail, and a reviewer that rejects. */
async function setup() {
  const dir = await makeTempDir('ralph-e2e-judges-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
  await writeFile(path.join(dir, 'package.json'), PACKAGE)
  await mkdir(path.join(dir, 'scripts'))
  await writeFile(path.join(dir, 'scripts/review.sh'), REVIEW)
  await chmod(path.join(dir, 'scripts/review.sh'), 0o755)
  await makeGitRepo(dir)
  return dir
}

/** In its first iteration the agent does the task and then `cheat`; later it does nothing. */
const cheating = (cheat: string) =>
  `if [ "$RALPH_ITERATION" = 1 ]; then node ${AGENTS}/complete-one.mjs plan.json && ${cheat}; fi`

/** Writes a fake shell at `shell` and an .npmrc in folder `rc` that makes npm run scripts with it. */
const plantShell = (rc: string, shell: string) =>
  `printf '${FAKE_SHELL.replace(/\n/g, '\\n')}' > ${shell} && chmod +x ${shell} && ` +
  `echo "script-shell=${shell}" > ${rc}/.npmrc`

/** The hostile tester's inputs: the tests and package.json protected, `npm test` judges. */
const INPUTS = {
  tasks: 'plan.json',
  agent: 'command',
  checkpoint: 'file',
  commit: 'none',
  'max-iterations': '2',
  'protected-paths': 'tests/**\npackage.json',
  'verify-command': 'npm test'
}
const ENV = { npm_config_update_notifier: 'false', npm_config_fund: 'false' }

const records = async (dir: string) =>
  (JSON.parse(await readFile(path.join(dir, '.ralph', 'report.json'), 'utf8')) as ReportJson).records

describe('what judges the agent is never its to change, through the bundle (SPEC §7)', () => {
  it("an .npmrc the agent writes in the workspace is undone: npm test runs with the project's shell and fails", async () => {
    const dir = await setup()
    const agent = cheating(plantShell('.', '"$PWD/fake-shell.sh"'))
    const run = await runBundle('main', { cwd: dir, inputs: { ...INPUTS, 'agent-command': agent }, env: ENV })
    expect(run.stdout).toContain('::warning title=Protected paths::The agent changed protected paths')
    expect(run.stdout).toMatch(/changed protected paths[^\n]*: \.npmrc\./)
    expect(run.outputs.status).not.toBe('completed')
    expect(run.stdout).toContain('Verify gate: fail')
    await expect(readFile(path.join(dir, '.npmrc'), 'utf8')).rejects.toThrow(/ENOENT/)
    expect((await records(dir))[0].outcome).toBe('failed')
  }, 60_000)

  it('an .npmrc the agent writes in its home has no effect: the verify command runs with a fresh home', async () => {
    const dir = await setup()
    const home = await makeTempDir('ralph-e2e-judges-home-')
    const agent = cheating(plantShell('"$HOME"', '"$HOME/fake-shell.sh"'))
    const run = await runBundle('main', {
      cwd: dir,
      inputs: { ...INPUTS, 'agent-command': agent },
      env: { ...ENV, HOME: home }
    })
    // The agent's home is its own: what it wrote there stays, and only the verify command does not see it.
    expect(await readFile(path.join(home, '.npmrc'), 'utf8')).toContain('script-shell=')
    expect(run.stdout).toContain('Verify gate: fail')
    expect(run.outputs.status).not.toBe('completed')
  }, 60_000)

  it('a review-command script the agent rewrites to approve is put back: the iteration fails, the mark is not accepted', async () => {
    const dir = await setup()
    const agent = cheating("printf '#!/bin/sh\\nexit 0\\n' > scripts/review.sh")
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': agent,
        checkpoint: 'file',
        commit: 'none',
        'max-iterations': '2',
        review: 'command',
        'review-command': './scripts/review.sh'
      }
    })
    expect(run.stdout).toMatch(/changed protected paths[^\n]*: scripts\/review\.sh\./)
    expect(await readFile(path.join(dir, 'scripts/review.sh'), 'utf8')).toBe(REVIEW)
    expect(run.stdout).not.toContain('Review of t1: approved')
    expect(run.outputs).toMatchObject({ 'tasks-done': '0' })
    expect(run.outputs.status).not.toBe('completed')
    expect((await records(dir))[0].outcome).toBe('failed')
  }, 60_000)
})
