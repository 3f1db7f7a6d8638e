import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'
import { gitWork } from '../../../src/system/git/git-work.js'

afterAll(cleanup)

const AUTHOR = { name: 'Ralph', email: 'ralph@example.com' }
const commitFile = async (dir: string, file: string, text: string, message: string) => {
  await writeFile(path.join(dir, file), text)
  await git(dir, 'add', file)
  await git(dir, 'commit', '-q', '-m', message)
}

/** A remote with `main` and a fresh clone of it; `branch` on the remote is made by `prepare`. */
async function setup(prepare?: (other: string) => Promise<void>) {
  const seed = await makeTempDir('ralph-branch-seed-')
  await writeFile(path.join(seed, 'README.md'), 'project\n')
  await makeGitRepo(seed)
  const remote = await makeTempDir('ralph-branch-remote-')
  await git(remote, 'clone', '-q', '--bare', seed, '.')
  if (prepare) {
    const other = await makeTempDir('ralph-branch-other-')
    await git(other, 'clone', '-q', remote, '.')
    await git(other, 'config', 'user.name', 'Other')
    await git(other, 'config', 'user.email', 'other@example.com')
    await prepare(other)
  }
  const work = await makeTempDir('ralph-branch-work-')
  await git(work, 'clone', '-q', remote, '.')
  await git(work, 'config', 'user.name', 'Work')
  await git(work, 'config', 'user.email', 'work@example.com')
  return { remote, work, git: gitWork(work) }
}

const head = async (dir: string, ref = 'HEAD') => (await git(dir, 'rev-parse', ref)).trim()
const current = async (dir: string) => (await git(dir, 'symbolic-ref', '--short', 'HEAD')).trim()

describe('inspect', () => {
  it("says whether origin has the checked-out branch, as the clone's remote-tracking ref tells", async () => {
    const { work, git: port } = await setup()
    expect(await port.inspect()).toMatchObject({ branch: 'main', origin: true, tracked: true })
    await git(work, 'checkout', '-q', '-b', 'ralph/nightly')
    expect(await port.inspect()).toMatchObject({ branch: 'ralph/nightly', origin: true, tracked: false })
    await port.push('ralph/nightly')
    await git(work, 'fetch', '-q', 'origin')
    expect(await port.inspect()).toMatchObject({ branch: 'ralph/nightly', tracked: true })
    await git(work, 'checkout', '-q', '--detach')
    expect(await port.inspect()).toMatchObject({ branch: '', tracked: false })
  })
})

