import path from 'node:path'
import type { Config } from '../config/config.js'
import { INPUT_DOCS } from '../config/descriptions.js'
import { Inputs, StateKeys } from '../config/names.js'
import { parseFailOn } from '../config/parse-lists.js'
import { readConfig } from '../config/read-config.js'
import { unknownInputWarnings } from '../config/unknown-inputs.js'
import { redactor } from '../domain/redact.js'
import type { LoopResult } from '../domain/result.js'
import { runLoop } from '../loop/run-loop.js'
import { actionsLogger } from './actions-logger.js'
import { configFiles } from './config-files.js'
import { dryRunInActions } from './dry-run.js'
import { fenceForState, recordFence } from '../system/git/fence-record.js'
import { takeForMain } from './git-auth.js'
import { progressInState } from './main-progress.js'
import { leftByMain } from './post-guard.js'
import { realDeps } from './real-deps.js'
import { abortedBeforeStart, outputsOf } from './outputs.js'
import { toolkit } from './runner-protocol.js'
import { watchSignals } from './signals.js'
import { storeFor } from './stores.js'

/**
 * The action's main step: inputs → loop → outputs, then fail the step when `fail-on` says so. State
 * for the post step, the outputs, the job summary and the failure go through @actions/core.
 */
export async function runMain(): Promise<void> {
  const startedAt = Date.now()
  const logger = actionsLogger(toolkit)
  const signals = watchSignals()
  signals.onFirst(({ name }) => logger.info(`Received ${name}: stopping the agent and saving state.`))
  let result: LoopResult
  // Until the config is read no secret is known; the outputs then are abortedBeforeStart's fixed words.
  let redact = redactor([])
  let failOn: readonly string[] = parseFailOn(INPUT_DOCS[Inputs.FailOn].default)
  let state: [string, string][] = []
  // Before the config is read: an invalid input must not hide a misspelled one.
  for (const warning of unknownInputWarnings(process.env)) logger.warning(warning)
  try {
    const { config, warnings } = readConfig({
      getInput: inputOf,
      env: process.env,
      ...configFiles,
      cwd: process.cwd()
    })
    failOn = config.failOn
    redact = redactor(config.secrets)
    for (const warning of warnings) logger.warning(warning)
    // Before the git fence and the credentials: a dry run touches nothing (SPEC §11).
    if (config.dryRun) return await dryRunInActions(config, logger, signals)
    const fence = await recordFence(config.workspace, config.env, { baseEnv: config.env, timeoutMs: 10_000 })
    // Now: a main step that is killed leaves the post step the URL to push to.
    ;(await toolkit()).saveState(StateKeys.GitFence, fenceForState(fence))
    const credentials = await takeForMain(config, logger)
    try {
      const store = storeFor(config, logger)
      const deps = realDeps({
        config,
        logger,
        store,
        signals,
        startedAt,
        remoteEnv: credentials.remoteEnv,
        fence,
        // From the start, and after every commit and checkpoint: a SIGKILL loses none of them.
        progress: progressInState(config, store)
      })
      result = await runLoop(deps)
      state = [...postStepState(config, result), ...(await leftByMain(config))]
    } finally {
      // Also after a signal: the loop returns `interrupted`, and this runs before the step exits.
      await credentials.putBack()
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    logger.error(message, 'Ralph Loop aborted')
    result = abortedBeforeStart(message)
  }
  await logger.flush()
  const core = await toolkit()
  for (const [name, value] of state) core.saveState(name, value)
  for (const [name, value] of Object.entries(outputsOf(result, redact))) core.setOutput(name, value)
  try {
    await core.summary.addRaw(result.summary).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (failOn.includes(result.status)) {
    // A stuck or aborted stop was annotated once already, by the loop's verdict or the catch above:
    // fail the step without a second error for the same event.
    if (result.status === 'stuck' || result.status === 'aborted') process.exitCode = core.ExitCode.Failure
    else core.setFailed(`Ralph Loop ${result.status} (${result.haltReason}): ${result.message}`)
  }
}

/**
 * What the post step needs to know (`post-if: always()`): every key the progress records
 * (main-progress.ts) wrote is replaced, so what the post step does is decided by how this step ended.
 */
function postStepState(config: Config, result: LoopResult): [string, string][] {
  // No time to upload before the runner's SIGTERM: the post step saves the state dir.
  const saves = result.handOff
  // The WIP commit of the interrupted iteration is pushed by the post step too, with the state's mirror.
  const pushes = result.status === 'interrupted' && config.push && result.commits > 0
  return [
    [StateKeys.Workspace, config.workspace],
    [StateKeys.StateDir, path.join(config.workspace, config.stateDir)],
    [StateKeys.PostNeeded, saves ? 'true' : ''],
    [StateKeys.CacheKey, saves ? result.checkpointKey : ''],
    [StateKeys.PushBranch, pushes ? result.branch : ''],
    [StateKeys.StateRef, pushes && config.checkpoint !== 'none' ? config.checkpointKey : '']
  ]
}

/**
 * An input as the runner passes it (`INPUT_<NAME>`, spaces as `_`), trimmed; '' when not set: what
 * core.getInput reads, read here because the inputs are needed before @actions/core loads (ADR 0006).
 */
export function inputOf(name: string, env: Record<string, string | undefined> = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}
