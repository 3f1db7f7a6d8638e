import path from 'node:path'
import { createCacheStore } from './cache-store.js'
import { localStore } from '../checkpoint/store.js'
import type { CheckpointStore } from '../ports/checkpoint-store.js'
import type { Config } from '../config/config.js'
import { LOCK_FILE } from '../domain/state.js'
import type { Logger } from '../ports/log.js'

/** The checkpoint store the config asks for. */
export function storeFor(config: Config, logger: Logger): CheckpointStore {
  if (config.checkpoint !== 'cache') return localStore(config.checkpoint)
  return createCacheStore({
    stateDirAbs: path.join(config.workspace, config.stateDir),
    key: config.checkpointKey,
    runId: config.run.id,
    runAttempt: config.run.attempt,
    timeoutMs: config.cache.timeoutMs,
    log: message => logger.debug(message),
    readOnly: config.cache.readOnly,
    hasToken: config.cache.hasToken,
    keep: [LOCK_FILE]
  })
}
