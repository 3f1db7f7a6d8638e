import { afterAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const LOCAL_ACTION = path.join(ROOT, 'node_modules', '.bin', 'local-action')

/** Runs GitHub's local-action over this repository's src/main.ts (and src/post.ts), as its README says. */
function localAction(envFile: string): Promise<{ code: number | null; out: string }> {
  return new Promise(resolve => {
    const child = spawn(LOCAL_ACTION, ['run', '.', 'src/main.ts', envFile, '--post', 'src/post.ts'], {
      cwd: ROOT,
      // It shells out to `npm exec tsx`; `yes` keeps npm from asking, and tsx is a dev dependency here.
      env: { ...process.env, npm_config_yes: 'true', GITHUB_ACTIONS: '', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('close', code => resolve({ code, out }))
  })
}

describe("GitHub's local-action runs the action from its sources (the typescript-action layout)", () => {
  it('completes the demo plan, and its output table shows status: completed; the post step runs too', async () => {
    const dir = await makeTempDir('ralph-local-action-')
    for (const file of ['plan.json', 'agent.mjs'])
      await copyFile(path.join(ROOT, 'examples', 'demo', file), path.join(dir, file))
    const envFile = path.join(dir, '..', `${path.basename(dir)}.env`)
    await writeFile(
      envFile,
      [
        `GITHUB_WORKSPACE=${dir}`,
        'INPUT_TASKS=plan.json',
        'INPUT_AGENT=command',
        'INPUT_AGENT-COMMAND=node agent.mjs',
        'INPUT_CHECKPOINT=file',
        'INPUT_COMMIT=none',
        ''
      ].join('\n')
    )
    const { code, out } = await localAction(envFile)
    expect(code).toBe(0)
    expect(out).toMatch(/│\s*\d+\s*│\s*'status'\s*│\s*'completed'\s*│/)
    expect(out).toMatch(/│\s*\d+\s*│\s*'tasks-done'\s*│\s*'3'\s*│/)
    expect(out).toContain('Running Post Step')
    expect(out).toContain('Ralph Loop: the main step saved its state; nothing to do.')
    const plan = JSON.parse(await readFile(path.join(dir, 'plan.json'), 'utf8')) as {
      tasks?: { done?: boolean }[]
    }
    expect(JSON.stringify(plan)).not.toContain('"done":false')
  }, 60_000)
})
