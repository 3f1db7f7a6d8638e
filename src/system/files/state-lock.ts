import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { link, rename, unlink, writeFile } from 'node:fs/promises'
import type { StateLock } from '../../ports/lock.js'
import { readRegularFile } from './read-file.js'
import { LOOP_MARKER, LOOP_MARKER_VAR, sweepMarked } from '../../process/sweep.js'

/** Who holds a lock, as its file says. */
interface Holder {
  pid: number
  host: string
  since: string
  /** The mark every process of that loop's children carries (`RALPH_LOOP_MARKER`). */
  marker?: string
}

type Me = { pid: number; host: string; marker?: string }
type Acquired = Awaited<ReturnType<StateLock['acquire']>>

/** A lock is one line of JSON; a longer file is none of ours. */
const MAX_LOCK_BYTES = 4096
const RACED = 'another loop that took the lock at the same moment'

/**
 * A lock file (`state-dir/lock`) holding the pid and host of the loop that runs on the state dir.
 * It is written whole under a name of its own, then hard-linked into place, which fails when a lock is
 * there: of two loops starting at once exactly one gets it, and neither ever reads a half-written lock.
 * A lock of a process that is gone (on this host), of another host (a state dir restored from the
 * cache), or that cannot be parsed is stale and taken over. A lock that is not a small regular file (a
 * FIFO, a device, a directory, a link) is an error naming it: reading it could hang the loop.
 * The lock never leaves the state dir while it is held (a cache restore moves the other files aside,
 * not the dir); a lock an archive extracts over it is caught by `confirm`.
 * It records the loop's marker: a loop that takes over the lock of one that is gone from this host
 * first stops every process the dead one's children left (its agent, a daemon it started), so two
 * agents never work on one tree (SPEC §8).
 */
export function fileLock(
  file: string,
  me: Me = { pid: process.pid, host: hostname(), marker: LOOP_MARKER }
): StateLock {
  let held = false
  // The text of the lock this run placed: a lock with other text is not ours, even with our pid.
  let mine = ''
  const acquire = async (): Promise<Acquired> => {
    const fresh = {
      path: `${file}.${randomUUID()}.tmp`,
      text: `${JSON.stringify({ ...me, since: new Date().toISOString() })}\n`
    }
    await writeFile(fresh.path, fresh.text, { flag: 'wx' })
    try {
      const taken = await take(file, fresh, me)
      held = taken.ok
      if (taken.ok) mine = fresh.text
      return taken
    } finally {
      await unlink(fresh.path).catch(() => undefined)
    }
  }
  return {
    acquire,
    async confirm() {
      if (held && (await readLock(file)) === mine) return { ok: true }
      held = false
      return acquire()
    },
    async release() {
      if (!held) return
      held = false
      // Not a lock of ours any more (replaced, or no longer a file): it stays as it is.
      const text = await readLock(file).catch(() => undefined)
      const holder = text === undefined ? undefined : parseHolder(text)
      if (holder?.pid === me.pid && holder.host === me.host) await unlink(file).catch(() => undefined)
    }
  }
}

/** Links `fresh` in as the lock, taking over a stale one; a round lost to another loop starts over. */
async function take(file: string, fresh: Placed, me: Me): Promise<Acquired> {
  let takenOver: string | undefined
  for (let round = 0; round < 3; round++) {
    if (await linked(fresh, file)) return takenOver === undefined ? { ok: true } : { ok: true, takenOver }
    const text = await readLock(file)
    // Gone since the link failed: released, or taken over by another loop; try again.
    if (text === undefined) continue
    const holder = parseHolder(text)
    if (holder && holder.host === me.host && holder.pid !== me.pid && alive(holder.pid)) {
      return { ok: false, holder: describe(holder) }
    }
    if (await removeIfStill(file, text))
      takenOver = holder ? `${describe(holder)}${stopLeftovers(holder, me)}` : 'an unreadable lock file'
  }
  return { ok: false, holder: RACED }
}

/** A file written whole, and its text. */
interface Placed {
  path: string
  text: string
}

/**
 * Puts `from` in place as `to` by a hard link; false when `to` exists. Where the file system has no
 * hard links, `to` is created exclusively and written (a reader may then see it empty for a moment).
 */
async function linked(from: Placed, to: string): Promise<boolean> {
  try {
    await link(from.path, to)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
  }
  try {
    await writeFile(to, from.text, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/**
 * Removes the stale lock whose text was `seen`, unless another loop replaced it since: an unlink by
 * name could remove the fresh lock of a loop that took it over a moment earlier. The lock is moved
 * aside (atomically) first and compared; a fresh one is linked back. True when `seen` is gone.
 */
async function removeIfStill(file: string, seen: string): Promise<boolean> {
  const aside = `${file}.${randomUUID()}.stale`
  try {
    await rename(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
  try {
    const moved = await readLock(aside).catch(() => undefined)
    if (moved === seen) return true
    // Another loop's lock: back in place at once (if a third loop got in meanwhile, it holds the lock).
    if (moved !== undefined) await linked({ path: aside, text: moved }, file)
    return false
  } finally {
    await unlink(aside).catch(() => undefined)
  }
}

/**
 * The lock's text, or undefined when there is none. Read bounded and without blocking, so a FIFO
 * planted there cannot hang the loop; anything but a small regular file is an error naming it.
 */
async function readLock(file: string): Promise<string | undefined> {
  try {
    return await readRegularFile(file, file, { maxBytes: MAX_LOCK_BYTES, noFollow: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Cannot read the state dir's lock: ${reason}. A loop writes a small regular file there: remove what is there and run again.`
    )
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return undefined
    return {
      pid: value.pid,
      host: value.host,
      since: typeof value.since === 'string' ? value.since : '?',
      ...(typeof value.marker === 'string' &&
        /^[0-9a-f-]{36}$/.test(value.marker) && { marker: value.marker })
    }
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

/** Stops what a dead loop of this host left running, before its lock is taken over: how many, for the warning. */
function stopLeftovers(holder: Holder, me: Me): string {
  if (!holder.marker || holder.host !== me.host || holder.marker === me.marker) return ''
  const stopped = sweepMarked(holder.marker, LOOP_MARKER_VAR)
  return stopped > 0
    ? `; stopped ${stopped} process(es) it left running (its agent, or what the agent started)`
    : ''
}

function describe(holder: Holder): string {
  return `pid ${holder.pid} on ${holder.host}, since ${holder.since}`
}
