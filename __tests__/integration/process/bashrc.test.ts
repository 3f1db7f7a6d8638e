import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createProcessRunner } from '../../../src/process/runner.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

describe('bash started with a prompt on stdin', () => {
  it('does not source ~/.bashrc when the environment has no SHLVL (as under the Actions runner)', async () => {
    const home = await makeTempDir('ralph-home-')
    const marker = path.join(home, 'bashrc-ran')
    await writeFile(path.join(home, '.bashrc'), `touch ${JSON.stringify(marker)}\n`)
    const result = await createProcessRunner().run({
      argv: ['bash', '-c', 'cat > /dev/null'],
      cwd: home,
      env: { PATH: process.env.PATH, HOME: home },
      stdin: 'the prompt'
    })
    expect(result.exitCode).toBe(0)
    expect(existsSync(marker)).toBe(false)
  })
})
