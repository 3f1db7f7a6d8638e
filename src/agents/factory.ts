import type { Config } from '../config/config.js'
import type { Clock } from '../ports/clock.js'
import { commandAgent } from './command.js'
import type { AgentPreset } from './presets/agent-types.js'
import { entryOf, type PresetName } from './presets/catalogue.js'
import { agentOf } from './presets/preset-entry.js'
import { splitShellWords } from '../config/shell-words.js'

/**
 * The preset of `fallback-agent` (SPEC §4): its own binary, default `agent-args` and model, since the
 * main agent's belong to another CLI.
 */
export function fallbackPresetFor(config: Config, clock: Clock, agent: PresetName): AgentPreset {
  const entry = entryOf(agent)
  const args = splitShellWords(entry.defaultArgs)
  return presetFor({ ...config, agent, agentBinary: entry.binary, agentArgs: args, model: undefined }, clock)
}

/** The agent the config asks for: `agent-command`, or the entry of a preset. */
export function presetFor(config: Config, clock: Clock): AgentPreset {
  if (config.agent === 'command') return commandAgent(config.agentCommand ?? '')
  return agentOf(entryOf(config.agent), {
    binary: config.agentBinary,
    args: config.agentArgs,
    model: config.model,
    now: () => clock.now()
  })
}

/**
 * The reviewer of the review gate (SPEC §7): `review-command` as a command agent, or a second
 * invocation of a preset with its read-only arguments (never `agent-args`, which let the agent edit).
 * The same preset as the agent keeps its `agent-binary` and `model`; another one runs by its name.
 */
export function reviewPresetFor(config: Config, clock: Clock): AgentPreset | undefined {
  const review = config.review
  if (review === 'none') return undefined
  if (review === 'command') return commandAgent(config.reviewCommand ?? '')
  return agentOf(entryOf(review), {
    binary: reviewBinary(config),
    args: [...entryOf(review).reviewArgs],
    model: review === config.agent ? config.model : undefined,
    now: () => clock.now()
  })
}

/** The executable of a preset reviewer: the agent's own (`agent-binary`) when it is the same preset. */
export function reviewBinary(config: Config): string {
  if (config.review === config.agent) return config.agentBinary
  return config.review === 'none' || config.review === 'command'
    ? config.review
    : entryOf(config.review).binary
}
