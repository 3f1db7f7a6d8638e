import { readFileSync } from 'node:fs'
import path from 'node:path'
import { StateKeys } from '../config/names.js'
import { readConfig } from '../config/read-config.js'
import type { LoopResult } from '../domain/result.js'
import { runLoop } from '../loop/run-loop.js'
import { actionsLogger } from './actions-logger.js'
import { realDeps } from './deps.js'
import { runnerProtocol } from './runner-protocol.js'
import { abortedBeforeStart, outputsOf } from './outputs.js'
import { watchSignals } from './signals.js'
import { storeFor } from './stores.js'

/** The action's main step: inputs → loop → outputs, then fail the step when `fail-on` says so. */
export async function runMain(): Promise<void> {
  const startedAt = Date.now()
  const core = runnerProtocol()
  const logger = actionsLogger()
  const signals = watchSignals()
  signals.onFirst(({ name }) => logger.info(`Received ${name}: stopping the agent and saving state.`))
  let result: LoopResult
  let failOn: string[] = ['stuck', 'aborted', 'interrupted']
  try {
    const { config, warnings } = readConfig({
      getInput: inputOf,
      env: process.env,
      readFile: file => readFileSync(file, 'utf8'),
      cwd: process.cwd()
    })
    failOn = config.failOn
    for (const warning of warnings) logger.warning(warning)
    result = await runLoop(realDeps({ config, logger, store: storeFor(config, logger), signals, startedAt }))
    if (result.handOff) {
      // No time to upload before the runner's SIGTERM: the post step saves the state dir.
      core.saveState(StateKeys.PostNeeded, 'true')
      core.saveState(StateKeys.CacheKey, result.checkpointKey)
    }
    if (result.status === 'interrupted' && config.push && result.commits > 0) {
      // The WIP commit of the interrupted iteration is pushed by the post step too.
      core.saveState(StateKeys.PushBranch, result.branch)
      // And the checkpoint's mirror in git, as the loop does after every push.
      if (config.checkpoint !== 'none') core.saveState(StateKeys.StateRef, config.checkpointKey)
    }
    core.saveState(StateKeys.Workspace, config.workspace)
    core.saveState(StateKeys.StateDir, path.join(config.workspace, config.stateDir))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    logger.error(message, 'Ralph Loop aborted')
    result = abortedBeforeStart(message)
  }
  for (const [name, value] of Object.entries(outputsOf(result))) core.setOutput(name, value)
  try {
    core.appendSummary(result.summary)
  } catch (error) {
    logger.warning(
      `Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`
    )
  }
  if (failOn.includes(result.status)) {
    core.setFailed(`Ralph Loop ${result.status} (${result.haltReason}): ${result.message}`)
  }
}

/** An input as the runner passes it (`INPUT_<NAME>`, spaces as `_`), trimmed; '' when not set. */
export function inputOf(name: string, env: Record<string, string | undefined> = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}
