import type { Config } from './config.js'
import { INPUT_DOCS } from './descriptions.js'
import { Inputs } from './names.js'

/**
 * Valid combinations of inputs that probably do not do what the user meant. They are reported,
 * not refused: the run can go on, but the user should hear about it before it does.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = []
  // The checkpoint outlives the runner in the cache; the agent's work only does through git.
  if (config.inActions && config.checkpoint === 'cache' && config.commit === 'none') {
    warnings.push(
      "Inputs 'checkpoint: cache' and 'commit: none': the checkpoint is kept, but the work will not survive the runner. " +
        "Set 'commit' to task or iteration, and 'push: true', to keep it."
    )
  }
  if (config.verifyReport !== undefined && config.verifyCommand === undefined) {
    warnings.push("Input 'verify-report' has no effect without 'verify-command', which writes the report.")
  }
  // The runner passes the action's default as if it were set: only another value is the user's.
  const thresholdSet = config.contextThreshold !== Number(INPUT_DOCS[Inputs.ContextThreshold].default)
  if (thresholdSet && config.contextWindow === 0) {
    warnings.push("Input 'context-threshold' has no effect while 'context-window' is 0 (no context check).")
  }
  return warnings
}
