import type { ModelAccess } from '../../ports/sandbox.js'
import type { AgentPreset, Invocation, StreamReaders } from './agent-types.js'

/** Options of a preset, from the config. */
export interface PresetOptions {
  binary: string
  args: string[]
  model: string | undefined
  /** Epoch ms, for reset times given as a wall clock. */
  now: () => number
}

/**
 * How a CLI is told where its model API is: an environment variable, or a setting in one of its
 * files (`file` under `~`) that the sandbox's credential proxy will have to write.
 */
export type BaseUrlSetting =
  | { readonly kind: 'env'; readonly variable: string; readonly note?: string }
  | { readonly kind: 'file'; readonly file: string; readonly setting: string; readonly note?: string }

/**
 * The CLI's home: where it keeps its settings and its credentials (the latter never to be copied).
 * Every path is under `~`.
 */
export interface CliHome {
  /** The folders and files the CLI keeps in `~`. */
  readonly paths: readonly string[]
  /** A variable that names another folder instead of the first of `paths`, when the CLI reads one. */
  readonly homeVariable?: string
  /** Files that hold a login or a key: never copied into a sandbox. */
  readonly credentials: readonly string[]
  /** Files that hold settings: a sandbox may seed its private home with them. */
  readonly settings: readonly string[]
}

/**
 * What the sandbox (SPEC §4a) needs to know of a CLI, declared now as data: the hosts of its model
 * API, the variables that hold its key, how its base URL is set, and its home.
 */
export interface SandboxFacts {
  readonly modelHosts: readonly string[]
  readonly keyVariables: readonly string[]
  readonly baseUrl: BaseUrlSetting
  readonly home: CliHome
}

/**
 * One agent preset (SPEC §4): everything the loop and the config need to know of one CLI. Adding a
 * preset is adding one entry to `catalogue.ts`; nothing else may test a preset's name.
 */
export interface PresetEntry {
  /** The value of `agent`, `fallback-agent` and `review` that picks it. */
  readonly name: string
  /** The executable on PATH, unless `agent-binary` names another. */
  readonly binary: string
  /** `agent-args` when the input is not set (edits and shell commands without asking). */
  readonly defaultArgs: string
  /**
   * `agent-args` in place of the defaults when the run's sandbox is on (SPEC §4a), for a CLI whose own
   * sandbox cannot start inside ours: the flag its docs name for running inside another one.
   */
  readonly sandboxedArgs?: string
  /** The spellings of its model flag in `agent-args`, which `model` replaces. */
  readonly modelFlags: readonly string[]
  /** The arguments it runs with as a reviewer (SPEC §7): read-only where the CLI allows it. */
  readonly reviewArgs: readonly string[]
  /** The command that installs it, shown when the binary is missing. */
  readonly install: string
  /** Whether its output carries its cost in dollars; else the cost comes from `token-prices`. */
  readonly reportsCost: boolean
  /** The flag that stops the CLI at a budget in dollars, when it has one (fed from `max-cost-usd`). */
  readonly budgetFlag?: string
  /** The argv (and stdin) of one invocation: prompt, model flag, stdin for long prompts, budget. */
  invocation(options: PresetOptions, prompt: string, onStdin: boolean, budgetUsd?: number): Invocation
  /**
   * The readers of one invocation's output: its parser, and its narrator for the transcript in the log
   * (SPEC §4), which shows paths under `cwd` relative.
   */
  readers(now: () => number, cwd: string): Required<StreamReaders>
  readonly sandbox: SandboxFacts
  /** How the sandbox keeps its key out and points it at the credential proxy (SPEC §4a). */
  readonly access: ModelAccess
}

/** The agent an entry runs with the config's options. */
export function agentOf(entry: PresetEntry, options: PresetOptions): AgentPreset {
  return {
    name: entry.name,
    installHint: entry.install,
    invocation: (prompt, onStdin, budgetUsd) => entry.invocation(options, prompt, onStdin, budgetUsd),
    createReaders: (_prompt, cwd) => entry.readers(options.now, cwd),
    access: entry.access,
    alwaysPrints: true
  }
}
