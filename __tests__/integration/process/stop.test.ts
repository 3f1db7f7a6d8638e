import { afterEach, describe, expect, it } from '@jest/globals'
import { createProcessRunner } from '../../../src/process/runner.js'
import { shellArgv } from '../../../src/process/shell.js'
import type { ProcessSpec } from '../../../src/ports/process.js'
import { PidTracker, waitGone } from '../../../__fixtures__/process/pids.js'

const runner = createProcessRunner()
const tracker = new PidTracker()
const env = { PATH: process.env.PATH, SHLVL: '1' }
// A test that fails must fail in seconds, not after jest's minute.
const TEST_MS = 10_000
// Upper bounds on a run's time tell the right behaviour from the wrong one only, never a fast machine
// from a slow one: each sits well below what the wrong behaviour would take (the 30 s sleep, a 5 s
// grace, the 2 s drain), however loaded the machine.
const NOT_THE_SLEEP_MS = 8_000
const NOT_THE_GRACE_MS = 4_000
const NOT_THE_DRAIN_MS = 1_900

afterEach(() => tracker.killAll())

/** A spec whose script prints `pids <main> <grandchild>`; `onPids` runs when that line arrives. */
function spec(argv: string[], more: Partial<ProcessSpec> = {}, onPids?: () => void): ProcessSpec {
  return {
    argv,
    cwd: process.cwd(),
    env,
    onLine: line => {
      if (!line.startsWith('pids ')) return
      tracker.track(line)
      onPids?.()
    },
    ...more
  }
}

/** The grandchild's pid: the last number on the `pids` line in the tail. */
function grandchildOf(tail: string): number {
  const pids = /pids ([\d ]+)/.exec(tail)?.[1].trim().split(' ').map(Number) ?? []
  expect(pids.length).toBeGreaterThan(0)
  return pids[pids.length - 1]
}

const bashHang = shellArgv('sleep 30 & echo "pids $$ $!"; wait')
const nodeHang = [
  process.execPath,
  '-e',
  'const c = require("child_process").spawn("sleep", ["30"], { stdio: "inherit" }); console.log("pids", process.pid, c.pid)'
]

describe('process runner: timeout', () => {
  it.each([
    ['bash', bashHang],
    ['node', nodeHang]
  ])(
    'kills a hanging %s agent and its children at the timeout',
    async (_name, argv) => {
      const result = await runner.run(spec(argv, { timeoutMs: 300 }))
      expect(result).toMatchObject({ timedOut: true, interrupted: false, exitCode: null, signal: 'SIGTERM' })
      expect(result.durationMs).toBeGreaterThanOrEqual(290)
      expect(result.durationMs).toBeLessThan(NOT_THE_SLEEP_MS)
      expect(await waitGone(grandchildOf(result.tail))).toBe(true)
    },
    TEST_MS
  )

  it(
    'SIGKILLs an agent that ignores SIGTERM after the kill grace',
    async () => {
      const argv = shellArgv('trap "" TERM; sleep 30 & echo "pids $$ $!"; wait')
      const result = await runner.run(spec(argv, { timeoutMs: 200, killGraceMs: 300 }))
      expect(result).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGKILL' })
      expect(result.durationMs).toBeGreaterThanOrEqual(490)
      expect(result.durationMs).toBeLessThan(NOT_THE_SLEEP_MS)
      expect(await waitGone(grandchildOf(result.tail))).toBe(true)
    },
    TEST_MS
  )
})

describe('process runner: interrupt', () => {
  it(
    'sends SIGINT to an agent that honours it',
    async () => {
      const controller = new AbortController()
      const argv = shellArgv('echo "pids $$"; exec sleep 30')
      const result = await runner.run(spec(argv, { signal: controller.signal }, () => controller.abort()))
      expect(result).toMatchObject({ interrupted: true, timedOut: false, signal: 'SIGINT' })
      expect(result.durationMs).toBeLessThan(NOT_THE_SLEEP_MS)
    },
    TEST_MS
  )

  it(
    'SIGKILLs an agent that ignores SIGINT after the interrupt grace',
    async () => {
      const controller = new AbortController()
      const argv = shellArgv('trap "" INT; sleep 30 & echo "pids $$ $!"; wait')
      const run = spec(argv, { signal: controller.signal, interruptGraceMs: 300 }, () => controller.abort())
      const result = await runner.run(run)
      expect(result).toMatchObject({ interrupted: true, timedOut: false, signal: 'SIGKILL' })
      expect(result.durationMs).toBeGreaterThanOrEqual(290)
      expect(result.durationMs).toBeLessThan(NOT_THE_SLEEP_MS)
      expect(await waitGone(grandchildOf(result.tail))).toBe(true)
    },
    TEST_MS
  )

  it(
    'kills at once through hardSignal',
    async () => {
      const soft = new AbortController()
      const hard = new AbortController()
      const argv = shellArgv('trap "" INT TERM; sleep 30 & echo "pids $$ $!"; wait')
      const run = { signal: soft.signal, hardSignal: hard.signal, interruptGraceMs: 5000, killGraceMs: 5000 }
      const result = await runner.run(spec(argv, run, () => hard.abort()))
      expect(result).toMatchObject({ interrupted: true, exitCode: null, signal: 'SIGKILL' })
      expect(result.durationMs).toBeLessThan(NOT_THE_GRACE_MS)
      expect(await waitGone(grandchildOf(result.tail))).toBe(true)
    },
    TEST_MS
  )

  it(
    'skips the interrupt grace when hardSignal follows signal',
    async () => {
      const soft = new AbortController()
      const hard = new AbortController()
      const argv = shellArgv('trap "echo got-int" INT; sleep 30 & echo "pids $$ $!"; while :; do wait; done')
      const result = await runner.run(
        spec(argv, {
          signal: soft.signal,
          hardSignal: hard.signal,
          interruptGraceMs: 5000,
          onLine: line => {
            if (line.startsWith('pids ')) soft.abort(tracker.track(line))
            if (line === 'got-int') hard.abort()
          }
        })
      )
      expect(result).toMatchObject({ interrupted: true, signal: 'SIGKILL' })
      expect(result.tail).toContain('got-int')
      expect(result.durationMs).toBeLessThan(NOT_THE_GRACE_MS)
      expect(await waitGone(grandchildOf(result.tail))).toBe(true)
    },
    TEST_MS
  )
})

describe('process runner: the main process exits first', () => {
  it(
    'ends the run and the group when a grandchild keeps stdout open',
    async () => {
      const result = await runner.run(
        spec(shellArgv('sleep 30 & echo "pids $$ $!"; exit 4'), { timeoutMs: 5000 })
      )
      expect(result).toMatchObject({ exitCode: 4, signal: null, timedOut: false })
      expect(result.durationMs).toBeLessThan(NOT_THE_DRAIN_MS)
      expect(await waitGone(grandchildOf(result.tail))).toBe(true)
    },
    TEST_MS
  )

  it(
    'stops draining after 2 s when a descendant outside the group holds stdout',
    async () => {
      const script =
        'const c = require("child_process").spawn("sleep", ["30"], { detached: true, stdio: ["ignore", "inherit", "inherit"] });' +
        ' c.unref(); console.log("pids", c.pid)'
      const result = await runner.run(spec([process.execPath, '-e', script], { timeoutMs: 5000 }))
      expect(result).toMatchObject({ exitCode: 0, timedOut: false })
      expect(result.tail).toContain('pids ')
      expect(result.durationMs).toBeGreaterThanOrEqual(1900)
      expect(result.durationMs).toBeLessThan(NOT_THE_SLEEP_MS)
    },
    TEST_MS
  )
})
