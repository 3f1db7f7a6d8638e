/** The first signal: which, and when (the children started after it run on a leash counted from then). */
export interface SignalReceived {
  name: string
  /** Epoch ms. */
  at: number
}

/** The first SIGINT/SIGTERM aborts `signal` (its `reason` is a SignalReceived); the second aborts `hardSignal`. */
export interface SignalWatch {
  signal: AbortSignal
  hardSignal: AbortSignal
  /** Calls `listener` on the first signal, or at once if it came already. */
  onFirst(listener: (first: SignalReceived) => void): void
}

let current: SignalWatch | undefined

/**
 * Replaces Node's default handlers (which exit 130 at once and leave the agent running). There is one
 * watch per process: the entry files start it with their first import (`./early-signals.js`), so a
 * signal that comes while the bundle still loads is kept for the loop, which then stops at once.
 */
export function watchSignals(): SignalWatch {
  if (current) return current
  const soft = new AbortController()
  const hard = new AbortController()
  const listeners: ((first: SignalReceived) => void)[] = []
  let first: SignalReceived | undefined
  const handler = (name: NodeJS.Signals) => {
    if (first) {
      hard.abort({ name, at: Date.now() })
      return
    }
    first = { name, at: Date.now() }
    soft.abort(first)
    for (const listener of listeners.splice(0)) listener(first)
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  current = {
    signal: soft.signal,
    hardSignal: hard.signal,
    onFirst: listener => (first ? listener(first) : listeners.push(listener))
  }
  return current
}
