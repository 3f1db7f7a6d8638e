import { describe, expect, it } from '@jest/globals'
import { stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { createProcessRunner } from '../../../src/process/runner.js'

const runner = createProcessRunner()
// Prints the home, its mode, what is in it, and XDG_CONFIG_HOME.
const SHOW = 'echo "$HOME"; stat -c %a "$HOME"; ls -A "$HOME" | wc -l; echo "$XDG_CONFIG_HOME"'

describe('a fresh home for a run (SPEC §7: the verify command and the reviewer never read the agent’s)', () => {
  it('is a new empty private folder in the temp folder, with XDG_CONFIG_HOME in it, removed after the run', async () => {
    const env = { PATH: process.env.PATH, HOME: '/home/agent', XDG_CONFIG_HOME: '/home/agent/.config' }
    const result = await runner.run({ argv: ['bash', '-c', SHOW], cwd: tmpdir(), env, freshHome: true })
    const [home, mode, entries, config] = result.tail.trim().split('\n')
    expect(result.exitCode).toBe(0)
    expect(home.startsWith(tmpdir())).toBe(true)
    expect(home).not.toBe('/home/agent')
    expect([mode, entries.trim(), config]).toEqual(['700', '0', `${home}/.config`])
    await expect(stat(home)).rejects.toThrow(/ENOENT/)
  })

  it('each run gets its own, and a run that does not ask keeps the home it is given', async () => {
    const env = { PATH: process.env.PATH, HOME: '/home/agent' }
    const spec = { argv: ['bash', '-c', 'echo "$HOME"'], cwd: tmpdir(), env }
    const first = await runner.run({ ...spec, freshHome: true })
    const second = await runner.run({ ...spec, freshHome: true })
    expect(first.tail).not.toBe(second.tail)
    expect((await runner.run(spec)).tail.trim()).toBe('/home/agent')
  })
})
