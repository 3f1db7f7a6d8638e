import type { Config } from '../config/config.js'
import { commandAgent } from './command.js'
import type { AgentPreset } from './types.js'

/** The agent preset the config asks for. */
export function presetFor(config: Config): AgentPreset {
  switch (config.agent) {
    case 'command':
      return commandAgent(config.agentCommand ?? '')
    default:
      throw new Error(`agent '${config.agent}' is not available yet; use agent: command`)
  }
}
