import type { CheckpointStore } from '../checkpoint/store.js'
import type { Config } from '../config/config.js'
import type { LoopDeps } from '../loop/deps.js'
import { createProcessRunner } from '../process/runner.js'
import { systemClock } from '../system/clock.js'
import { gitWork } from '../system/git-work.js'
import type { Logger } from '../system/ports.js'
import { createWorkspace } from '../system/workspace.js'
import type { SignalWatch } from './signals.js'

/** The real side effects behind the loop's ports, as the action and the CLI both use them. */
export function realDeps(input: {
  config: Config
  logger: Logger
  store: CheckpointStore
  signals: SignalWatch
  startedAt: number
}): LoopDeps {
  const { config } = input
  return {
    config,
    clock: systemClock,
    logger: input.logger,
    runner: createProcessRunner(),
    workspace: createWorkspace(config.workspace),
    store: input.store,
    git: gitWork(config.workspace, config.env),
    signal: input.signals.signal,
    hardSignal: input.signals.hardSignal,
    startedAt: input.startedAt
  }
}
