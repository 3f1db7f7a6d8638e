import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { appendFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { treeState } from '../../../src/system/files/fingerprint.js'
import { TreeWatch } from '../../../src/system/tree-watch.js'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import type { Workspace } from '../../../src/ports/workspace.js'
import { gitSync, recordGit } from '../../../__fixtures__/git-calls.js'
import { keptEqualsFresh } from '../../../__fixtures__/tree-property.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)
const open: Workspace[] = []
afterEach(() => open.splice(0).forEach(ws => ws.close?.()))

const EXCLUDE = ['.ralph', 'sub/.ralph']
const linux = TreeWatch.supported()

/** What git's full listing says now (no index kept): the reference every kept state must equal. */
const reference = (root: string) => treeState(root, EXCLUDE)

function workspace(root: string): Workspace {
  const ws = createWorkspace(root)
  open.push(ws)
  return ws
}

/** One change to the tree, by name so a failing case prints readably. */
type Op =
  | { kind: 'write' | 'append' | 'mkdir' | 'rmdir' | 'add' | 'nest' | 'unnest'; at: string }
  | { kind: 'ignore'; at: string; pattern: string }
  | { kind: 'move'; at: string; to: string }

const NAMES = [
  'u/a',
  'u/b/c',
  'u/d',
  't/new',
  't/kept',
  'sub/.ralph/cp',
  '.ralph/x',
  'v/w/x',
  'u',
  'v',
  'w[1]/f',
  'w1/g'
]
const IGNORE_AT = ['.gitignore', 'u/.gitignore', 't/.gitignore', 'v/.gitignore']
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom<'write' | 'append' | 'mkdir' | 'rmdir' | 'add' | 'nest' | 'unnest'>(
      'write',
      'append',
      'mkdir',
      'rmdir',
      'add',
      'nest',
      'unnest'
    ),
    at: fc.constantFrom(...NAMES)
  }),
  fc.record({
    kind: fc.constant('ignore' as const),
    at: fc.constantFrom(...IGNORE_AT),
    pattern: fc.constantFrom('', 'a\n', 'b/\n', 'x\n', '*\n')
  }),
  fc.record({
    kind: fc.constant('move' as const),
    at: fc.constantFrom(...NAMES),
    to: fc.constantFrom(...NAMES)
  })
)

function apply(root: string, op: Op, n: number): void {
  const at = path.join(root, op.at)
  try {
    if (op.kind === 'write') {
      mkdirSync(path.dirname(at), { recursive: true })
      writeFileSync(at, `content ${n}`)
    } else if (op.kind === 'append') appendFileSync(at, 'x')
    else if (op.kind === 'mkdir') mkdirSync(at, { recursive: true })
    else if (op.kind === 'rmdir') rmSync(at, { recursive: true, force: true })
    else if (op.kind === 'add') gitSync(root, 'add', '--', op.at)
    // A nested repository appears inside a folder, or its `.git` goes and it is a plain folder again.
    else if (op.kind === 'nest') gitSync(at, 'init', '-q')
    else if (op.kind === 'unnest') rmSync(path.join(at, '.git'), { recursive: true, force: true })
    else if (op.kind === 'ignore') {
      mkdirSync(path.dirname(at), { recursive: true })
      writeFileSync(at, op.pattern)
    } else if (op.kind === 'move') renameSync(at, path.join(root, op.to))
  } catch {
    // An operation that makes no sense on the tree as it is changes nothing.
  }
}

