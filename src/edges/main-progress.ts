import path from 'node:path'
import type { Config } from '../config/config.js'
import { StateKeys } from '../config/names.js'
import type { CheckpointStore } from '../ports/checkpoint-store.js'
import type { LeftSoFar, Progress } from '../ports/progress.js'
import { leftByMain } from './post-guard.js'
import { toolkit } from './runner-protocol.js'

/**
 * The main step's progress in the action's state (SPEC §10): each record is written to the
 * GITHUB_STATE file at once, so a main step killed with SIGKILL leaves the post step what it needs to
 * push its commits and save and mirror its checkpoint. The step's own end writes the last word.
 */
export function progressInState(config: Config, store: CheckpointStore): Progress {
  return {
    async left(now) {
      try {
        const core = await toolkit()
        for (const [name, value] of await keptByPost(config, store, now)) core.saveState(name, value)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        ;(await toolkit()).warning(`Ralph Loop: could not record the progress for the post step: ${message}`)
      }
    }
  }
}

/** The state a post step acts on after a SIGKILL: what to push, save and mirror, and what to check first. */
async function keptByPost(
  config: Config,
  store: CheckpointStore,
  { branch, checkpoint }: LeftSoFar
): Promise<[string, string][]> {
  const saves = checkpoint && store.kind === 'cache'
  const mirrors = branch !== '' && checkpoint && config.checkpoint !== 'none'
  return [
    [StateKeys.Workspace, config.workspace],
    [StateKeys.StateDir, path.join(config.workspace, config.stateDir)],
    [StateKeys.PostNeeded, saves ? 'true' : ''],
    [StateKeys.CacheKey, saves ? store.nextKey() : ''],
    [StateKeys.PushBranch, branch],
    [StateKeys.StateRef, mirrors ? config.checkpointKey : ''],
    ...(await leftByMain(config))
  ]
}
