import type { CheckpointStore, RestoreResult, SaveResult } from './store.js'
import { restorePrefix, saveKey } from './keys.js'

/** How long one cache call may take before the loop goes on without it. */
export const CACHE_TIMEOUT_MS = 60_000

/** Options of the cache store. */
export interface CacheStoreOptions {
  /** Absolute path of the state dir. */
  stateDirAbs: string
  /** The checkpoint key prefix (config.checkpointKey). */
  key: string
  runId: string
  runAttempt: string
  timeoutMs?: number
  /** Save under `key` itself (the post step saves under the key the main step chose). */
  exactKey?: boolean
}

/**
 * The Actions cache as a checkpoint store (STYLE.md 8): @actions/cache returns undefined on a miss and
 * on most failures and may throw or return -1 when a save fails; here every case is a result with a
 * reason. The package is loaded only when used, so the CLI and cold starts do not pay for it.
 */
export function createCacheStore(options: CacheStoreOptions): CheckpointStore {
  const timeoutMs = options.timeoutMs ?? CACHE_TIMEOUT_MS
  let sequence = 1
  const paths = [options.stateDirAbs]
  const keyFor = (n: number) =>
    options.exactKey ? options.key : saveKey(options.key, options.runId, options.runAttempt, n)
  return {
    kind: 'cache',
    nextKey: () => keyFor(sequence),
    async restore(): Promise<RestoreResult> {
      const prefix = restorePrefix(options.key)
      try {
        const cache = await import('@actions/cache')
        if (!cache.isFeatureAvailable())
          return { hit: false, reason: 'the Actions cache service is not available here' }
        const key = await withTimeout(cache.restoreCache(paths, prefix, [prefix]), timeoutMs, 'restore')
        return key
          ? { hit: true, key }
          : { hit: false, reason: `no cache entry starts with ${prefix} (or the cache could not be read)` }
      } catch (error) {
        return { hit: false, reason: describe(error) }
      }
    },
    async save(): Promise<SaveResult> {
      const key = keyFor(sequence)
      sequence += 1
      try {
        const cache = await import('@actions/cache')
        if (!cache.isFeatureAvailable())
          return { saved: false, reason: 'the Actions cache service is not available here' }
        const id = await withTimeout(cache.saveCache(paths, key), timeoutMs, 'save')
        return id === -1
          ? { saved: false, reason: `the cache refused ${key} (read-only, or the entry exists)` }
          : { saved: true, key }
      } catch (error) {
        return { saved: false, reason: describe(error) }
      }
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error)
}

/** Resolves with the promise or rejects after `ms`, clearing the timer either way. */
async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the cache ${what} took longer than ${Math.round(ms / 1000)} s`)),
      ms
    )
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}
