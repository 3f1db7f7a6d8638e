import { afterAll, describe, expect, it } from '@jest/globals'
import { chmod, writeFile } from 'node:fs/promises'
import { createHook } from 'node:async_hooks'
import { getEventListeners } from 'node:events'
import { existsSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { createProcessRunner } from '../../../src/process/runner.js'
import { shellArgv } from '../../../src/process/shell.js'
import type { ProcessSpec } from '../../../src/ports/process.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

const runner = createProcessRunner()
// SHLVL because stdin given as text is a socketpair, and bash sources ~/.bashrc when stdin is a
// socket and SHLVL is unset (it takes itself for an rsh/ssh session).
const env = { PATH: process.env.PATH, SHLVL: '1' }

function sh(command: string, more: Partial<ProcessSpec> = {}): ProcessSpec {
  return { argv: shellArgv(command), cwd: process.cwd(), env, timeoutMs: 5000, ...more }
}

afterAll(cleanup)

describe('process runner: a normal run', () => {
  it('runs shell text with bash', () => {
    expect(shellArgv('echo hi')).toEqual(['bash', '-c', 'echo hi'])
  })

  it('reports the exit code and keeps stdout and stderr in the tail', async () => {
    const result = await runner.run(sh('echo out; echo err >&2; exit 7'))
    expect(result).toMatchObject({ exitCode: 7, signal: null, timedOut: false, interrupted: false })
    expect(result.tail).toContain('out\n')
    expect(result.tail).toContain('err\n')
    expect(result.outputBytes).toBe(8)
    expect(result.spawnError).toBeUndefined()
    expect(result.durationMs).toBeGreaterThanOrEqual(0)
  })

  it('names the signal that ended the main process', async () => {
    const result = await runner.run(sh('kill -USR1 $$'))
    expect(result).toMatchObject({ exitCode: null, signal: 'SIGUSR1' })
  })

  it('passes exactly the given environment', async () => {
    const result = await runner.run(
      sh('printf "%s|%s" "$RALPH_X" "${HOME-unset}"', { env: { ...env, RALPH_X: 'a b' } })
    )
    expect(result.tail).toBe('a b|unset')
  })

  it('runs in the given working directory', async () => {
    const dir = await makeTempDir()
    const result = await runner.run(sh('pwd', { cwd: dir }))
    expect(result.tail.trim()).toBe(realpathSync(dir))
  })

  it('delivers stdin', async () => {
    const result = await runner.run({ ...sh(''), argv: ['cat'], stdin: 'the prompt\nline 2' })
    expect(result.tail).toBe('the prompt\nline 2')
  })

  it('delivers a large stdin whole', async () => {
    const prompt = 'p'.repeat(1024 * 1024)
    const result = await runner.run({ ...sh(''), argv: ['wc', '-c'], stdin: prompt })
    expect(result.tail.trim()).toBe(String(prompt.length))
  })

  it('closes stdin when none is given, so a reader sees EOF at once', async () => {
    const result = await runner.run({ ...sh(''), argv: ['cat'], timeoutMs: 2000 })
    // Not the 2 s timeout (a reader waiting for input would have been killed: timedOut).
    expect(result).toMatchObject({ exitCode: 0, timedOut: false, tail: '' })
  })

  it('ignores EPIPE from a child that never reads its stdin', async () => {
    const result = await runner.run(sh('exit 3', { stdin: 'x'.repeat(1024 * 1024) }))
    expect(result).toMatchObject({ exitCode: 3, timedOut: false })
  })

  it('leaves no abort listener and no timer behind', async () => {
    const signal = new AbortController().signal
    const hardSignal = new AbortController().signal
    const left = await timersLeftBy(() => runner.run(sh('exit 0', { signal, hardSignal, timeoutMs: 60_000 })))
    expect(getEventListeners(signal, 'abort')).toHaveLength(0)
    expect(getEventListeners(hardSignal, 'abort')).toHaveLength(0)
    expect(left).toBe(0)
  })
})

describe('process runner: spawn failures', () => {
  it('resolves with a message naming a missing executable', async () => {
    const result = await runner.run({ ...sh(''), argv: ['ralph-no-such-agent', '-p', 'x'] })
    expect(result).toMatchObject({ exitCode: null, signal: null, spawnErrorCode: 'ENOENT', outputBytes: 0 })
    expect(result.spawnError).toContain('ralph-no-such-agent')
    expect(result.spawnError).toContain('not found')
    expect(result.spawnError).not.toContain('\n')
  })

  it('resolves with EACCES for a file that is not executable', async () => {
    const file = path.join(await makeTempDir(), 'agent.sh')
    await writeFile(file, 'echo hi\n')
    await chmod(file, 0o644)
    const result = await runner.run({ ...sh(''), argv: [file] })
    expect(result).toMatchObject({ exitCode: null, spawnErrorCode: 'EACCES' })
    expect(result.spawnError).toContain(file)
  })

  it('names a working directory that does not exist', async () => {
    const cwd = path.join(await makeTempDir(), 'missing')
    const result = await runner.run(sh('true', { cwd }))
    expect(result.exitCode).toBeNull()
    expect(result.spawnError).toContain('"bash"')
    expect(result.spawnError).toContain(`working directory "${cwd}" does not exist`)
  })

  it('resolves for an empty command', async () => {
    const result = await runner.run({ ...sh(''), argv: [] })
    expect(result).toMatchObject({ exitCode: null, spawnErrorCode: 'EINVAL' })
  })

  it('does not start at all when already aborted', async () => {
    const dir = await makeTempDir()
    const controller = new AbortController()
    controller.abort()
    const result = await runner.run(sh('touch started', { cwd: dir, signal: controller.signal }))
    expect(result).toMatchObject({ exitCode: null, interrupted: true, outputBytes: 0 })
    expect(existsSync(path.join(dir, 'started'))).toBe(false)
  })
})

/**
 * How many of the timers `run` made are still set once it is over (neither fired nor cleared). Only its
 * own count: a timer that jest or an earlier test set may fire meanwhile, which a count of every active
 * timer took for one cleared (the test failed whenever it ran alone).
 */
async function timersLeftBy(run: () => Promise<unknown>): Promise<number> {
  const live = new Set<number>()
  const hook = createHook({
    init: (id, type) => void (type === 'Timeout' && live.add(id)),
    destroy: id => void live.delete(id)
  }).enable()
  try {
    await run()
    // Destroy hooks are called after the tick in which a timer fired or was cleared.
    await new Promise(resolve => setImmediate(resolve))
  } finally {
    hook.disable()
  }
  return live.size
}
