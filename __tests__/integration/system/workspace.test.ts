import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import { chmod, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createWorkspace, resolveInside } from '../../../src/system/files/file-workspace.js'
import type { Workspace } from '../../../src/ports/workspace.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

describe('createWorkspace', () => {
  let root: string
  let ws: Workspace
  beforeEach(async () => {
    root = await makeTempDir('ralph-ws-')
    ws = createWorkspace(root)
  })

  it('writes, reads and removes files relative to the root', async () => {
    await ws.writeText('a/b/c.txt', 'hello')
    expect(await readFile(path.join(root, 'a/b/c.txt'), 'utf8')).toBe('hello')
    expect(await ws.readText('a/b/c.txt')).toBe('hello')
    expect(await ws.exists('a/b/c.txt')).toBe(true)
    expect(await ws.exists('a/b')).toBe(true)
    expect(await readdir(path.join(root, 'a/b'))).toEqual(['c.txt'])
    await ws.remove('a/b/c.txt')
    expect(await ws.exists('a/b/c.txt')).toBe(false)
    expect(await readdir(path.join(root, 'a/b'))).toEqual([])
  })

  it('removes a file named with quotes as it is named: only a name as copyFiles quotes it is read back as bytes', async () => {
    await ws.writeText('"a"', 'x')
    await ws.writeText('a', 'y')
    await ws.remove('"a"')
    expect(await readdir(root)).toEqual(['a'])
  })

  it('reads through a symbolic link only to a file inside the workspace', async () => {
    await writeFile(path.join(root, 'real.json'), 'inside')
    await symlink('real.json', path.join(root, 'link.json'))
    expect(await ws.readText('link.json', { within: true })).toBe('inside')
    const outside = await makeTempDir('ralph-ws-outside-')
    await writeFile(path.join(outside, 'secret'), 'secret')
    await symlink(path.join(outside, 'secret'), path.join(root, 'escape.json'))
    // Followed when asked for no more (the state dir may be a link), refused with `within`.
    expect(await ws.readText('escape.json')).toBe('secret')
    await expect(ws.readText('escape.json', { within: true })).rejects.toMatchObject({
      code: 'EOUTSIDE',
      message: expect.stringContaining('outside the workspace')
    })
  })

  it('refuses a file over maxBytes before reading it', async () => {
    await writeFile(path.join(root, 'big.txt'), 'x'.repeat(101))
    expect(await ws.readText('big.txt', { maxBytes: 101 })).toHaveLength(101)
    await expect(ws.readText('big.txt', { maxBytes: 100 })).rejects.toMatchObject({ code: 'EFBIG' })
    await mkdir(path.join(root, 'dir'))
    await expect(ws.readText('dir')).rejects.toMatchObject({ code: 'EISDIR' })
  })

  it('has an absolute root', () => {
    expect(createWorkspace('.').root).toBe(process.cwd())
    expect(ws.root).toBe(root)
  })

  it('tolerates missing files and folders where the contract says so', async () => {
    await expect(ws.remove('nope.txt')).resolves.toBeUndefined()
    expect(await ws.exists('no/such/file')).toBe(false)
    await writeFile(path.join(root, 'file'), 'x')
    expect(await ws.exists('file/below')).toBe(false)
    await expect(ws.readText('missing.txt')).rejects.toThrow(/ENOENT/)
  })

  it('replaces content atomically and leaves no temp files behind', async () => {
    await ws.writeText('state/checkpoint.json', '{"old":true}')
    await ws.writeText('state/checkpoint.json', '{"new":true}')
    expect(await ws.readText('state/checkpoint.json')).toBe('{"new":true}')
    expect(await readdir(path.join(root, 'state'))).toEqual(['checkpoint.json'])
  })

  it('never lets a reader see a torn file while writes race', async () => {
    const versions = ['a', 'b', 'c'].map(ch => ch.repeat(1 << 20))
    await ws.writeText('big.txt', versions[0] ?? '')
    let reads = 0
    let writing = true
    const reader = (async () => {
      while (writing) {
        const seen = await ws.readText('big.txt')
        expect(versions).toContain(seen)
        reads++
      }
    })()
    for (let i = 0; i < 30; i++) await ws.writeText('big.txt', versions[i % 3] ?? '')
    writing = false
    await reader
    expect(reads).toBeGreaterThan(0)
    expect(await readdir(root)).toEqual(['big.txt'])
  })

  it('keeps the mode of the file it replaces', async () => {
    if (process.platform === 'win32') return
    await ws.writeText('run.sh', 'echo 1')
    await chmod(path.join(root, 'run.sh'), 0o755)
    await ws.writeText('run.sh', 'echo 2')
    expect((await stat(path.join(root, 'run.sh'))).mode & 0o777).toBe(0o755)
  })

  it('fails cleanly when the target is a folder, leaving no temp file', async () => {
    await mkdir(path.join(root, 'dir/inner'), { recursive: true })
    await expect(ws.writeText('dir', 'x')).rejects.toThrow()
    expect(await readdir(root)).toEqual(['dir'])
  })

  it.each(['../outside.txt', 'a/../../outside.txt', '/etc/passwd', '..'])('rejects %s', async p => {
    await expect(ws.readText(p)).rejects.toThrow(/outside the workspace/)
    await expect(ws.writeText(p, 'x')).rejects.toThrow(/outside the workspace/)
    await expect(ws.exists(p)).rejects.toThrow(/outside the workspace/)
    await expect(ws.remove(p)).rejects.toThrow(/outside the workspace/)
  })

  it('refuses to remove the root itself', async () => {
    await expect(ws.remove('.')).rejects.toThrow(/workspace root/)
  })
})

