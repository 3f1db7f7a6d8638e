import { afterAll, describe, expect, it } from '@jest/globals'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

// A commit of thousands of files (fingerprint-cases.test.ts commits 5,000) can start a detached
// `git gc --auto` that writes into .git while cleanup() removes the folder: ENOTEMPTY, a flaky suite.
describe("the tests' git helper", () => {
  it('runs git without automatic gc or maintenance', async () => {
    const dir = await makeGitRepo(await makeTempDir('ralph-gc-'))
    expect((await git(dir, 'config', '--get', 'gc.auto')).trim()).toBe('0')
    expect((await git(dir, 'config', '--get', 'maintenance.auto')).trim()).toBe('false')
  })
})