describe('the work branch at the start (SPEC §10): the four cases', () => {
  it('absent on origin: created at HEAD', async () => {
    const { work, git: port } = await setup()
    const main = await head(work)
    expect(await port.switchTo('ralph/nightly', { fetch: true, author: AUTHOR })).toEqual({ kind: 'created' })
    expect(await current(work)).toBe('ralph/nightly')
    expect(await head(work)).toBe(main)
  })

  it('an ancestor of HEAD (its pull request was merged): moved to HEAD', async () => {
    const { work, git: port } = await setup(async other => {
      await git(other, 'checkout', '-q', '-b', 'ralph/nightly')
      await commitFile(other, 'a.txt', 'a', 'work of night 1')
      await git(other, 'push', '-q', 'origin', 'ralph/nightly')
      // The pull request is merged into main, and main moves on.
      await git(other, 'checkout', '-q', 'main')
      await git(other, 'merge', '-q', '--no-ff', '-m', 'merge the pull request', 'ralph/nightly')
      await commitFile(other, 'b.txt', 'b', 'more on main')
      await git(other, 'push', '-q', 'origin', 'main')
    })
    const main = await head(work)
    expect(await port.switchTo('ralph/nightly', { fetch: true, author: AUTHOR })).toEqual({ kind: 'moved' })
    expect(await current(work)).toBe('ralph/nightly')
    expect(await head(work)).toBe(main)
  })

  it("HEAD is an ancestor of it: checked out, the previous runs' work", async () => {
    let branchHead = ''
    const { work, git: port } = await setup(async other => {
      await git(other, 'checkout', '-q', '-b', 'ralph/nightly')
      await commitFile(other, 'a.txt', 'a', 'work of night 1')
      await git(other, 'push', '-q', 'origin', 'ralph/nightly')
      branchHead = await head(other)
    })
    expect(await port.switchTo('ralph/nightly', { fetch: true, author: AUTHOR })).toEqual({ kind: 'resumed' })
    expect(await current(work)).toBe('ralph/nightly')
    expect(await head(work)).toBe(branchHead)
  })

  it('diverged: checked out, and HEAD merged into it', async () => {
    let branchHead = ''
    let mainHead = ''
    const { work, git: port } = await setup(async other => {
      await git(other, 'checkout', '-q', '-b', 'ralph/nightly')
      await commitFile(other, 'a.txt', 'a', 'work of night 1')
      await git(other, 'push', '-q', 'origin', 'ralph/nightly')
      branchHead = await head(other)
      await git(other, 'checkout', '-q', 'main')
      await commitFile(other, 'b.txt', 'b', 'someone else on main')
      await git(other, 'push', '-q', 'origin', 'main')
      mainHead = await head(other)
    })
    expect(await port.switchTo('ralph/nightly', { fetch: true, author: AUTHOR })).toEqual({ kind: 'merged' })
    expect(await current(work)).toBe('ralph/nightly')
    // A merge commit whose parents are the branch and main, by the given author.
    expect((await git(work, 'log', '-1', '--format=%P|%an')).trim()).toBe(`${branchHead} ${mainHead}|Ralph`)
  })

  it('diverged with a conflict: checked out, the merge aborted, the conflicting files named', async () => {
    let branchHead = ''
    const { work, git: port } = await setup(async other => {
      await git(other, 'checkout', '-q', '-b', 'ralph/nightly')
      await commitFile(other, 'README.md', 'the loop wrote this\n', 'work of night 1')
      await git(other, 'push', '-q', 'origin', 'ralph/nightly')
      branchHead = await head(other)
      await git(other, 'checkout', '-q', 'main')
      await commitFile(other, 'README.md', 'someone else wrote this\n', 'conflicting change on main')
      await git(other, 'push', '-q', 'origin', 'main')
    })
    expect(await port.switchTo('ralph/nightly', { fetch: true, author: AUTHOR })).toEqual({
      kind: 'conflict',
      files: ['README.md']
    })
    expect(await current(work)).toBe('ralph/nightly')
    expect(await head(work)).toBe(branchHead)
    expect((await git(work, 'status', '--porcelain')).trim()).toBe('')
  })

  it('refuses, changing nothing, when the switch would overwrite uncommitted changes', async () => {
    const { work, git: port } = await setup(async other => {
      await git(other, 'checkout', '-q', '-b', 'ralph/nightly')
      await commitFile(other, 'README.md', 'the loop wrote this\n', 'work of night 1')
      await git(other, 'push', '-q', 'origin', 'ralph/nightly')
    })
    await writeFile(path.join(work, 'README.md'), 'edited by an earlier step\n')
    expect(await port.switchTo('ralph/nightly', { fetch: true, author: AUTHOR })).toEqual({
      kind: 'dirty',
      files: ['README.md']
    })
    expect(await current(work)).toBe('main')
  })

  it('compares with the history it lacks in a shallow clone (the checkout action fetches one commit)', async () => {
    const { remote } = await setup(async other => {
      await git(other, 'checkout', '-q', '-b', 'ralph/nightly')
      await commitFile(other, 'a.txt', 'a', 'work of night 1')
      await git(other, 'push', '-q', 'origin', 'ralph/nightly')
      await git(other, 'checkout', '-q', 'main')
      await commitFile(other, 'b.txt', 'b', 'more on main')
      await git(other, 'push', '-q', 'origin', 'main')
    })
    const shallow = await makeTempDir('ralph-branch-shallow-')
    await git(shallow, 'clone', '-q', '--depth', '1', `file://${remote}`, '.')
    const port = gitWork(shallow)
    expect(await port.switchTo('ralph/nightly', { fetch: true, author: AUTHOR })).toEqual({ kind: 'merged' })
  })
})
