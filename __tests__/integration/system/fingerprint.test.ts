import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import { normalizeExcludes } from '../../../src/system/files/fingerprint.js'
import type { Workspace } from '../../../src/ports/workspace.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

const EXCLUDE = ['.ralph', 'prompt.md']

async function write(dir: string, rel: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, rel)), { recursive: true })
  await writeFile(path.join(dir, rel), content)
}

describe('treeState in a git work tree', () => {
  let dir: string
  let ws: Workspace
  const state = () => ws.treeState(EXCLUDE)
  beforeEach(async () => {
    dir = await makeTempDir('ralph-fp-')
    await write(dir, 'a.txt', 'a\n')
    await write(dir, 'src/b.txt', 'b\n')
    await write(dir, 'prompt.md', 'do it\n')
    await makeGitRepo(dir)
    ws = createWorkspace(dir)
  })

  it('is stable and empty on a clean tree', async () => {
    const first = await state()
    expect(first.changed).toEqual([])
    expect((await state()).hash).toBe(first.hash)
  })

  it('sees an unstaged change, then staging it, then editing it again', async () => {
    const clean = await state()
    await write(dir, 'a.txt', 'a2\n')
    const unstaged = await state()
    expect(unstaged.changed).toEqual(['a.txt'])
    expect(unstaged.hash).not.toBe(clean.hash)
    await git(dir, 'add', 'a.txt')
    const staged = await state()
    expect(staged.changed).toEqual(['a.txt'])
    expect(staged.hash).not.toBe(unstaged.hash)
    await write(dir, 'a.txt', 'a3\n')
    const again = await state()
    expect(again.hash).not.toBe(staged.hash)
    await write(dir, 'a.txt', 'a4\n')
    expect((await state()).hash).not.toBe(again.hash)
  })

  it('sees an untracked file, and a new edit of it', async () => {
    const clean = await state()
    await write(dir, 'new/c.txt', 'c\n')
    const added = await state()
    expect(added.changed).toEqual(['new/c.txt'])
    expect(added.hash).not.toBe(clean.hash)
    await write(dir, 'new/c.txt', 'c2\n')
    expect((await state()).hash).not.toBe(added.hash)
  })

  it('counts a deleted file by name', async () => {
    const clean = await state()
    await unlink(path.join(dir, 'src/b.txt'))
    const deleted = await state()
    expect(deleted.changed).toEqual(['src/b.txt'])
    expect(deleted.hash).not.toBe(clean.hash)
  })

  it('ignores a touch that leaves the content as it was', async () => {
    await write(dir, 'a.txt', 'a2\n')
    const before = await state()
    await write(dir, 'a.txt', 'a2\n')
    expect((await state()).hash).toBe(before.hash)
  })

  it('ignores the state dir, the prompt file and the exclusions spelt differently', async () => {
    const clean = await state()
    await write(dir, '.ralph/checkpoint.json', '{}')
    await write(dir, '.ralph/iteration_1_summary.md', 'x')
    await write(dir, 'prompt.md', 'changed prompt\n')
    expect(await state()).toEqual(clean)
    expect(await ws.treeState(['./.ralph/', path.join(dir, 'prompt.md')])).toEqual(clean)
    expect((await ws.treeState([])).changed).toEqual([
      'prompt.md',
      '.ralph/checkpoint.json',
      '.ralph/iteration_1_summary.md'
    ])
  })

  it('excludes a single file inside the state dir', async () => {
    const clean = await ws.treeState(['.ralph/prompt.md'])
    await write(dir, '.ralph/prompt.md', 'p')
    expect(await ws.treeState(['.ralph/prompt.md'])).toEqual(clean)
    await write(dir, '.ralph/other.md', 'o')
    expect((await ws.treeState(['.ralph/prompt.md'])).changed).toEqual(['.ralph/other.md'])
  })

  it('changes when a commit moves HEAD, even on a clean tree', async () => {
    const clean = await state()
    await write(dir, 'a.txt', 'a2\n')
    await git(dir, 'commit', '-q', '-am', 'change')
    const committed = await state()
    expect(committed.changed).toEqual([])
    expect(committed.hash).not.toBe(clean.hash)
  })

  it('works on an unborn branch', async () => {
    const fresh = await makeTempDir('ralph-fp-unborn-')
    await git(fresh, 'init', '-q')
    const empty = await createWorkspace(fresh).treeState([])
    await write(fresh, 'x.txt', 'x')
    const one = await createWorkspace(fresh).treeState([])
    expect(one.changed).toEqual(['x.txt'])
    expect(one.hash).not.toBe(empty.hash)
  })

  it('hashes a nested repository by name without failing', async () => {
    await write(dir, 'nested/file.txt', 'n')
    await git(path.join(dir, 'nested'), 'init', '-q')
    expect((await state()).changed).toEqual(['nested'])
  })
})

describe('treeState when the workspace is a subfolder of the repository', () => {
  it('reports paths relative to the workspace and only its own changes', async () => {
    const repo = await makeTempDir('ralph-fp-sub-')
    await write(repo, 'top.txt', 't')
    await write(repo, 'pkg/app/a.txt', 'a')
    await makeGitRepo(repo)
    const ws = createWorkspace(path.join(repo, 'pkg/app'))
    const clean = await ws.treeState(EXCLUDE)
    await write(repo, 'top.txt', 't2')
    expect(await ws.treeState(EXCLUDE)).toEqual(clean)
    await write(repo, 'pkg/app/a.txt', 'a2')
    await write(repo, 'pkg/app/new/b.txt', 'b')
    await write(repo, 'pkg/app/.ralph/state.json', '{}')
    const changed = await ws.treeState(EXCLUDE)
    expect(changed.changed).toEqual(['a.txt', 'new/b.txt'])
    expect(changed.hash).not.toBe(clean.hash)
  })
})

describe('treeState at scale', () => {
  it('fingerprints 2,000 untracked files', async () => {
    const dir = await makeTempDir('ralph-fp-many-')
    await makeGitRepo(dir)
    await Promise.all(
      Array.from({ length: 2000 }, (_, i) => write(dir, `d${i % 20}/f${i}.txt`, `content ${i}\n`))
    )
    const ws = createWorkspace(dir)
    // No timing assertion (flaky on a busy runner); about 0.4 s here, most of it hashing contents.
    const many = await ws.treeState(EXCLUDE)
    expect(many.changed).toHaveLength(2000)
    await write(dir, 'd7/f7.txt', 'edited\n')
    expect((await ws.treeState(EXCLUDE)).hash).not.toBe(many.hash)
  })
})

describe('normalizeExcludes', () => {
  it('keeps paths inside the root, posix style, and always .git', () => {
    const root = path.resolve('/tmp/ws')
    expect(
      normalizeExcludes(root, ['.ralph/', './prompt.md', path.join(root, 'a', 'b'), '..', '.', '../x'])
    ).toEqual(['.git', '.ralph', 'prompt.md', 'a/b'])
  })
})
