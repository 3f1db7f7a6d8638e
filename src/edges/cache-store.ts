import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { restorePrefix, saveKey } from '../domain/keys.js'
import type { CheckpointStore, RestoreResult, SaveResult } from '../ports/checkpoint-store.js'

/** How long one cache call may take before the loop goes on without it. */
export const CACHE_TIMEOUT_MS = 60_000

/** Options of the cache store. */
export interface CacheStoreOptions {
  /** Absolute path of the state dir; it is also part of the cache version, so save and restore agree. */
  stateDirAbs: string
  /** The checkpoint key (config.checkpointKey, shard suffix included). */
  key: string
  runId: string
  runAttempt: string
  /** Budget of one restore or save; past it the call is a miss / not saved (default 60 s). */
  timeoutMs?: number
  /** Where the store reports what happens in the background (a late restore or save, a cleanup). */
  log?: (message: string) => void
  /** `ACTIONS_CACHE_MODE=read`: saves are skipped with a clear reason instead of the library's -1. */
  readOnly?: boolean
  /** Save under `key` itself (the post step saves under the key the main step chose). */
  exactKey?: boolean
  /** When given and false, a missing token is reported as such instead of as an unexplained miss. */
  hasToken?: boolean
  /**
   * Files of the local state dir that a restore leaves where they are (the lock of the run that
   * restores: were it moved, for a moment there would be no lock, and a second loop would take one).
   */
  keep?: string[]
}

type Cache = typeof import('@actions/cache')
type Timed<T> = { done: true; value: T } | { done: false }

/**
 * The Actions cache as a checkpoint store (STYLE.md 8): @actions/cache returns undefined on a miss and
 * on most failures, and returns -1 or throws when a save fails; here every case is a result with a
 * reason and nothing throws. The package is imported on first use, so the CLI and cold starts do not
 * pay for it. A restore is all or nothing: the local state dir's files are moved aside first (all but
 * `keep`: the dir itself and its lock stay) and put back if the restore does not hit, so a
 * half-extracted archive never passes for a checkpoint.
 */
export function createCacheStore(options: CacheStoreOptions): CheckpointStore {
  const { stateDirAbs: dir } = options
  const timeoutMs = options.timeoutMs ?? CACHE_TIMEOUT_MS
  const log = options.log ?? (() => undefined)
  let sequence = 1
  const keyFor = (n: number) =>
    options.exactKey ? options.key : saveKey(options.key, options.runId, options.runAttempt, n)

  // Loads the library, or says why the cache cannot be used from here.
  const load = async (): Promise<{ cache: Cache } | { reason: string }> => {
    if (options.hasToken === false)
      return { reason: 'ACTIONS_RUNTIME_TOKEN is not set (the cache is reachable only from an Actions job)' }
    const cache = await import('@actions/cache')
    if (!cache.isFeatureAvailable())
      return {
        reason: 'the cache service is not configured (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL not set)'
      }
    return { cache }
  }

  return {
    kind: 'cache',
    nextKey: () => keyFor(sequence),
    async restore(): Promise<RestoreResult> {
      const prefix = restorePrefix(options.key)
      // Set once the local dir is out of the way (`aside` is undefined when there was none).
      let moved: { aside: string | undefined } | undefined
      let result: RestoreResult
      try {
        const loaded = await load()
        if ('reason' in loaded) return { hit: false, reason: loaded.reason }
        moved = { aside: await moveAside(dir, options.keep ?? []) }
        // The library's download timeouts keep a slow blob from running long past our own budget.
        const pending = loaded.cache.restoreCache([dir], prefix, [prefix], {
          timeoutInMs: Math.min(timeoutMs, 30_000),
          segmentTimeoutInMs: timeoutMs
        })
        const timed = await withTimeout(pending, timeoutMs, key => {
          if (key) log(`A cache restore that timed out finished later and extracted ${key} into ${dir}.`)
        })
        if (!timed.done)
          result = { hit: false, reason: `the cache restore did not finish within ${seconds(timeoutMs)}` }
        else if (timed.value) result = { hit: true, key: timed.value }
        else
          result = {
            hit: false,
            reason: `no cache entry starts with ${prefix}, or it could not be read (the cache's own warning says which)`
          }
      } catch (error) {
        result = { hit: false, reason: describe(error) }
      }
      try {
        if (moved) await settle(dir, moved.aside, result.hit, log, options.keep ?? [])
      } catch (error) {
        log(`Could not put the local state dir back after a failed restore: ${describe(error)}`)
      }
      return result
    },
    async save(): Promise<SaveResult> {
      if (options.readOnly)
        return {
          saved: false,
          reason: 'ACTIONS_CACHE_MODE=read: this job may read the cache but not write to it'
        }
      try {
        const loaded = await load()
        if ('reason' in loaded) return { saved: false, reason: loaded.reason }
        const key = keyFor(sequence)
        sequence += 1
        const pending = loaded.cache.saveCache([dir], key)
        const timed = await withTimeout(pending, timeoutMs, id => {
          if (id !== -1) log(`A cache save that timed out finished later: ${key} exists after all.`)
        })
        if (!timed.done) {
          return {
            saved: false,
            reason: `the cache save of ${key} did not finish within ${seconds(timeoutMs)}`
          }
        }
        if (timed.value === -1)
          return {
            saved: false,
            reason: `the cache did not take ${key} (refused, failed, or read-only: the cache's own message says which)`
          }
        return { saved: true, key }
      } catch (error) {
        return { saved: false, reason: describe(error) }
      }
    }
  }
}

