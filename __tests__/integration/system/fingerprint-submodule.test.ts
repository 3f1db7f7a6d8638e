import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

/**
 * A repository inside the workspace's repository counts by its own content: git's status line for a
 * dirty submodule (`S.M.`, `S..U`, `SC..`) stays the same while the agent edits further inside it.
 */
const EXCLUDE = ['.ralph']

/** A repository with `a.txt` and a submodule `sub` (from a local repository holding `file.txt`). */
async function withSubmodule(): Promise<string> {
  const upstream = await makeGitRepo(await makeTempDir('ralph-upstream-'))
  writeFileSync(path.join(upstream, 'file.txt'), 'one\n')
  await git(upstream, 'add', 'file.txt')
  await git(upstream, 'commit', '-q', '-m', 'file')
  const dir = await makeTempDir('ralph-super-')
  writeFileSync(path.join(dir, 'a.txt'), 'a\n')
  await makeGitRepo(dir)
  await git(dir, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', upstream, 'sub')
  await git(dir, 'commit', '-q', '-m', 'sub')
  for (const [key, value] of [
    ['user.name', 'Ralph Test'],
    ['user.email', 'ralph-test@example.com']
  ])
    await git(path.join(dir, 'sub'), 'config', key, value)
  return dir
}

const sub = (dir: string, file: string) => path.join(dir, 'sub', file)

const cases: [string, ((dir: string) => unknown) | undefined, (dir: string) => unknown][] = [
  ['an edit inside a clean submodule', undefined, d => writeFileSync(sub(d, 'file.txt'), 'two\n')],
  [
    'a further edit inside an already modified submodule',
    d => writeFileSync(sub(d, 'file.txt'), 'two\n'),
    d => writeFileSync(sub(d, 'file.txt'), 'three\n')
  ],
  [
    'a further edit of an untracked file inside a submodule',
    d => writeFileSync(sub(d, 'new.txt'), 'new\n'),
    d => writeFileSync(sub(d, 'new.txt'), 'newer\n')
  ],
  [
    'another commit of work inside a submodule that has new commits',
    async d => {
      writeFileSync(sub(d, 'file.txt'), 'two\n')
      await git(path.join(d, 'sub'), 'commit', '-q', '-am', 'two')
    },
    async d => {
      writeFileSync(sub(d, 'file.txt'), 'three\n')
      await git(path.join(d, 'sub'), 'commit', '-q', '-am', 'three')
    }
  ]
]

describe('a submodule', () => {
  it.each(cases)('%s is a change', async (_name, setup, act) => {
    const dir = await withSubmodule()
    await setup?.(dir)
    const ws = createWorkspace(dir)
    const before = await ws.treeState(EXCLUDE)
    expect((await ws.treeState(EXCLUDE)).hash).toBe(before.hash)
    await act(dir)
    const after = await ws.treeState(EXCLUDE)
    expect(after.hash).not.toBe(before.hash)
    expect(after.changed).toEqual(['sub'])
  })

  it('an empty commit inside a dirty submodule that leaves its tree as it was is no change', async () => {
    const dir = await withSubmodule()
    writeFileSync(sub(dir, 'file.txt'), 'two\n')
    await git(path.join(dir, 'sub'), 'commit', '-q', '-am', 'two')
    const ws = createWorkspace(dir)
    const before = await ws.treeState(EXCLUDE)
    await git(path.join(dir, 'sub'), 'commit', '-q', '--allow-empty', '-m', 'nothing')
    expect((await ws.treeState(EXCLUDE)).hash).toBe(before.hash)
  })
})

describe('a repository nested in the workspace, not a submodule', () => {
  it('counts by its content: a further edit inside it is a change', async () => {
    const dir = await makeGitRepo(await makeTempDir('ralph-outer-'))
    mkdirSync(path.join(dir, 'nested'))
    writeFileSync(path.join(dir, 'nested', 'n.txt'), 'n\n')
    await git(path.join(dir, 'nested'), 'init', '-q')
    const ws = createWorkspace(dir)
    const before = await ws.treeState(EXCLUDE)
    expect(before.changed).toEqual(['nested'])
    writeFileSync(path.join(dir, 'nested', 'n.txt'), 'n, edited\n')
    expect((await ws.treeState(EXCLUDE)).hash).not.toBe(before.hash)
  })
})
