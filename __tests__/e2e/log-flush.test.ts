import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cleanEnv } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli/index.js')

describe('the log behind a slow reader', () => {
  it('loses nothing at exit: 20 MB of agent output all reaches a reader that starts late', async () => {
    const dir = await makeTempDir('ralph-flush-')
    await writeFile(path.join(dir, 'plan.json'), JSON.stringify([{ id: 'a', title: 'A' }]))
    const agent = `yes 'agent output line' | head -c 20000000`
    const script = `node ${CLI} --tasks plan.json --agent command --agent-command "${agent}" --max-attempts 1 2>/dev/null | (sleep 1; wc -c)`
    const run = spawnSync('bash', ['-c', script], { cwd: dir, env: cleanEnv(), encoding: 'utf8' })
    expect(Number(run.stdout.trim())).toBeGreaterThan(20_000_000)
  })
})
