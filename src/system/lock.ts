import { hostname } from 'node:os'
import { open, readFile, unlink } from 'node:fs/promises'
import type { StateLock } from '../ports/lock.js'

/** Who holds a lock, as its file says. */
interface Holder {
  pid: number
  host: string
  since: string
}

/**
 * A lock file (`state-dir/lock`) holding the pid and host of the loop that runs on the state dir.
 * Created with O_EXCL, so of two loops starting at once exactly one gets it. A lock of a process
 * that is gone (on this host), of another host (a state dir restored from the cache), or that cannot
 * be read is stale and taken over.
 */
export function fileLock(
  file: string,
  me: { pid: number; host: string } = { pid: process.pid, host: hostname() }
): StateLock {
  let held = false
  return {
    async acquire() {
      let takenOver: string | undefined
      for (let round = 0; round < 2; round++) {
        try {
          const handle = await open(file, 'wx')
          try {
            await handle.writeFile(`${JSON.stringify({ ...me, since: new Date().toISOString() })}\n`)
          } finally {
            await handle.close()
          }
          held = true
          return takenOver === undefined ? { ok: true } : { ok: true, takenOver }
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        }
        const holder = await readHolder(file)
        if (holder && holder.host === me.host && holder.pid !== me.pid && alive(holder.pid)) {
          return { ok: false, holder: describe(holder) }
        }
        takenOver = holder ? describe(holder) : 'an unreadable lock file'
        await unlink(file).catch(() => undefined)
      }
      return { ok: false, holder: 'another loop that took the lock at the same moment' }
    },
    async release() {
      if (!held) return
      held = false
      const holder = await readHolder(file)
      if (holder?.pid === me.pid && holder.host === me.host) await unlink(file).catch(() => undefined)
    }
  }
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as Partial<Holder>
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return undefined
    return { pid: value.pid, host: value.host, since: typeof value.since === 'string' ? value.since : '?' }
  } catch {
    return undefined
  }
}

/** Whether a process of this host is still there (EPERM: it is, but not ours to signal). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function describe(holder: Holder): string {
  return `pid ${holder.pid} on ${holder.host}, since ${holder.since}`
}
