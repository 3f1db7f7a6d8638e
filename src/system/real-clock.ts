import type { Clock } from '../ports/clock.js'

// setTimeout fires at once (with a warning) for delays beyond a signed 32-bit int of milliseconds.
const MAX_TIMEOUT_MS = 2 ** 31 - 1

/**
 * The real clock: `Date.now()`, and a `sleep` that resolves after `ms` or as soon as `signal`
 * aborts (at once when it already has). It never rejects, and removes its abort listener either way
 * so a long-lived signal does not collect one listener per wait. Waits are capped at about 24.8 days.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>(resolve => {
      if (signal?.aborted) {
        resolve()
        return
      }
      const onAbort = (): void => {
        clearTimeout(timer)
        resolve()
      }
      const delay = Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_TIMEOUT_MS) : 0
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, delay)
      signal?.addEventListener('abort', onAbort, { once: true })
    })
}