// Moves the files of an existing state dir (all but `keep`) out of the way, so a failed extraction
// cannot mix with them. The dir stays, and so does the lock in it.
async function moveAside(dir: string, keep: readonly string[]): Promise<string | undefined> {
  if (!(await exists(dir))) return undefined
  const aside = `${dir}.before-restore`
  await rm(aside, { recursive: true, force: true })
  await mkdir(aside)
  for (const name of await entries(dir, keep)) await rename(path.join(dir, name), path.join(aside, name))
  return aside
}

// After a hit the restored files stay; after anything else whatever was extracted goes (all but
// `keep`; the whole dir when there was none) and the local files come back.
async function settle(
  dir: string,
  aside: string | undefined,
  hit: boolean,
  log: (m: string) => void,
  keep: readonly string[]
) {
  if (hit) {
    if (aside) await rm(aside, { recursive: true, force: true })
    return
  }
  if (!aside) {
    // There was no local dir: whatever is there now came from the archive.
    if (await exists(dir)) {
      log(`Removed what a failed cache restore extracted into ${dir}.`)
      await rm(dir, { recursive: true, force: true })
    }
    return
  }
  const extracted = await entries(dir, keep)
  if (extracted.length > 0) log(`Removed what a failed cache restore extracted into ${dir}.`)
  for (const name of extracted) await rm(path.join(dir, name), { recursive: true, force: true })
  for (const name of await entries(aside, [])) await rename(path.join(aside, name), path.join(dir, name))
  await rm(aside, { recursive: true, force: true })
}

// The names in `dir` but `keep`; none when there is no dir.
async function entries(dir: string, keep: readonly string[]): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.filter(name => !keep.includes(name))
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false
  )
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`
}

// Races the call against the budget and clears the timer either way; the call itself cannot be cancelled:
// should it finish after the budget, `late` hears what it gave.
async function withTimeout<T>(promise: Promise<T>, ms: number, late: (value: T) => void): Promise<Timed<T>> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Timed<T>>(resolve => {
    timer = setTimeout(() => resolve({ done: false }), ms)
  })
  try {
    const timed = await Promise.race([promise.then(value => ({ done: true, value }) as const), timeout])
    if (!timed.done) promise.then(late, () => undefined)
    return timed
  } finally {
    clearTimeout(timer)
  }
}
