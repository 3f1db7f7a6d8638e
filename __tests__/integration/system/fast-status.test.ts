import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fc from 'fast-check'
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import path from 'node:path'
import { treeState } from '../../../src/system/files/fingerprint.js'
import { parseIndex, type IndexEntry } from '../../../src/system/git-index.js'
import { TreeWatch } from '../../../src/system/tree-watch.js'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import type { Workspace } from '../../../src/ports/workspace.js'
import { gitSync, recordGit } from '../../../__fixtures__/git-calls.js'
import { keptEqualsFresh } from '../../../__fixtures__/tree-property.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)
const open: Workspace[] = []
afterEach(() => open.splice(0).forEach(ws => ws.close?.()))

const EXCLUDE = ['.ralph']
const linux = TreeWatch.supported()

/** What `git status` says now, with nothing kept: the reference every kept state must equal. */
const reference = (root: string) => treeState(root, EXCLUDE)

function workspace(root: string): Workspace {
  const ws = createWorkspace(root)
  open.push(ws)
  return ws
}

type Op =
  | {
      kind:
        'write' | 'same' | 'append' | 'sed' | 'chmod' | 'rm' | 'mkdir' | 'add' | 'commit' | 'unstage' | 'link'
      at: string
    }
  | { kind: 'move'; at: string; to: string }
  | { kind: 'attributes' | 'reset' | 'state' | 'moveref' }
  | { kind: 'ignore'; pattern: string }

const NAMES = ['a.txt', 'src/b.ts', 'src/deep/c.md', 'new.txt', 'src/new/d.ts', 'docs', 'x y.txt', 'ü.txt']
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom<
        Exclude<Op['kind'], 'move' | 'attributes' | 'reset' | 'state' | 'moveref' | 'ignore'>
      >('write', 'same', 'append', 'sed', 'chmod', 'rm', 'mkdir', 'add', 'commit', 'unstage', 'link'),
      at: fc.constantFrom(...NAMES)
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('ignore' as const),
      pattern: fc.constantFrom('', 'new.txt\n', '*.ts\n', 'src/\n')
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      at: fc.constantFrom(...NAMES),
      to: fc.constantFrom(...NAMES)
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom<'attributes' | 'reset' | 'state' | 'moveref'>(
        'attributes',
        'reset',
        'state',
        'moveref'
      )
    })
  }
)

function apply(root: string, op: Op, n: number): void {
  try {
    if (op.kind === 'attributes')
      return writeFileSync(path.join(root, '.gitattributes'), '*.txt text eol=crlf\n')
    // The tracked ignore file edited: what git lists as untracked changes with it.
    if (op.kind === 'ignore') return writeFileSync(path.join(root, '.gitignore'), op.pattern)
    if (op.kind === 'reset') return void gitSync(root, 'reset', '-q', '--soft', 'HEAD~1')
    // The branch's ref file rewritten by a tool that is not git: nothing else in .git changes.
    if (op.kind === 'moveref') {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
      return writeFileSync(
        path.join(root, '.git', git('symbolic-ref', 'HEAD')),
        `${git('rev-parse', 'HEAD~1')}\n`
      )
    }
    // The loop's own writes, in the excluded state dir.
    if (op.kind === 'state') {
      mkdirSync(path.join(root, '.ralph'), { recursive: true })
      return writeFileSync(path.join(root, '.ralph/checkpoint.json'), `{"n":${n}}`)
    }
    if (!('at' in op)) return
    const at = path.join(root, op.at)
    if (op.kind === 'write') {
      mkdirSync(path.dirname(at), { recursive: true })
      writeFileSync(at, `content ${n}\n`)
    } else if (op.kind === 'same') writeFileSync(at, readFileSync(at))
    else if (op.kind === 'append') appendFileSync(at, 'more\n')
    // As `sed -i` does: a temp file beside it, renamed over it.
    else if (op.kind === 'sed') {
      writeFileSync(path.join(path.dirname(at), `.sed${n}`), `${readFileSync(at, 'utf8')}edited\n`)
      renameSync(path.join(path.dirname(at), `.sed${n}`), at)
    } else if (op.kind === 'chmod') chmodSync(at, n % 2 ? 0o755 : 0o644)
    else if (op.kind === 'rm') rmSync(at, { recursive: true, force: true })
    else if (op.kind === 'mkdir') mkdirSync(at, { recursive: true })
    else if (op.kind === 'add') gitSync(root, 'add', '-A', '--', op.at)
    else if (op.kind === 'commit') gitSync(root, 'commit', '-q', '-am', `c${n}`)
    else if (op.kind === 'unstage') gitSync(root, 'rm', '-q', '--cached', '--', op.at)
    else if (op.kind === 'link') symlinkSync('a.txt', at)
    else if (op.kind === 'move') renameSync(at, path.join(root, op.to))
  } catch {
    // An operation that makes no sense on the tree as it is changes nothing.
  }
}

