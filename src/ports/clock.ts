/** Time, read from one place so tests can use a fake clock and never sleep. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Resolves after `ms`, or early when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}
