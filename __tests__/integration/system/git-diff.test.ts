import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gitWork } from '../../../src/system/git/git-work.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

/** A repository with one tracked file, an ignored folder and a state dir; its index and HEAD as they were. */
async function repo() {
  const dir = await makeTempDir('ralph-git-diff-')
  await writeFile(path.join(dir, 'a.txt'), 'one\n')
  await writeFile(path.join(dir, '.gitignore'), 'build/\n')
  await makeGitRepo(dir)
  await mkdir(path.join(dir, '.ralph'))
  await writeFile(path.join(dir, '.ralph', 'checkpoint.json'), '{}')
  return dir
}

describe('snapshot and diff: an iteration as git sees it (SPEC §7, the review gate)', () => {
  it('diffs edits, new untracked files and the agent’s own commits; leaves out ignored files and the state dir', async () => {
    const dir = await repo()
    const work = gitWork(dir)
    const before = await work.snapshot(['.ralph'])
    expect(before).toMatch(/^[0-9a-f]{40}$/)
    await writeFile(path.join(dir, 'a.txt'), 'one\ntwo\n')
    await writeFile(path.join(dir, 'new.txt'), 'untracked\n')
    await mkdir(path.join(dir, 'build'))
    await writeFile(path.join(dir, 'build', 'out.js'), 'ignored\n')
    await writeFile(path.join(dir, '.ralph', 'prompt.md'), 'the prompt\n')
    await writeFile(path.join(dir, 'committed.txt'), 'by the agent\n')
    await git(dir, 'add', 'committed.txt')
    await git(dir, 'commit', '-qm', 'agent commit')
    const after = await work.snapshot(['.ralph'])
    const diff = await work.diff(before, after)
    expect(diff).toContain('+++ b/a.txt\n@@ -1 +1,2 @@\n one\n+two')
    expect(diff).toContain('+++ b/new.txt')
    expect(diff).toContain('+++ b/committed.txt')
    expect(diff).not.toContain('build/out.js')
    expect(diff).not.toContain('.ralph')
    // The repository's index is as it was: new.txt is still untracked.
    expect((await git(dir, 'status', '--porcelain')).split('\n')).toContain('?? new.txt')
    expect(await git(dir, 'diff', '--cached', '--name-only')).toBe('')
  })

  it('a tree that did not change diffs to nothing; outside git both are empty', async () => {
    const dir = await repo()
    const work = gitWork(dir)
    const first = await work.snapshot(['.ralph'])
    expect(await work.snapshot(['.ralph'])).toBe(first)
    expect(await work.diff(first, first)).toBe('')
    const plain = gitWork(await makeTempDir('ralph-no-git-'))
    expect(await plain.snapshot([])).toBe('')
    expect(await plain.diff('', '')).toBe('')
  })
})
