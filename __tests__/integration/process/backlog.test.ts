import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { backlogOf } from '../../../src/edges/backlog.js'
import { createProcessRunner } from '../../../src/process/runner.js'
import { shellArgv } from '../../../src/process/shell.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

const runner = createProcessRunner()
const env = { PATH: process.env.PATH, SHLVL: '1' }
afterAll(cleanup)

/** Polls `check` every 10 ms for at most `ms`; true as soon as it holds. */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true
    await new Promise(resolve => setTimeout(resolve, 10))
  }
  return check()
}

describe('a slow log holds the agent back instead of filling memory', () => {
  it('stops reading while the backlog is pending: the child blocks on its pipe, then finishes', async () => {
    const dir = await makeTempDir('ralph-backlog-')
    const marker = path.join(dir, 'written')
    const total = 8 * 1024 * 1024
    let seen = 0
    let release: () => void = () => undefined
    let held: Promise<void> | undefined
    const run = runner.run({
      argv: shellArgv(`head -c ${total} /dev/zero; touch '${marker}'`),
      cwd: dir,
      env,
      timeoutMs: 30_000,
      onOutput: chunk => (seen += chunk.length),
      // The log falls behind once, at the first chunk, and stays behind until released.
      backlog: () => (held ??= new Promise<void>(resolve => (release = resolve)))
    })
    expect(await within(5000, () => seen > 0)).toBe(true)
    // The writer cannot get far past the first chunk: a pipe buffer (64 KiB here) and no more.
    expect(await within(300, () => existsSync(marker))).toBe(false)
    expect(seen).toBeLessThan(total / 4)
    release()
    const result = await run
    expect(result).toMatchObject({ exitCode: 0, outputBytes: total })
    expect(seen).toBe(total)
    expect(existsSync(marker)).toBe(true)
  })

  it('once the agent has exited, the rest of its output is read at once, however far behind the log is', async () => {
    let seen = ''
    const lines: string[] = []
    const result = await runner.run({
      // The last line comes later, small enough to sit in the pipe while nothing is being read.
      argv: shellArgv('head -c 20000 /dev/zero | tr "\\0" x; echo; sleep 0.2; echo \'{"type":"result"}\''),
      cwd: process.cwd(),
      env,
      timeoutMs: 30_000,
      onOutput: chunk => (seen += chunk),
      onLine: line => lines.push(line),
      backlog: () => new Promise<void>(() => undefined) // a log that never catches up
    })
    expect(result.exitCode).toBe(0)
    expect(lines.at(-1)).toBe('{"type":"result"}')
    expect(seen.length).toBe(20000 + 1 + 18)
    expect(result.durationMs).toBeLessThan(1900) // not the 2 s drain, however loaded the machine
  })

  it('a backlog that throws is ignored: the run reads on', async () => {
    let seen = 0
    const result = await runner.run({
      argv: shellArgv('head -c 1000000 /dev/zero'),
      cwd: process.cwd(),
      env,
      timeoutMs: 30_000,
      onOutput: chunk => (seen += chunk.length),
      backlog: () => {
        throw new Error('broken log')
      }
    })
    expect(result.exitCode).toBe(0)
    expect(seen).toBe(1000000)
  })
})

describe('backlogOf', () => {
  it('is undefined while a stream keeps up, and settles when it drains', async () => {
    const stream = new PassThrough({ highWaterMark: 4 })
    expect(backlogOf(stream)).toBeUndefined()
    stream.write('more than four bytes')
    const wait = backlogOf(stream)
    expect(wait).toBeInstanceOf(Promise)
    stream.resume() // the reader catches up
    await expect(wait).resolves.toBeUndefined()
    expect(stream.listenerCount('drain')).toBe(0)
  })

  it('settles when the stream closes without draining', async () => {
    const stream = new PassThrough({ highWaterMark: 4 })
    stream.write('more than four bytes')
    const wait = backlogOf(stream)
    stream.destroy()
    await expect(wait).resolves.toBeUndefined()
    expect(backlogOf(stream)).toBeUndefined()
  })
})