describe('resolveInside', () => {
  it.each([
    ['a.txt', 'a.txt'],
    ['./a/../b.txt', 'b.txt'],
    ['..hidden', '..hidden'],
    ['.', '']
  ])('accepts %s', (p, rel) => {
    const root = path.resolve('/tmp/ws')
    expect(resolveInside(root, p)).toBe(path.join(root, rel))
  })

  it('accepts an absolute path inside the root', () => {
    const root = path.resolve('/tmp/ws')
    expect(resolveInside(root, path.join(root, 'x/y'))).toBe(path.join(root, 'x/y'))
  })
})

describe('writeText without fsync (durable: false): still atomic', () => {
  let root: string
  let ws: Workspace
  const light = { durable: false }
  beforeEach(async () => {
    root = await makeTempDir('ralph-ws-light-')
    ws = createWorkspace(root)
  })

  it('creates folders, replaces the file whole and leaves no temp file', async () => {
    await ws.writeText('state/prompt.md', 'old', light)
    await ws.writeText('state/prompt.md', 'new ünïcode', light)
    expect(await ws.readText('state/prompt.md')).toBe('new ünïcode')
    expect(await readdir(path.join(root, 'state'))).toEqual(['prompt.md'])
  })

  it('never lets a reader see a torn file, small or large', async () => {
    const versions = ['a', 'b', 'c'].map((ch, i) => ch.repeat(i === 2 ? 3 << 20 : 1 << 19))
    await ws.writeText('big.txt', versions[0] ?? '', light)
    let reads = 0
    let writing = true
    const reader = (async () => {
      while (writing) {
        expect(versions).toContain(await ws.readText('big.txt'))
        reads++
        await new Promise(resolve => setImmediate(resolve))
      }
    })()
    for (let i = 0; i < 30; i++) {
      await ws.writeText('big.txt', versions[i % 3] ?? '', light)
      await new Promise(resolve => setImmediate(resolve))
    }
    writing = false
    await reader
    expect(reads).toBeGreaterThan(0)
    expect(await readdir(root)).toEqual(['big.txt'])
  })

  it('keeps the mode of the file it replaces', async () => {
    await ws.writeText('run.sh', 'echo 1', light)
    await chmod(path.join(root, 'run.sh'), 0o755)
    await ws.writeText('run.sh', 'echo 2', light)
    expect((await stat(path.join(root, 'run.sh'))).mode & 0o777).toBe(0o755)
  })

  it('fails cleanly when the target is a folder, leaving no temp file', async () => {
    await mkdir(path.join(root, 'dir/inner'), { recursive: true })
    await expect(ws.writeText('dir', 'x', light)).rejects.toThrow(/Could not write .*dir/)
    expect(await readdir(root)).toEqual(['dir'])
  })
})
