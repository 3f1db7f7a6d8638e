import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { seenBy } from '../../__fixtures__/hostile-agent.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const REAL_KEY = 'sk-ant-real-key-0123456789'
// node alone: the bare PATH below has no mkdir.
const AGENT =
  `node -e "require('fs').mkdirSync('seen'); require('fs').writeFileSync('seen/key', process.env.ANTHROPIC_API_KEY)" && ` +
  `node ${AGENTS}/complete-one.mjs plan.json`
const FIX = 'sudo apt-get install -y bubblewrap socat ripgrep'

/**
 * A PATH where the sandbox cannot start: node, bash, git and env only (no bwrap, socat or rg), and a
 * `sudo` that refuses and writes down how it was called — the loop must not use it as root.
 */
async function pathWithoutTools(): Promise<{ PATH: string; sudoCalls: () => string[] }> {
  const bin = await makeTempDir('ralph-bin-')
  const where = (name: string) =>
    execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
  await symlink(process.execPath, path.join(bin, 'node'))
  for (const name of ['bash', 'git', 'env']) await symlink(where(name), path.join(bin, name))
  const calls = path.join(bin, 'sudo-calls')
  await writeFile(path.join(bin, 'sudo'), `#!${where('bash')}\necho "$*" >> ${calls}\nexit 1\n`)
  await chmod(path.join(bin, 'sudo'), 0o755)
  const sudoCalls = () => (existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [])
  return { PATH: bin, sudoCalls }
}

async function run(sandbox: string, env: Record<string, string> = {}) {
  const dir = await makeTempDir('ralph-sandbox-mode-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
  await makeGitRepo(dir)
  const main = await runBundle('main', {
    cwd: dir,
    inputs: { tasks: 'plan.json', agent: 'command', 'agent-command': AGENT, checkpoint: 'file', sandbox },
    env: { ANTHROPIC_API_KEY: REAL_KEY, ...env }
  })
  return { main, key: seenBy(dir, 'key') }
}

const warnings = (stdout: string) =>
  stdout.split('\n').filter(line => line.startsWith('::warning title=No sandbox'))

describe('sandbox: auto | on | off, through the bundle (SPEC §4a)', () => {
  it('off: the agent runs as before, with the real environment, and sandboxed is false', async () => {
    const { main, key } = await run('off')
    expect(main.outputs).toMatchObject({ status: 'completed', sandboxed: 'false' })
    expect(key).toBe(REAL_KEY)
  })

  it('auto, where the tools are (this machine, CI): the sandbox starts and the key stays out', async () => {
    const { main, key } = await run('auto')
    expect(main.outputs).toMatchObject({ status: 'completed', sandboxed: 'true' })
    expect(key).not.toBe(REAL_KEY)
    expect(warnings(main.stdout)).toEqual([])
  })

  it('on, where it cannot start: aborted with exit code 2, why and the fix, and no sudo as root', async () => {
    const bare = await pathWithoutTools()
    const { main, key } = await run('on', { PATH: bare.PATH })
    expect(main.outputs).toMatchObject({ status: 'aborted', 'exit-code': '2', sandboxed: 'false' })
    const errors = main.stdout.split('\n').filter(line => line.startsWith('::error'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/The sandbox could not start: .*bubblewrap.*\(sandbox: on\)/)
    expect(errors[0]).toContain(FIX)
    expect(key).toBe('')
    const asked = bare.sudoCalls()
    expect(process.getuid?.() === 0 ? asked : asked.filter(call => call !== '-n true')).toEqual([])
  })

  it('auto, where it cannot start: one warning with why and the fix, and the run goes on unsandboxed', async () => {
    const bare = await pathWithoutTools()
    const { main, key } = await run('auto', { PATH: bare.PATH })
    expect(main.outputs).toMatchObject({ status: 'completed', sandboxed: 'false' })
    const said = warnings(main.stdout)
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/The sandbox could not start: .*bubblewrap/)
    expect(said[0]).toContain(FIX)
    expect(key).toBe(REAL_KEY)
  })
})