describe('the untracked index inside git', () => {
  it('gives the fingerprint of git’s full listing after every batch of changes, whatever they were', async () => {
    if (!linux) return
    await keptEqualsFresh({
      batches: fc.array(fc.array(opArb, { maxLength: 5 }), { minLength: 1, maxLength: 5 }),
      runs: 40,
      setUp: async () => {
        const root = await makeTempDir('ralph-untracked-prop-')
        mkdirSync(path.join(root, 't'))
        writeFileSync(path.join(root, 't/kept'), 'kept')
        await makeGitRepo(root)
        mkdirSync(path.join(root, 'u/b'), { recursive: true })
        writeFileSync(path.join(root, 'u/b/c'), 'c')
        const ws = workspace(root)
        return { root, kept: () => ws.treeState(EXCLUDE), close: () => ws.close?.() }
      },
      apply,
      fresh: reference,
      equal: (kept, fresh) => expect(kept).toEqual(fresh)
    })
  }, 120_000)

  it('lists the files of a folder that took the place of a deleted tracked file', async () => {
    // `git status --untracked-files=normal` lists nothing there, where `=all` lists the files.
    if (!linux) return
    const root = await makeTempDir('ralph-untracked-')
    mkdirSync(path.join(root, 't'))
    writeFileSync(path.join(root, 't/kept'), 'kept')
    await makeGitRepo(root)
    const ws = workspace(root)
    await ws.treeState(EXCLUDE)
    rmSync(path.join(root, 't/kept'))
    mkdirSync(path.join(root, 't/kept/b'), { recursive: true })
    writeFileSync(path.join(root, 't/kept/b/c'), 'c')
    const state = await ws.treeState(EXCLUDE)
    expect(state.changed).toEqual(['t/kept', 't/kept/b/c'])
    expect(state).toEqual(await reference(root))
  })

  it('lists an untracked folder beside a tracked file in a nested repository as git status does', async () => {
    // `git ls-files --others` lists nothing under `u/b/` here, where `git status` lists `u/b/c`.
    if (!linux) return
    const root = await makeTempDir('ralph-untracked-')
    mkdirSync(path.join(root, 'u/b'), { recursive: true })
    writeFileSync(path.join(root, 'u/a'), 'a')
    await makeGitRepo(root)
    const ws = workspace(root)
    await ws.treeState(EXCLUDE)
    writeFileSync(path.join(root, 'u/b/c'), 'c')
    gitSync(path.join(root, 'u'), 'init', '-q')
    const state = await ws.treeState(EXCLUDE)
    expect(state.changed).toEqual(['u/b/c'])
    expect(state).toEqual(await reference(root))
  })

  it('lists an untracked folder once, then only when something under it changed', async () => {
    if (!linux) return
    const root = await makeTempDir('ralph-untracked-')
    writeFileSync(path.join(root, 'plan.md'), '- [ ] one\n')
    await makeGitRepo(root)
    for (let p = 0; p < 3; p++) {
      mkdirSync(path.join(root, `node_modules/p${p}`), { recursive: true })
      for (let f = 0; f < 5; f++) writeFileSync(path.join(root, `node_modules/p${p}/f${f}.js`), `${p}${f}`)
    }
    const ws = workspace(root)
    const gitCalls = recordGit(root, () => ws.treeState(EXCLUDE))
    const first = await gitCalls()
    // Where the workspace sits and where `info/exclude` is are asked once.
    expect(first.commands).toEqual([
      'rev-parse',
      'status --untracked-files=normal',
      'rev-parse',
      'status --untracked-files=all'
    ])
    expect(first.state.changed).toHaveLength(15)
    writeFileSync(path.join(root, 'plan.md'), '- [x] one\n')
    const second = await gitCalls()
    // The second fingerprint also asks once whether git compares files byte for byte (fast-status.ts).
    expect(second.commands).toEqual(['config', 'status --untracked-files=normal'])
    expect(second.state).toEqual(await reference(root))
    appendFileSync(path.join(root, 'node_modules/p1/f3.js'), ' more')
    const third = await gitCalls()
    expect(third.commands).toEqual(['status --untracked-files=normal', 'status --untracked-files=all'])
    expect(third.state.hash).not.toBe(second.state.hash)
    expect(third.state).toEqual(await reference(root))
  })

  it('sees an ignore file changed outside the untracked folder', async () => {
    if (!linux) return
    const root = await makeTempDir('ralph-untracked-')
    writeFileSync(path.join(root, '.gitignore'), '')
    await makeGitRepo(root)
    mkdirSync(path.join(root, 'out'))
    writeFileSync(path.join(root, 'out/a.log'), 'a')
    writeFileSync(path.join(root, 'out/b.txt'), 'b')
    const ws = workspace(root)
    expect((await ws.treeState(EXCLUDE)).changed).toEqual(['out/a.log', 'out/b.txt'])
    writeFileSync(path.join(root, '.gitignore'), '*.log\n')
    expect((await ws.treeState(EXCLUDE)).changed).toEqual(['.gitignore', 'out/b.txt'])
    expect(await ws.treeState(EXCLUDE)).toEqual(await reference(root))
  })

  it('expands the workspace itself when it is an untracked folder of the repository', async () => {
    if (!linux) return
    const repo = await makeTempDir('ralph-untracked-')
    writeFileSync(path.join(repo, 'top'), 't')
    await makeGitRepo(repo)
    const root = path.join(repo, 'sub')
    mkdirSync(path.join(root, 'deep'), { recursive: true })
    writeFileSync(path.join(root, 'deep/f'), 'f')
    const ws = workspace(root)
    expect((await ws.treeState(EXCLUDE)).changed).toEqual(['deep/f'])
    writeFileSync(path.join(root, 'deep/g'), 'g')
    expect((await ws.treeState(EXCLUDE)).changed).toEqual(['deep/f', 'deep/g'])
    expect(await ws.treeState(EXCLUDE)).toEqual(await reference(root))
  })
})
