import { entryOf, PRESET_NAMES } from '../agents/presets/catalogue.js'
import type { Config } from './config.js'
import { ConfigError, showValue } from './config-error.js'
import { Inputs } from './names.js'
import { orDefault, parseChoice, type InputReader } from './parse-values.js'
import { ShellWordsError, splitShellWords } from './shell-words.js'

const AGENTS = [...PRESET_NAMES, 'command' as const]

/**
 * The agent: kind, command, argv additions, executable and model (SPEC §4). Pushes a warning
 * for inputs that have no effect with the chosen agent and when `model` overrides a model flag
 * found in `agent-args`.
 */
export function readAgent(
  get: InputReader,
  warnings: string[]
): Pick<Config, 'agent' | 'agentCommand' | 'agentArgs' | 'agentBinary' | 'model' | 'fallbackAgent'> {
  const fallback = get(Inputs.FallbackAgent)
  const fallbackAgent =
    fallback === undefined ? undefined : parseChoice(Inputs.FallbackAgent, fallback, PRESET_NAMES)
  return { ...readMain(get, warnings), fallbackAgent }
}

function readMain(
  get: InputReader,
  warnings: string[]
): Pick<Config, 'agent' | 'agentCommand' | 'agentArgs' | 'agentBinary' | 'model'> {
  const agent = parseChoice(Inputs.Agent, orDefault(get, Inputs.Agent), AGENTS)
  const model = get(Inputs.Model)
  const agentCommand = get(Inputs.AgentCommand)
  const agentBinary = get(Inputs.AgentBinary)

  if (agent === 'command') {
    if (agentCommand === undefined) {
      const expected = 'a shell command to run as the agent, required with agent: command'
      throw new ConfigError(
        Inputs.AgentCommand,
        '',
        expected,
        `Input 'agent-command' is not set, expected ${expected}.`
      )
    }
    if (agentBinary !== undefined) {
      warnings.push(
        `Input 'agent-binary' (${showValue(agentBinary)}) is ignored with agent: command, which runs 'agent-command' with bash.`
      )
    }
    const agentArgs = splitArgs(get(Inputs.AgentArgs) ?? '')
    return { agent, agentCommand, agentArgs, agentBinary: 'bash', model }
  }

  if (agentCommand !== undefined) {
    warnings.push(
      `Input 'agent-command' is ignored with agent: ${agent}; set agent: command to run it instead.`
    )
  }
  // Each preset's default `agent-args` edit files and run shell commands without asking (an
  // unattended run has no one to ask); docs/agents.md says why and how to narrow them.
  const entry = entryOf(agent)
  let agentArgs = splitArgs(get(Inputs.AgentArgs) ?? entry.defaultArgs)
  if (model !== undefined) {
    const { kept, dropped } = dropModelFlags(agentArgs, entry.modelFlags)
    if (dropped.length > 0) {
      warnings.push(
        `Input 'model' (${showValue(model)}) wins over '${dropped.join(' ')}' in 'agent-args'; ` +
          `remove it from 'agent-args' to silence this warning.`
      )
    }
    agentArgs = kept
  }
  return { agent, agentCommand: undefined, agentArgs, agentBinary: agentBinary ?? entry.binary, model }
}

function splitArgs(raw: string): string[] {
  try {
    return splitShellWords(raw)
  } catch (error) {
    if (!(error instanceof ShellWordsError)) throw error
    const expected = `shell words with every quote closed (${error.message})`
    throw new ConfigError(Inputs.AgentArgs, raw, expected)
  }
}

/** Removes `--model X`, `--model=X` (and the other spellings given) from an argv. */
function dropModelFlags(args: string[], flags: readonly string[]): { kept: string[]; dropped: string[] } {
  const kept: string[] = []
  const dropped: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (flags.includes(arg)) {
      dropped.push(args.slice(i, i + 2).join(' '))
      i += 1
    } else if (flags.some(flag => arg.startsWith(`${flag}=`))) {
      dropped.push(arg)
    } else {
      kept.push(arg)
    }
  }
  return { kept, dropped }
}
