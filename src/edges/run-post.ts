import * as core from '@actions/core'
import { createCacheStore } from '../checkpoint/cache-store.js'
import { StateKeys } from '../config/names.js'

/**
 * The post step (`post-if: always()`): when the main step was stopped by a signal it had no time to
 * upload the state dir; this step does. It only ever warns: a cache problem never fails the job.
 */
export async function runPost(): Promise<void> {
  if (core.getState(StateKeys.PostNeeded) !== 'true') {
    core.info('Ralph Loop: the main step saved its state; nothing to do.')
    return
  }
  const key = core.getState(StateKeys.CacheKey)
  const stateDirAbs = core.getState(StateKeys.StateDir)
  try {
    // The key was chosen by the main step; save it exactly (a sequence of 1 adds no suffix).
    const store = createCacheStore({ stateDirAbs, key, runId: '', runAttempt: '', exactKey: true })
    const saved = await store.save()
    if (saved.saved)
      core.info(`Ralph Loop: saved the interrupted loop's state dir to the cache as ${saved.key}.`)
    else core.warning(`Ralph Loop: could not save the state dir to the cache: ${saved.reason}`)
  } catch (error) {
    core.warning(
      `Ralph Loop: the post step failed: ${error instanceof Error ? error.message : String(error)}`
    )
  }
}
