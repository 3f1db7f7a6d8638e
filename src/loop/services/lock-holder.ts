import type { LoopDeps } from '../loop-deps.js'
import type { StateLock } from '../../ports/lock.js'

type Taken = Awaited<ReturnType<StateLock['acquire']>>

/**
 * What taking (or confirming) the state dir's lock means for the run (SPEC §8): the message that
 * stops it when another loop holds the lock, naming the holder; undefined when the run holds it,
 * with a warning when a lock of a loop that is gone was taken over.
 */
export function refusedBy(deps: Pick<LoopDeps, 'log' | 'config'>, taken: Taken): string | undefined {
  if (!taken.ok)
    return `Another loop is running on state-dir ${deps.config.stateDir} (${taken.holder}). Wait for it to end, or give this one its own state-dir.`
  if (taken.takenOver)
    deps.log.warning(`Took over the lock of a loop that is gone (${taken.takenOver}).`, 'State dir lock')
  return undefined
}
