import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { runBundle } from '../../__fixtures__/bundle.js'
import { cleanup, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

describe('the CLI outside a loop', () => {
  it("prints package.json's version with --version", async () => {
    const run = await runBundle('cli', { cwd: await makeTempDir('ralph-version-'), args: ['--version'] })
    expect(run.code).toBe(0)
    expect(run.stdout.trim()).toBe(`ralph-loop ${version}`)
  })

  it('prints its usage with --help', async () => {
    const run = await runBundle('cli', { cwd: await makeTempDir('ralph-help-'), args: ['--help'] })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('ralph-loop [flags]')
  })
})
