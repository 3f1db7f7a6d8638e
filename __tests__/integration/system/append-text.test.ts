import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import type { Workspace } from '../../../src/ports/workspace.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

describe('appendText: the stream file as the lines come (SPEC §4)', () => {
  let root: string
  let ws: Workspace
  beforeEach(async () => {
    root = await makeTempDir('ralph-ws-append-')
    ws = createWorkspace(root)
  })

  it('creates the file and its folders, then appends; the text is in the file when the call returns', async () => {
    const first = ws.appendText('.ralph/iteration_1.jsonl', '{"a":1}\n')
    // Before the promise settles: a process killed now keeps it.
    expect(readFileSync(path.join(root, '.ralph/iteration_1.jsonl'), 'utf8')).toBe('{"a":1}\n')
    await first
    await ws.appendText('.ralph/iteration_1.jsonl', '{"b":"ünï"}\n')
    expect(await readFile(path.join(root, '.ralph/iteration_1.jsonl'), 'utf8')).toBe('{"a":1}\n{"b":"ünï"}\n')
  })

  it.each([
    ['a symbolic link in the file’s place', 'link.jsonl', /Could not append to .*link\.jsonl/],
    ['a folder above it that leads out of the workspace', 'out/file.jsonl', /out is a symbolic link/],
    ['a path outside the workspace', '../elsewhere.jsonl', /resolves outside the workspace/]
  ])('refuses %s, as a rejected promise, and writes nothing outside', async (_name, file, error) => {
    const outside = await makeTempDir('ralph-ws-append-outside-')
    await writeFile(path.join(outside, 'target'), 'kept\n')
    await symlink(path.join(outside, 'target'), path.join(root, 'link.jsonl'))
    await symlink(outside, path.join(root, 'out'))
    await expect(ws.appendText(file, 'line\n')).rejects.toThrow(error)
    expect(await readFile(path.join(outside, 'target'), 'utf8')).toBe('kept\n')
  })

  it('fails cleanly when the target is a folder', async () => {
    await mkdir(path.join(root, 'dir'))
    await expect(ws.appendText('dir', 'x\n')).rejects.toThrow(/Could not append to .*dir/)
  })
})
