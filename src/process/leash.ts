import type { ProcessSpec } from '../ports/process.js'

/**
 * From the first signal on, everything the loop still does (the WIP commit, the onInterrupted hook,
 * the last git status) must fit this, so that the step exits inside the runner's 7.5 s window before
 * its SIGTERM, with the outputs written (SPEC §9).
 */
export const SIGNAL_BUDGET_MS = 5000
/** The longest one child may run once the first signal came. */
export const SIGNAL_LEASH_MS = 1000

/** The signals a child of the loop obeys: the first, and the second (skip every wait). */
export interface Signals {
  signal?: AbortSignal
  hardSignal?: AbortSignal
}

/**
 * How a child obeys the signals, the same way for every child (SPEC §9). Before the first signal it is
 * interrupted by it (SIGINT to its group, then SIGKILL), like the agent. A child started after it
 * runs on a leash: at most `SIGNAL_LEASH_MS`, and no longer than what is left of `SIGNAL_BUDGET_MS`
 * since the signal. The second signal kills either at once.
 */
export function obeying(
  signals: Signals,
  timeoutMs: number
): Pick<ProcessSpec, 'signal' | 'hardSignal' | 'timeoutMs' | 'killGraceMs'> {
  const hard = signals.hardSignal ? { hardSignal: signals.hardSignal } : {}
  const first = signals.signal
  if (!first?.aborted) return { timeoutMs, ...hard, ...(first && { signal: first }) }
  const at = (first.reason as { at?: unknown } | undefined)?.at
  const left = typeof at === 'number' ? at + SIGNAL_BUDGET_MS - Date.now() : SIGNAL_LEASH_MS
  const cap = timeoutMs > 0 ? timeoutMs : Infinity
  return { timeoutMs: Math.max(100, Math.min(cap, SIGNAL_LEASH_MS, left)), killGraceMs: 250, ...hard }
}
