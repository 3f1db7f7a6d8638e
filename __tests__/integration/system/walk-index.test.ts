import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fc from 'fast-check'
import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TreeWatch } from '../../../src/system/tree-watch.js'
import { WalkIndex } from '../../../src/system/walk-index.js'
import { keptEqualsFresh } from '../../../__fixtures__/tree-property.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)
const open: WalkIndex[] = []
afterEach(() => open.splice(0).forEach(index => index.close()))

const EXCLUDE = ['.git', '.ralph']
const linux = TreeWatch.supported()

function watched(root: string, limits?: ConstructorParameters<typeof TreeWatch>[1]): WalkIndex {
  const index = new WalkIndex(root, new TreeWatch(root, limits))
  open.push(index)
  return index
}

/** What a plain walk of the tree sees now: the reference every watched state must equal. */
const fresh = (root: string) => new WalkIndex(root).state(EXCLUDE)

/** One change to the tree, as an agent could make it: by name, so a failing case prints readably. */
type Op =
  | { kind: 'write' | 'append' | 'mkdir' | 'rm' | 'rmdir' | 'link' | 'shell'; at: string }
  | { kind: 'move'; at: string; to: string }

const NAMES = ['a', 'b', 'c', 'a/b', 'a/c', 'b/a', 'a/b/c', 'c/c', '.ralph/x', '.git/y']
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom<Exclude<Op['kind'], 'move'>>(
      'write',
      'append',
      'mkdir',
      'rm',
      'rmdir',
      'link',
      'shell'
    ),
    at: fc.constantFrom(...NAMES)
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
    if (op.kind === 'write') writeFileSync(at, `content ${n}`)
    else if (op.kind === 'append') appendFileSync(at, 'x')
    else if (op.kind === 'mkdir') mkdirSync(at, { recursive: true })
    else if (op.kind === 'rm') rmSync(at, { force: true })
    else if (op.kind === 'rmdir') rmSync(at, { recursive: true, force: true })
    else if (op.kind === 'link') symlinkSync(`../target${n}`, at)
    // A child process writes a file and a folder of files, then exits: as an agent does.
    else if (op.kind === 'shell')
      execFileSync(
        'sh',
        [
          '-c',
          'mkdir -p "$1/deep/er" && echo "$2" > "$1/deep/er/f" && echo "$2" > "$1/g"',
          'sh',
          at,
          String(n)
        ],
        { stdio: 'ignore' }
      )
    else if (op.kind === 'move') renameSync(at, path.join(root, op.to))
  } catch {
    // An operation that makes no sense on the tree as it is (a missing parent, a file in the way) changes nothing.
  }
}

