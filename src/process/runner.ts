import type { ChildProcess } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { freshHomes } from './fresh-home.js'
import { describeSpawnError, signalGroup, spawnGroup } from './group.js'
import { OutputCollector } from './output.js'
import type { ProcessResult, ProcessRunner, ProcessSpec } from '../ports/process.js'

/** Default wait between SIGTERM (timeout) or SIGINT (abort) and SIGKILL. */
export const DEFAULT_GRACE_MS = 2000
/** How long output is still read after the main process exits (SPEC §4). */
export const DRAIN_MS = 2000
// setTimeout fires at once for longer delays (with a warning), so longer timeouts are capped.
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * The real process runner (SPEC §4): each run leads its own process group, which is signalled as
 * a whole; the run ends when the main process exits, after which the group is SIGKILLed and
 * output is drained for at most `DRAIN_MS`. Output callbacks run as chunks arrive; a callback
 * that throws is ignored (see `OutputCollector`). When `hardSignal` aborts before the main process
 * has exited, the result says `signal: 'SIGKILL'` (what was sent) without waiting for the exit.
 * A run may ask for a fresh home of its own (`fresh-home.ts`).
 */
export function createProcessRunner(): ProcessRunner {
  return freshHomes({ run: spec => new Promise<ProcessResult>(resolve => new Run(spec, resolve).start()) })
}

/** The state of one run, from spawn to the single call of `resolve`. */
class Run {
  private child?: ChildProcess
  private readonly output: OutputCollector
  private readonly started = performance.now()
  private readonly timers = new Set<NodeJS.Timeout>()
  private exit?: { code: number | null; signal: string | null }
  private spawnError?: { message: string; code: string }
  private timedOut = false
  private interrupted = false
  private openStreams = 0
  private waiting = false
  private done = false

  constructor(
    private readonly spec: ProcessSpec,
    private readonly resolve: (result: ProcessResult) => void
  ) {
    this.output = new OutputCollector(spec)
  }

  start(): void {
    const { signal, hardSignal, timeoutMs, argv } = this.spec
    if (signal?.aborted || hardSignal?.aborted) {
      this.interrupted = true
      return this.finish()
    }
    if (argv.length === 0 || !argv[0]) return this.failed('EINVAL', 'the command is empty')
    let child: ChildProcess
    try {
      child = this.child = spawnGroup(this.spec)
    } catch (error) {
      return this.failed((error as NodeJS.ErrnoException).code ?? 'EUNKNOWN', String(error))
    }
    child.on('error', error => {
      if (child.pid === undefined)
        this.failed((error as NodeJS.ErrnoException).code ?? 'EUNKNOWN', error.message)
    })
    if (child.pid === undefined) return // the 'error' event follows
    child.once('exit', (code, exitSignal) => this.onExit(code, exitSignal))
    for (const name of ['stdout', 'stderr'] as const) {
      const stream = child[name]
      if (!stream) continue
      this.openStreams++
      stream.on('data', (chunk: Buffer) => {
        this.output.add(name, chunk)
        this.throttle()
      })
      stream.once('close', () => {
        if (--this.openStreams === 0 && this.exit) this.finish()
      })
    }
    if (child.stdin) {
      // A child that exits without reading makes the write fail with EPIPE: that is its business.
      child.stdin.on('error', () => undefined)
      child.stdin.end(this.spec.stdin)
    }
    signal?.addEventListener('abort', this.onAbort)
    hardSignal?.addEventListener('abort', this.onHardAbort)
    if (timeoutMs !== undefined && timeoutMs > 0) this.later(timeoutMs, this.onTimeout)
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    this.exit = { code, signal }
    this.clearTimers() // a pending SIGKILL escalation or timeout no longer applies
    // Descendants that inherited stdout would keep the pipes open: end them with the leader.
    signalGroup(this.child?.pid, 'SIGKILL')
    if (this.openStreams === 0) return this.finish()
    this.later(DRAIN_MS, () => this.finish())
  }

  /** Stops reading while the consumer of the output is behind (see `ProcessSpec.backlog`). */
  private throttle(): void {
    if (this.waiting || this.done) return
    let wait: Promise<void> | undefined
    try {
      wait = this.spec.backlog?.()
    } catch {
      return // a failing consumer must not stop the run (see `OutputCollector`)
    }
    if (!wait) return
    this.waiting = true
    this.child?.stdout?.pause()
    this.child?.stderr?.pause()
    const resume = () => {
      this.waiting = false
      if (this.done) return
      this.child?.stdout?.resume()
      this.child?.stderr?.resume()
    }
    wait.then(resume, resume)
  }

  private readonly onTimeout = (): void => {
    this.timedOut = true
    this.stop('SIGTERM', this.spec.killGraceMs)
  }

  private readonly onAbort = (): void => {
    if (this.exit || this.done) return
    this.interrupted = true
    this.stop('SIGINT', this.spec.interruptGraceMs)
  }

  private readonly onHardAbort = (): void => {
    if (this.done) return
    if (!this.exit) {
      this.interrupted = true
      this.exit = { code: null, signal: 'SIGKILL' }
    }
    signalGroup(this.child?.pid, 'SIGKILL')
    this.finish()
  }

  /** Asks the group to stop, and makes sure of it after `graceMs` if the main process is still there. */
  private stop(signal: NodeJS.Signals, graceMs = DEFAULT_GRACE_MS): void {
    signalGroup(this.child?.pid, signal)
    this.later(graceMs, () => signalGroup(this.child?.pid, 'SIGKILL'))
  }

  private failed(code: string, message: string): void {
    this.spawnError = { code, message: describeSpawnError(this.spec, code, message) }
    this.finish()
  }

  private finish(): void {
    if (this.done) return
    this.done = true
    this.clearTimers()
    this.spec.signal?.removeEventListener('abort', this.onAbort)
    this.spec.hardSignal?.removeEventListener('abort', this.onHardAbort)
    // Never wait for 'close': an escaped descendant may hold the pipes for ever.
    this.child?.stdin?.destroy()
    this.child?.stdout?.destroy()
    this.child?.stderr?.destroy()
    this.output.end()
    this.resolve({
      exitCode: this.exit?.code ?? null,
      signal: this.exit?.signal ?? null,
      durationMs: Math.round(performance.now() - this.started),
      timedOut: this.timedOut,
      interrupted: this.interrupted,
      tail: this.output.tail.toString(),
      outputBytes: this.output.bytes,
      ...(this.spawnError && { spawnError: this.spawnError.message, spawnErrorCode: this.spawnError.code })
    })
  }

  private later(ms: number, action: () => void): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer)
        action()
      },
      Math.min(ms, MAX_TIMER_MS)
    )
    this.timers.add(timer)
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }
}