async function repo(): Promise<string> {
  const root = await makeTempDir('ralph-fast-')
  mkdirSync(path.join(root, 'src/deep'), { recursive: true })
  writeFileSync(path.join(root, 'a.txt'), 'a\n')
  writeFileSync(path.join(root, 'src/b.ts'), 'b\n')
  writeFileSync(path.join(root, 'src/deep/c.md'), 'c\n')
  writeFileSync(path.join(root, 'ü.txt'), 'u\n')
  writeFileSync(path.join(root, '.gitignore'), '')
  await makeGitRepo(root)
  writeFileSync(path.join(root, 'a.txt'), 'a, second\n')
  gitSync(root, 'commit', '-q', '-am', 'second')
  return root
}

describe('git status without git (FastStatus)', () => {
  it('gives what git status gives after every batch of changes, whatever they were', async () => {
    if (!linux) return
    await keptEqualsFresh({
      batches: fc.array(fc.array(opArb, { minLength: 1, maxLength: 2 }), { minLength: 3, maxLength: 8 }),
      runs: 60,
      setUp: async () => {
        const root = await repo()
        const ws = workspace(root)
        return { root, kept: () => ws.treeState(EXCLUDE), close: () => ws.close?.() }
      },
      apply,
      fresh: reference,
      equal: (kept, fresh) => expect(kept).toEqual(fresh)
    })
  }, 180_000)

  it('runs no git for an edit of tracked files, and git again for a new file', async () => {
    if (!linux) return
    const root = await repo()
    const ws = workspace(root)
    const calls = recordGit(root, () => ws.treeState(EXCLUDE))
    await calls() // the first fingerprint: git, nothing watched yet (the cold start)
    await calls() // the second: the watch is set up, git once more
    writeFileSync(path.join(root, 'src/b.ts'), 'edited\n')
    const edited = await calls()
    expect(edited.commands).toEqual([])
    expect(edited.state).toEqual(await reference(root))
    expect(edited.state.changed).toEqual(['src/b.ts'])
    writeFileSync(path.join(root, 'src/b.ts'), 'b\n')
    const back = await calls()
    expect(back.commands).toEqual([])
    expect(back.state.changed).toEqual([])
    writeFileSync(path.join(root, 'src/new.ts'), 'n\n')
    const added = await calls()
    expect(added.commands).toEqual(['status --untracked-files=normal'])
    expect(added.state).toEqual(await reference(root))
  })

  it('watches a folder made in the same batch as a change that asks git', async () => {
    if (!linux) return
    const root = await repo()
    const ws = workspace(root)
    await ws.treeState(EXCLUDE)
    await ws.treeState(EXCLUDE)
    // The ignore file asks git at once; the new folder must still be watched from then on.
    writeFileSync(path.join(root, '.gitignore'), '*.log\n')
    mkdirSync(path.join(root, 'v'))
    expect(await ws.treeState(EXCLUDE)).toEqual(await reference(root))
    writeFileSync(path.join(root, 'v/new.txt'), 'n\n')
    expect((await ws.treeState(EXCLUDE)).changed).toEqual(['.gitignore', 'v/new.txt'])
  })

  it('takes a file where a watched folder was (its old names lstat as ENOTDIR) without throwing', async () => {
    if (!linux) return
    const root = await repo()
    const ws = workspace(root)
    mkdirSync(path.join(root, 'v'))
    writeFileSync(path.join(root, 'v/v'), 'inside\n')
    await ws.treeState(EXCLUDE)
    await ws.treeState(EXCLUDE)
    appendFileSync(path.join(root, 'v/v'), 'more\n')
    rmSync(path.join(root, 'v'), { recursive: true })
    writeFileSync(path.join(root, 'v'), 'a file now\n')
    expect(await ws.treeState(EXCLUDE)).toEqual(await reference(root))
  })

  it('asks git when a commit moved HEAD or changed the index', async () => {
    if (!linux) return
    const root = await repo()
    const ws = workspace(root)
    const calls = recordGit(root, () => ws.treeState(EXCLUDE))
    await calls()
    await calls()
    writeFileSync(path.join(root, 'a.txt'), 'a2\n')
    gitSync(root, 'commit', '-q', '-am', 'two')
    const committed = await calls()
    expect(committed.commands).toEqual(['status --untracked-files=normal'])
    expect(committed.state).toEqual(await reference(root))
  })

  it('reads the index file as git wrote it: versions 2, 3 and 4', async () => {
    const root = await repo()
    for (const version of ['2', '3', '4']) {
      gitSync(root, 'update-index', '--index-version', version)
      if (version === '3') gitSync(root, 'update-index', '--skip-worktree', 'a.txt')
      const entries = parseIndex(readFileSync(path.join(root, '.git/index')))
      const listed = execFileSync('git', ['ls-files', '-s'], { cwd: root, encoding: 'utf8' })
        .trim()
        .split('\n')
        .map(line => {
          const [meta = '', file = ''] = line.split('\t')
          const [mode = '', oid = ''] = meta.split(' ')
          return [file, { oid, mode: parseInt(mode, 8) }] as const
        })
      expect(entries).toBeDefined()
      expect(
        [...(entries ?? new Map<string, IndexEntry>()).entries()].map(([p, e]) => [
          p,
          { oid: e.oid, mode: e.mode }
        ])
      ).toEqual(listed.map(([p, e]) => [p.startsWith('"') ? 'ü.txt' : p, e]))
      expect(entries?.get('a.txt')?.special).toBe(version !== '2')
    }
  })
})
