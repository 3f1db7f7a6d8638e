import type { AgentPreset } from '../../agents/presets/agent-types.js'
import { reviewBinary } from '../../agents/factory.js'
import { shellArgv } from '../../process/shell.js'
import type { LoopDeps } from '../loop-deps.js'
import type { Lookup } from '../rules/dry-run-text.js'

/**
 * Where bash finds `binary` on the run's PATH (`command -v`: an executable file, a name with a slash
 * taken as it is), without starting it; undefined when it is not there, or bash itself is not. The
 * start (SPEC §4) and the dry run (§11) both ask this, so they cannot disagree.
 */
export async function agentPath(
  deps: Pick<LoopDeps, 'config' | 'runner'>,
  binary: string
): Promise<string | undefined> {
  const { config, runner } = deps
  const found = await runner.run({
    // `bash -c script $0 $1`: the binary is an argument, never part of the script.
    argv: [...shellArgv('command -v -- "$1"'), 'ralph-loop', binary],
    cwd: config.workspace,
    env: config.env,
    timeoutMs: 10_000,
    tailBytes: 8192
  })
  if (found.exitCode !== 0) return undefined
  // `command -v` prints what it found last (a BASH_ENV script may print before it).
  return found.tail.trim().split('\n').pop() || binary
}

/** A preset's binary that is not there (SPEC §4): the install command and `agent-binary`. */
export function agentNotFound(binary: string, installHint: string): string {
  return `The agent ${binary} was not found (not on PATH, or not an executable file). Install it (${installHint}) or set agent-binary to its path.`
}

/** A preset reviewer's binary that is not there (SPEC §7): its install command, or another `review`. */
export function reviewerNotFound(binary: string, installHint: string): string {
  return `The reviewer ${binary} (input 'review') was not found on PATH. Install it (${installHint}), or choose another 'review'.`
}

/** The `command` agent's shell that is not there: the command runs with `bash -c` (SPEC §4). */
export const BASH_NOT_FOUND =
  "bash was not found (not on PATH, or not an executable file): agent: command runs 'agent-command' with bash -c. Install bash or put it on PATH."

/**
 * The agent's executable on PATH (SPEC §4), looked up without starting it: where it is, or why it is
 * missing with the fix (bash for a `command` agent, whose command is shell text judged when it runs).
 */
export async function lookUpAgent(
  deps: Pick<LoopDeps, 'config' | 'runner'>,
  agent: AgentPreset
): Promise<Lookup> {
  const { config } = deps
  const found = await agentPath(deps, config.agentBinary)
  if (found !== undefined) return { agent: config.agent, found }
  const missing =
    config.agent === 'command' ? BASH_NOT_FOUND : agentNotFound(config.agentBinary, agent.installHint)
  return { agent: config.agent, missing }
}

/**
 * A preset reviewer's executable (SPEC §7), looked up the same way; none for `review: none`, a review
 * command or the agent's own binary.
 */
export async function lookUpReviewer(
  deps: Pick<LoopDeps, 'config' | 'runner'>,
  reviewer: AgentPreset | undefined
): Promise<Lookup | undefined> {
  const { config } = deps
  const binary = reviewBinary(config)
  if (!reviewer || reviewer.name === 'command' || binary === config.agentBinary) return undefined
  const found = await agentPath(deps, binary)
  if (found !== undefined) return { agent: reviewer.name, found }
  return { agent: reviewer.name, missing: reviewerNotFound(binary, reviewer.installHint) }
}
