/** The first SIGINT/SIGTERM aborts `signal`; the second aborts `hardSignal` (skip every wait). */
export interface SignalWatch {
  signal: AbortSignal
  hardSignal: AbortSignal
  /** The name of the first signal received, if any. */
  received(): string | undefined
  dispose(): void
}

/** Replaces Node's default handlers (which exit 130 at once and leave the agent running). */
export function watchSignals(onFirst?: (name: string) => void): SignalWatch {
  const soft = new AbortController()
  const hard = new AbortController()
  let first: string | undefined
  const handler = (name: NodeJS.Signals) => {
    if (!first) {
      first = name
      soft.abort()
      onFirst?.(name)
    } else {
      hard.abort()
    }
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  return {
    signal: soft.signal,
    hardSignal: hard.signal,
    received: () => first,
    dispose: () => {
      process.off('SIGINT', handler)
      process.off('SIGTERM', handler)
    }
  }
}
