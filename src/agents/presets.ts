import type { Config } from '../config/config.js'
import type { Clock } from '../ports/clock.js'
import { claudeAgent } from './claude.js'
import { codexAgent } from './codex.js'
import { commandAgent } from './command.js'
import { geminiAgent } from './gemini.js'
import type { AgentPreset } from './agent-types.js'
import { ANTHROPIC_ACCESS, GEMINI_ACCESS, OPENAI_ACCESS } from './model-access.js'
import { DEFAULT_AGENT_ARGS } from '../config/read-agent.js'
import { REVIEW_AGENT_ARGS } from '../config/read-review.js'
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

const PRESETS = {
  claude: (options: PresetOptions) => ({ ...claudeAgent(options), access: ANTHROPIC_ACCESS }),
  codex: (options: PresetOptions) => ({ ...codexAgent(options), access: OPENAI_ACCESS }),
  gemini: (options: PresetOptions) => ({ ...geminiAgent(options), access: GEMINI_ACCESS })
}

type PresetOptions = Parameters<typeof claudeAgent>[0]

/** How each preset reaches its model (SPEC §4a), for the sandbox's credential proxies and allowlist. */
export const PRESET_ACCESS = { claude: ANTHROPIC_ACCESS, codex: OPENAI_ACCESS, gemini: GEMINI_ACCESS }

/** The agent preset the config asks for. */
export function presetFor(config: Config, clock: Clock): AgentPreset {
  if (config.agent === 'command') return commandAgent(config.agentCommand ?? '')
  return PRESETS[config.agent]({
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
  return PRESETS[review]({
    binary: reviewBinary(config),
    args: [...REVIEW_AGENT_ARGS[review]],
    model: review === config.agent ? config.model : undefined,
    now: () => clock.now()
  })
}

/** The executable of a preset reviewer: the agent's own (`agent-binary`) when it is the same preset. */
export function reviewBinary(config: Config): string {
  return config.review === config.agent ? config.agentBinary : config.review
}
