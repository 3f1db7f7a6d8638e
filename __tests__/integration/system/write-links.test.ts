import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdir, symlink } from 'node:fs/promises'
import path from 'node:path'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'

afterAll(cleanup)

describe('every write checks the folders above the file (SPEC §10)', () => {
  it.each<[string, (root: string, outside: string) => Promise<unknown>, string | undefined]>([
    ['a real state dir', root => mkdir(path.join(root, '.ralph')), undefined],
    ['a state dir not made yet', () => Promise.resolve(), undefined],
    [
      'a link that stays inside',
      async root => {
        await mkdir(path.join(root, 'real'))
        await symlink('real', path.join(root, '.ralph'))
      },
      undefined
    ],
    [
      'a link out of the workspace',
      (root, outside) => symlink(outside, path.join(root, '.ralph')),
      '.ralph is a symbolic link (to '
    ],
    [
      'a dangling link',
      root => symlink('/nowhere/at/all', path.join(root, '.ralph')),
      '.ralph is a symbolic link, out of the workspace'
    ],
    [
      'a link above the file',
      async (root, outside) => {
        await mkdir(path.join(root, '.ralph'))
        await symlink(outside, path.join(root, '.ralph', 'sub'))
      },
      'Could not write .ralph/sub/checkpoint.json: .ralph/sub is a symbolic link'
    ]
  ])('%s', async (_name, arrange, error) => {
    const root = await makeTempDir('ralph-write-links-')
    const outside = await makeTempDir('ralph-write-outside-')
    await arrange(root, outside)
    const file = _name === 'a link above the file' ? '.ralph/sub/checkpoint.json' : '.ralph/checkpoint.json'
    const write = createWorkspace(root).writeText(file, '{}')
    if (error) await expect(write).rejects.toThrow(error)
    else await expect(write).resolves.toBeUndefined()
  })
})
