import type { Clock } from '../src/ports/clock.js'

/**
 * A clock for unit tests: time stands still until a test moves it. `sleep(ms)` records `ms` in
 * `sleeps`, moves the time forward by `ms` and resolves at once, so back-off and budgets can be
 * asserted without waiting. A sleep whose signal has already aborted is recorded but takes no time,
 * as the real clock would wake at once.
 */
export class FakeClock implements Clock {
  /** The current fake time in milliseconds since the epoch; tests may set it directly. */
  time: number
  /** Every `sleep` request, in order. */
  readonly sleeps: number[] = []

  /** Starts at `start` (default 2025-01-01T00:00:00Z, so timestamps in snapshots stay stable). */
  constructor(start: number = Date.UTC(2025, 0, 1)) {
    this.time = start
  }

  /** The current fake time. */
  now(): number {
    return this.time
  }

  /** Records the wait, advances the fake time by `ms` (unless already aborted) and resolves. */
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    this.sleeps.push(ms)
    if (!signal?.aborted) this.time += Math.max(0, ms)
    return Promise.resolve()
  }

  /** Moves the fake time forward by `ms`, as time spent outside any sleep (an agent run, say). */
  advance(ms: number): void {
    this.time += ms
  }

  /** Sum of all recorded sleeps. */
  get slept(): number {
    return this.sleeps.reduce((a, b) => a + b, 0)
  }
}