describe('WalkIndex with a TreeWatch', () => {
  it('equals a plain walk after every batch of changes, whatever they were', async () => {
    if (!linux) return
    await keptEqualsFresh({
      batches: fc.array(fc.array(opArb, { maxLength: 6 }), { minLength: 1, maxLength: 6 }),
      runs: 60,
      setUp: async () => {
        const root = await makeTempDir('ralph-walk-prop-')
        mkdirSync(path.join(root, 'a/b'), { recursive: true })
        writeFileSync(path.join(root, 'a/b/f'), 'f')
        const index = watched(root)
        return { root, kept: () => index.state(EXCLUDE), close: () => index.close() }
      },
      apply,
      fresh,
      equal: (kept, fresh) => expect(kept).toEqual(fresh)
    })
  })

  it('sees an in-place append that keeps the name, in a folder read long ago', async () => {
    if (!linux) return
    const root = await makeTempDir('ralph-walk-')
    mkdirSync(path.join(root, 'pkg/lib'), { recursive: true })
    writeFileSync(path.join(root, 'pkg/lib/a.js'), 'a')
    const index = watched(root)
    const before = await index.state(EXCLUDE)
    expect(await index.state(EXCLUDE)).toEqual(before)
    execFileSync('sh', ['-c', 'printf more >> pkg/lib/a.js'], { cwd: root })
    const after = await index.state(EXCLUDE)
    expect(after.hash).not.toBe(before.hash)
    expect(after).toEqual(await fresh(root))
  })

  it('reads a folder replaced under the same name again, contents included', async () => {
    if (!linux) return
    const root = await makeTempDir('ralph-walk-')
    mkdirSync(path.join(root, 'd'))
    writeFileSync(path.join(root, 'd/old'), 'o')
    const index = watched(root)
    await index.state(EXCLUDE)
    rmSync(path.join(root, 'd'), { recursive: true })
    mkdirSync(path.join(root, 'd'))
    writeFileSync(path.join(root, 'd/new'), 'n')
    expect((await index.state(EXCLUDE)).changed).toEqual(['d/new'])
    // The new folder is watched: a later change inside it is seen too.
    writeFileSync(path.join(root, 'd/new'), 'longer')
    expect(await index.state(EXCLUDE)).toEqual(await fresh(root))
  })

  it('follows a folder renamed away and back', async () => {
    if (!linux) return
    const root = await makeTempDir('ralph-walk-')
    mkdirSync(path.join(root, 'x/y'), { recursive: true })
    writeFileSync(path.join(root, 'x/y/f'), 'f')
    const index = watched(root)
    await index.state(EXCLUDE)
    renameSync(path.join(root, 'x'), path.join(root, 'z'))
    expect((await index.state(EXCLUDE)).changed).toEqual(['z/y/f'])
    writeFileSync(path.join(root, 'z/y/g'), 'g')
    renameSync(path.join(root, 'z'), path.join(root, 'x'))
    expect(await index.state(EXCLUDE)).toEqual(await fresh(root))
  })

  it('reads everything again when more events came than the overflow guard trusts', async () => {
    if (!linux) return
    const root = await makeTempDir('ralph-walk-')
    const index = watched(root, { dirs: 100, events: 5 })
    await index.state(EXCLUDE)
    for (let i = 0; i < 10; i++) writeFileSync(path.join(root, `f${i}`), 'x')
    const watch = (index as unknown as { watch: TreeWatch }).watch
    const take = jestSpy(watch, 'take')
    expect(await index.state(EXCLUDE)).toEqual(await fresh(root))
    expect(take.results).toEqual([undefined])
    // And trusts the watch again afterwards.
    writeFileSync(path.join(root, 'f0'), 'changed')
    expect(await index.state(EXCLUDE)).toEqual(await fresh(root))
    expect(take.results[1]).toBeInstanceOf(Map)
  })

  it('is right after a real overflow of the kernel queue (events dropped while the loop was blocked)', async () => {
    if (!linux) return
    const root = await makeTempDir('ralph-walk-')
    mkdirSync(path.join(root, 'd'))
    const index = watched(root)
    await index.state(EXCLUDE)
    // execFileSync blocks the event loop, so nothing is read from the inotify queue until the child ends.
    const queue = Number(
      execFileSync('cat', ['/proc/sys/fs/inotify/max_queued_events'], { encoding: 'utf8' })
    )
    const files = queue + 500
    execFileSync('sh', ['-c', `i=0; while [ $i -lt ${files} ]; do : > d/f$i; i=$((i+1)); done`], {
      cwd: root
    })
    const state = await index.state(EXCLUDE)
    expect(state).toEqual(await fresh(root))
    expect(state.changed).toHaveLength(1000)
  }, 60_000)

  it('walks every time, still right, once there are more folders than it may watch', async () => {
    if (!linux) return
    const root = await makeTempDir('ralph-walk-')
    for (const d of ['p', 'q', 'r']) mkdirSync(path.join(root, d))
    const index = watched(root, { dirs: 2, events: 1000 })
    await index.state(EXCLUDE)
    const watch = (index as unknown as { watch: TreeWatch }).watch
    expect(watch.failed).toBe(true)
    writeFileSync(path.join(root, 'r/f'), 'x')
    expect(await index.state(EXCLUDE)).toEqual(await fresh(root))
    expect((await index.state(EXCLUDE)).changed).toEqual(['r/f'])
  })

  it('reads everything again when the exclusions change', async () => {
    const root = await makeTempDir('ralph-walk-')
    writeFileSync(path.join(root, 'keep'), 'k')
    mkdirSync(path.join(root, 'skip'))
    writeFileSync(path.join(root, 'skip/f'), 's')
    const index = watched(root)
    expect((await index.state(['skip'])).changed).toEqual(['keep'])
    expect((await index.state([])).changed).toEqual(['keep', 'skip/f'])
  })

  it('removes its marker folder on close', async () => {
    if (!linux) return
    const root = await makeTempDir('ralph-walk-')
    const index = watched(root)
    await index.state(EXCLUDE)
    await index.state(EXCLUDE)
    const watch = (index as unknown as { watch: { marker?: { dir: string } } }).watch
    const dir = watch.marker?.dir ?? ''
    expect(path.dirname(dir)).toBe(tmpdir())
    expect(readdirSync(dir)).toEqual([])
    index.close()
    expect(() => readdirSync(dir)).toThrow(/ENOENT/)
  })
})

/** Records what `obj[key]` returned on each call, calling through. */
function jestSpy<T extends object, K extends keyof T>(obj: T, key: K): { results: unknown[] } {
  const spy = { results: [] as unknown[] }
  const original = obj[key] as (...args: unknown[]) => unknown
  obj[key] = ((...args: unknown[]) => {
    const result = original.apply(obj, args)
    spy.results.push(result)
    return result
  }) as T[K]
  return spy
}
