import type { Config } from '../config/config.js'
import type { Clock } from '../ports/clock.js'
import { claudeAgent, type PresetOptions } from './claude.js'
import { codexAgent } from './codex.js'
import { commandAgent } from './command.js'
import { geminiAgent } from './gemini.js'
import type { AgentPreset } from './agent-types.js'

/** The agent preset the config asks for. */
export function presetFor(config: Config, clock: Clock): AgentPreset {
  const options: PresetOptions = {
    binary: config.agentBinary,
    args: config.agentArgs,
    model: config.model,
    now: () => clock.now()
  }
  switch (config.agent) {
    case 'command':
      return commandAgent(config.agentCommand ?? '')
    case 'claude':
      return claudeAgent(options)
    case 'codex':
      return codexAgent(options)
    case 'gemini':
      return geminiAgent(options)
  }
}
