import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { chmod, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'
import { recordFence } from '../../../src/system/git/fence-record.js'
import { gitWork } from '../../../src/system/git/git-work.js'
import { runGit } from '../../../src/system/git/run-git.js'

afterAll(cleanup)

/** A repository with origin, and a script that leaves `mark` when git runs it. */
async function planted() {
  const remote = await makeTempDir('ralph-gfi-remote-')
  await git(remote, 'init', '-q', '--bare')
  const elsewhere = await makeTempDir('ralph-gfi-elsewhere-')
  await git(elsewhere, 'init', '-q', '--bare')
  const dir = await makeTempDir('ralph-gfi-')
  await writeFile(path.join(dir, 'a.txt'), 'a\n')
  await makeGitRepo(dir)
  await git(dir, 'remote', 'add', 'origin', remote)
  const aside = await makeTempDir('ralph-gfi-aside-')
  const mark = path.join(aside, 'ran')
  const script = path.join(aside, 'planted.sh')
  await writeFile(script, `#!/bin/sh\necho "$0 $*" >> '${mark}'\ncat > /dev/null\n`)
  await chmod(script, 0o755)
  return { remote, elsewhere, dir, mark, script }
}

describe("run-git: the repository's config cannot act under the loop's git (SPEC §10)", () => {
  it('status, add and commit run no fsmonitor and no hook, reference-transaction included', async () => {
    const { dir, mark, script } = await planted()
    const fence = await recordFence(dir, process.env)
    await git(dir, 'config', 'core.fsmonitor', script)
    for (const hook of ['pre-commit', 'post-commit', 'reference-transaction', 'post-index-change'])
      await writeFile(path.join(dir, '.git', 'hooks', hook), `#!/bin/sh\nexec '${script}' ${hook}\n`, {
        mode: 0o755
      })
    await writeFile(path.join(dir, 'b.txt'), 'b\n')
    const work = gitWork(dir, { fence })
    expect(await work.changed()).toEqual(['b.txt'])
    const author = { name: 't', email: 't@example.com' }
    expect(await work.commit({ message: 'm', author, noVerify: false, exclude: [] })).toHaveProperty('sha')
    expect(existsSync(mark)).toBe(false)
  })

  it('the push lands on the URL recorded at the start: not the rewrite, nor the new remote.origin.url', async () => {
    const { remote, elsewhere, dir, mark, script } = await planted()
    const fence = await recordFence(dir, process.env)
    expect(fence.origin).toBe(remote)
    await git(dir, 'config', 'credential.helper', script)
    await git(dir, 'config', 'core.askPass', script)
    await git(dir, 'config', '--add', `url.${elsewhere}.insteadOf`, remote)
    await git(dir, 'config', '--add', `url.${elsewhere}.pushInsteadOf`, '')
    await git(dir, 'config', 'remote.origin.url', elsewhere)
    expect(await gitWork(dir, { fence }).push('work')).toEqual({ ok: true })
    const head = (await git(dir, 'rev-parse', 'HEAD')).trim()
    expect((await git(remote, 'rev-parse', 'refs/heads/work')).trim()).toBe(head)
    expect(await git(elsewhere, 'for-each-ref')).toBe('')
    expect(existsSync(mark)).toBe(false)
  })

  it('without the recorded URL the rewrite applies: pushed is false when origin does not hold the sha', async () => {
    const { remote, elsewhere, dir } = await planted()
    await git(dir, 'config', '--add', `url.${elsewhere}.pushInsteadOf`, remote)
    const pushed = await gitWork(dir).push('work')
    expect(pushed).toMatchObject({ ok: false })
    expect(pushed.ok ? '' : pushed.message).toContain('reported success, but work on origin is missing')
  })

  it("recordFence keeps the user's own helper and leaves out the repository's", async () => {
    const { dir, script } = await planted()
    await git(dir, 'config', 'credential.helper', script)
    const env = {
      ...process.env,
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'credential.helper',
      GIT_CONFIG_VALUE_0: 'mine'
    }
    const fence = await recordFence(dir, env, { baseEnv: env })
    expect(fence.kept.filter(([key]) => key === 'credential.helper')).toEqual([['credential.helper', 'mine']])
    const listed = await runGit(dir, ['config', '--get-all', 'credential.helper'], { baseEnv: env, fence })
    expect(listed.stdout.split('\n').filter(Boolean).at(-1)).toBe('mine')
  })
})
