import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ConfigError } from '../../../src/config/config-error.js'
import { readConfig } from '../../../src/config/read-config.js'
import { configFiles } from '../../../src/edges/config-files.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

let workspace = ''
let outside = ''
beforeAll(async () => {
  workspace = await makeTempDir('ralph-paths-ws-')
  outside = await makeTempDir('ralph-paths-out-')
  await writeFile(path.join(workspace, 'plan.json'), '[]')
  await writeFile(path.join(workspace, 'prompt.md'), 'Do {{task}}')
  await writeFile(path.join(outside, 'secret.md'), 'OUTSIDE-TEXT')
  await mkdir(path.join(workspace, '.git'))
  await mkdir(path.join(workspace, 'real-state'))
  await symlink('/proc/self/environ', path.join(workspace, 'environ.md'))
  await symlink(path.join(outside, 'secret.md'), path.join(workspace, 'out.md'))
  await symlink('prompt.md', path.join(workspace, 'in.md'))
  await symlink(outside, path.join(workspace, 'out-dir'))
  await symlink('real-state', path.join(workspace, 'in-dir'))
  await symlink('.git', path.join(workspace, 'git-link'))
})

/** readConfig over the real disk, as the action and the CLI call it. */
function configOf(inputs: Record<string, string>) {
  return readConfig({
    getInput: name =>
      ({ tasks: 'plan.json', agent: 'command', 'agent-command': 'true', ...inputs })[name] ?? '',
    env: {},
    ...configFiles,
    cwd: workspace
  }).config
}

function errorOf(inputs: Record<string, string>): string {
  try {
    configOf(inputs)
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
  throw new Error(`no error for ${JSON.stringify(inputs)}`)
}

describe('paths that lead out of the workspace through a link are input errors (SPEC §8)', () => {
  it.each([
    [{ 'prompt-file': 'environ.md' }, 'prompt-file', '/proc/'],
    [{ 'prompt-file': 'out.md' }, 'prompt-file', 'secret.md'],
    [{ 'state-dir': 'out-dir' }, 'state-dir', 'outside the workspace'],
    [{ 'state-dir': 'out-dir/not/made/yet' }, 'state-dir', 'outside the workspace'],
    [{ 'state-dir': 'git-link' }, 'state-dir', 'inside .git'],
    [{ 'state-dir': 'git-link/ralph' }, 'state-dir', 'inside .git']
  ])('%j names %s', (inputs, input, detail) => {
    const message = errorOf(inputs)
    expect(message).toContain(`'${input}'`)
    expect(message).toContain(detail)
    expect(message).not.toContain('OUTSIDE-TEXT')
  })

  it('a default state dir that is a link out of the workspace is refused too', async () => {
    const dir = await makeTempDir('ralph-paths-default-')
    await writeFile(path.join(dir, 'plan.json'), '[]')
    await symlink(outside, path.join(dir, '.ralph'))
    expect(() =>
      readConfig({
        getInput: name => ({ tasks: 'plan.json', agent: 'command', 'agent-command': 'true' })[name] ?? '',
        env: {},
        ...configFiles,
        cwd: dir
      })
    ).toThrow(/'state-dir' \('\.ralph'\) resolves to .* outside the workspace/)
  })

  it('links that stay inside the workspace are fine', () => {
    expect(configOf({ 'prompt-file': 'in.md', 'state-dir': 'in-dir/ralph' })).toMatchObject({
      prompt: 'Do {{task}}',
      stateDir: 'in-dir/ralph'
    })
  })
})
