import type { Config } from '../config/config.js'
import type { Clock } from '../ports/clock.js'
import { claudeAgent, type PresetOptions } from './claude.js'
import { codexAgent } from './codex.js'
import { commandAgent } from './command.js'
import { geminiAgent } from './gemini.js'
import type { AgentPreset } from './agent-types.js'
import { DEFAULT_AGENT_ARGS } from '../config/read-agent.js'
import { splitShellWords } from '../config/shell-words.js'

/**
 * The preset of `fallback-agent` (SPEC §4): its own binary, default `agent-args` and model, since the
 * main agent's belong to another CLI.
 */
export function fallbackPresetFor(
  config: Config,
  clock: Clock,
  agent: Exclude<Config['agent'], 'command'>
): AgentPreset {
  const args = splitShellWords(DEFAULT_AGENT_ARGS[agent])
  return presetFor({ ...config, agent, agentBinary: agent, agentArgs: args, model: undefined }, clock)
}

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
