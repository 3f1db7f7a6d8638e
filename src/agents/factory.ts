import type { Config } from '../config/config.js'
import type { Clock } from '../ports/clock.js'
import { commandAgent } from './command.js'
import type { AgentPreset } from './presets/agent-types.js'
import { entryOf, type PresetName } from './presets/catalogue.js'
import { agentOf, type PresetEntry } from './presets/preset-entry.js'
import { splitShellWords } from '../config/shell-words.js'

/**
 * The preset of `fallback-agent` (SPEC §4): its own binary, default `agent-args` and model, since the
 * main agent's belong to another CLI.
 */
export function fallbackPresetFor(
  config: Config,
  clock: Clock,
  agent: PresetName,
  sandboxed = false
): AgentPreset {
  const entry = entryOf(agent)
  const args = splitShellWords(entry.defaultArgs)
  const fallback = { ...config, agent, agentBinary: entry.binary, agentArgs: args, model: undefined }
  return presetFor(fallback, clock, sandboxed)
}

/**
 * The agent the config asks for: `agent-command`, or the entry of a preset. `sandboxed`: the run's
 * sandbox started (SPEC §4a), and a preset whose own sandbox cannot nest in it runs with its
 * `sandboxedArgs` when `agent-args` is its default.
 */
export function presetFor(config: Config, clock: Clock, sandboxed = false): AgentPreset {
  if (config.agent === 'command') return commandAgent(config.agentCommand ?? '')
  const entry = entryOf(config.agent)
  return agentOf(entry, {
    binary: config.agentBinary,
    args: sandboxed ? insideArgs(entry, config.agentArgs) : config.agentArgs,
    model: config.model,
    now: () => clock.now()
  })
}

/** `agent-args` inside the run's sandbox: the entry's `sandboxedArgs` for its defaults, the user's own as set. */
function insideArgs(entry: PresetEntry, args: readonly string[]): string[] {
  const defaults = splitShellWords(entry.defaultArgs)
  const isDefault = args.length === defaults.length && args.every((arg, i) => arg === defaults[i])
  return isDefault && entry.sandboxedArgs !== undefined ? splitShellWords(entry.sandboxedArgs) : [...args]
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
