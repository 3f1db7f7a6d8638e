import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeTempDir, originWith } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const STATE_REF = 'refs/ralph/state/ralph-nightly-loop-main'
const completeOne = `node ${AGENTS}/complete-one.mjs plan.json`
const inputs = (agent: string) => ({
  tasks: 'plan.json',
  agent: 'command',
  'agent-command': agent,
  checkpoint: 'file',
  commit: 'task',
  push: 'true'
})

/** origin (a bare repository), a clone of it on `main`, and a second bare repository the agent points git at. */
async function repos() {
  const { remote, work } = await originWith({ 'plan.json': jsonPlan(2) }, 'ralph-gf-')
  const elsewhere = await makeTempDir('ralph-gf-elsewhere-')
  await git(elsewhere, 'init', '-q', '--bare')
  const aside = await makeTempDir('ralph-gf-aside-')
  return { remote, work, elsewhere, aside }
}

describe("the loop's own git ignores what the agent planted in the config (SPEC §10)", () => {
  it('url.*.insteadOf, pushInsteadOf and a new remote.origin.url: the work and the state land on the real origin, and nothing elsewhere', async () => {
    const { remote, work, elsewhere } = await repos()
    const url = (await git(work, 'config', '--get', 'remote.origin.url')).trim()
    const plant = [
      `git config --add url.file://${elsewhere}.insteadOf '${url}'`,
      `git config --add url.file://${elsewhere}.pushInsteadOf '${url}'`,
      `git config --add url.file://${elsewhere}.pushInsteadOf ''`,
      `git config remote.origin.url 'file://${elsewhere}'`,
      `git config remote.origin.pushurl 'file://${elsewhere}'`
    ].join(' && ')
    const main = await runBundle('main', { cwd: work, inputs: inputs(`${plant} && ${completeOne}`) })
    expect(main.outputs).toMatchObject({ status: 'completed', commits: '2', pushed: 'true' })
    const head = (await git(work, 'rev-parse', 'HEAD')).trim()
    expect((await git(remote, 'rev-parse', 'refs/heads/ralph/nightly')).trim()).toBe(head)
    expect(await git(remote, 'for-each-ref', STATE_REF)).not.toBe('')
    expect(await git(elsewhere, 'for-each-ref')).toBe('')
  })

  it('a core.fsmonitor command and a reference-transaction hook never run under the loop', async () => {
    const { remote, work, aside } = await repos()
    const monitor = path.join(aside, 'fsmonitor.sh')
    const hook = path.join(work, '.git', 'hooks', 'reference-transaction')
    const marks = { monitor: path.join(aside, 'fsmonitor-ran'), hook: path.join(aside, 'hook-ran') }
    const script = (mark: string) => `#!/bin/sh\\nenv >> '${mark}'\\n`
    // Planted last, after the agent's own work: the agent's own git commands come before.
    const plant = [
      completeOne,
      `printf '${script(marks.monitor)}' > '${monitor}'`,
      `chmod +x '${monitor}'`,
      `git config core.fsmonitor '${monitor}'`,
      `printf '${script(marks.hook)}' > '${hook}'`,
      `chmod +x '${hook}'`
    ].join(' && ')
    const main = await runBundle('main', { cwd: work, inputs: inputs(plant) })
    // Read before any git of this test runs in the work tree.
    const ran = Object.values(marks).filter(mark => existsSync(mark))
    const seen = ran.map(mark => readFileSync(mark, 'utf8')).join('')
    expect({ ran, secrets: /GIT_CONFIG_VALUE|RALPH_RUN_MARKER/.test(seen) }).toEqual({
      ran: [],
      secrets: false
    })
    expect(main.outputs).toMatchObject({ status: 'completed', commits: '2', pushed: 'true' })
    expect(await git(remote, 'for-each-ref', 'refs/heads/ralph/nightly')).not.toBe('')
  })
})
