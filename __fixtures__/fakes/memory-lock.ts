import type { StateLock } from '../../src/ports/lock.js'

/** The state dir's lock in memory: `holder` set means another loop holds it. */
export class MemoryLock implements StateLock {
  holder: string | undefined
  held = false
  releases = 0
  confirms = 0

  acquire(): Promise<{ ok: true } | { ok: false; holder: string }> {
    if (this.holder) return Promise.resolve({ ok: false, holder: this.holder })
    this.held = true
    return Promise.resolve({ ok: true })
  }

  confirm(): Promise<{ ok: true } | { ok: false; holder: string }> {
    this.confirms += 1
    return this.acquire()
  }

  release(): Promise<void> {
    this.held = false
    this.releases += 1
    return Promise.resolve()
  }
}
