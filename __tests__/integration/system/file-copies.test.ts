import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { lstat, mkdir, readFile, readlink, rm, stat, symlink, writeFile, chmod } from 'node:fs/promises'
import path from 'node:path'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

const LIMITS = { files: 100, bytes: 1024 * 1024 }

describe('copyFiles and putFile (SPEC §7 protected paths, on the real file system)', () => {
  it('copies matching files, links as links, not FIFOs, `.git` or excluded folders, and puts each back as it was', async () => {
    const root = await makeTempDir('ralph-copies-')
    await mkdir(path.join(root, 'tests/sub'), { recursive: true })
    await mkdir(path.join(root, 'tests/.git'), { recursive: true })
    await mkdir(path.join(root, '.ralph'), { recursive: true })
    await writeFile(path.join(root, 'tests/a.sh'), 'echo a\n')
    await chmod(path.join(root, 'tests/a.sh'), 0o755)
    await writeFile(path.join(root, 'tests/sub/b.ts'), Buffer.from([0, 1, 2, 255]))
    await writeFile(path.join(root, 'tests/.git/config'), 'x')
    await symlink('a.sh', path.join(root, 'tests/link'))
    execFileSync('mkfifo', [path.join(root, 'tests/pipe')])
    await writeFile(path.join(root, 'src.ts'), 'not protected')
    const ws = createWorkspace(root)
    const copies = await ws.copyFiles(['tests/**', '.ralph/**'], ['.ralph'], LIMITS)
    if (!('files' in copies)) throw new Error(copies.tooMany)
    expect(
      copies.files.map(f => [f.path, f.mode.toString(8), f.link ?? Buffer.from(f.bytes).toString('hex')])
    ).toEqual([
      ['tests/a.sh', '755', Buffer.from('echo a\n').toString('hex')],
      ['tests/link', expect.any(String), 'a.sh'],
      ['tests/sub/b.ts', expect.any(String), '000102ff']
    ])

    // The agent turns the file into a folder, the link into a file, and `sub` into a link to elsewhere.
    await rm(path.join(root, 'tests/a.sh'))
    await mkdir(path.join(root, 'tests/a.sh/inner'), { recursive: true })
    await rm(path.join(root, 'tests/link'))
    await writeFile(path.join(root, 'tests/link'), 'now a file')
    const elsewhere = await makeTempDir('ralph-copies-elsewhere-')
    await rm(path.join(root, 'tests/sub'), { recursive: true })
    await symlink(elsewhere, path.join(root, 'tests/sub'))
    for (const copy of copies.files) await ws.putFile(copy)

    expect(await readFile(path.join(root, 'tests/a.sh'), 'utf8')).toBe('echo a\n')
    expect((await stat(path.join(root, 'tests/a.sh'))).mode & 0o777).toBe(0o755)
    expect(await readlink(path.join(root, 'tests/link'))).toBe('a.sh')
    expect((await lstat(path.join(root, 'tests/sub'))).isDirectory()).toBe(true)
    expect([...(await readFile(path.join(root, 'tests/sub/b.ts')))]).toEqual([0, 1, 2, 255])
    await expect(stat(path.join(elsewhere, 'b.ts'))).rejects.toThrow()
  })

  it('copies, puts back and removes files whose names are not UTF-8, by their bytes', async () => {
    const root = await makeTempDir('ralph-copies-bytes-')
    const abs = (rel: string) => Buffer.concat([Buffer.from(`${root}/`), Buffer.from(rel, 'latin1')])
    await mkdir(path.join(root, 'tests'))
    await writeFile(abs('tests/\xff.sh'), 'echo kept\n')
    await symlink(Buffer.from('\xfe', 'latin1'), abs('tests/l\xfe'))
    const ws = createWorkspace(root)
    const before = await ws.copyFiles(['tests/*.sh', 'tests/l*'], [], LIMITS)
    if (!('files' in before)) throw new Error(before.tooMany)
    expect(before.files.map(f => [f.path, f.link])).toEqual([
      ['"tests/\\377.sh"', undefined],
      ['"tests/l\\376"', '"\\376"']
    ])

    await writeFile(abs('tests/\xff.sh'), 'echo changed\n')
    await rm(abs('tests/l\xfe'))
    await writeFile(abs('tests/\xfd.sh'), 'added')
    const after = await ws.copyFiles(['tests/*.sh', 'tests/l*'], [], LIMITS)
    if (!('files' in after)) throw new Error(after.tooMany)
    expect(after.files.map(f => f.path)).toEqual(['"tests/\\375.sh"', '"tests/\\377.sh"'])
    for (const copy of before.files) await ws.putFile(copy)
    await ws.remove('"tests/\\375.sh"')

    expect(await readFile(abs('tests/\xff.sh'), 'utf8')).toBe('echo kept\n')
    expect(await readlink(abs('tests/l\xfe'), { encoding: 'buffer' })).toEqual(
      abs('tests/\xfe').subarray(root.length + 7)
    )
    await expect(lstat(abs('tests/\xfd.sh'))).rejects.toThrow(/ENOENT/)
    await expect(ws.remove('"tests/../\\375"')).rejects.toThrow(/not a plain path inside the workspace/)
  })

  it('stops past its limits, saying how far it got', async () => {
    const root = await makeTempDir('ralph-copies-many-')
    await mkdir(path.join(root, 'tests'))
    for (const name of ['a', 'b', 'c']) await writeFile(path.join(root, 'tests', name), 'x')
    const ws = createWorkspace(root)
    expect(await ws.copyFiles(['tests'], [], { files: 2, bytes: 100 })).toEqual({
      tooMany: 'more than 2 files or 100 bytes (at tests/c)'
    })
    expect(await ws.copyFiles(['missing/**'], [], LIMITS)).toEqual({ files: [] })
  })
})
