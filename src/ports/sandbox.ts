/** How the sandbox of a run stands (SPEC §4a). */
export type SandboxState =
  /** Started: every agent, reviewer and verify run of this run is inside it. */
  | { kind: 'on' }
  /** `sandbox: off`. */
  | { kind: 'off' }
  /** It could not start: why, and what makes it start. */
  | { kind: 'unavailable'; why: string; fix: string }

/**
 * The sandbox the agent, the reviewer and the verify command run in (SPEC §4a), behind the few verbs
 * the loop needs; a process asks for it with `ProcessSpec.sandbox`.
 */
export interface Sandbox {
  /** Starts it once for the run (its proxies, its checks) and says how it stands. */
  start(): Promise<SandboxState>
  /** The hosts (`host:port`) it refused since the last call, each once. */
  takeBlocked(): string[]
  /** Stops its proxies; what ran inside is gone with its runs. */
  stop(): Promise<void>
}

/**
 * How an agent CLI reaches its model (SPEC §4a), as its preset declares it: the sandbox keeps the key
 * outside and points the CLI at the credential proxy through its base-URL setting.
 */
export interface ModelAccess {
  /** The API (`anthropic-messages`), one credential proxy each (several presets may share one). */
  api: string
  /** The hosts of its model API, for the sandbox's allowlist. */
  hosts: readonly string[]
  /** The variables its key may be in; the first one set is used. */
  keys: readonly string[]
  /** The API's base URL when the user sets none. */
  defaultBase: string
  /** The variable that sets the base URL (the user's, read for the upstream; the proxy's, given inside). */
  baseUrlEnv?: string
  /**
   * The CLI's own config file that may name another base URL (codex's `config.toml`, under the folder
   * `homeVariable` names, else under `~`): the credential proxy forwards there.
   */
  providerConfig?: { file: string; homeVariable: string }
  /**
   * The variable that moves the CLI's folder out of `~` (`CODEX_HOME`, `CLAUDE_CONFIG_DIR`) and the
   * folder under `~` it stands for. Set outside, it names that folder in the private home inside (seeded
   * with the settings of the one it named), and the folder it named is unreadable: the CLI writes its
   * sessions there, and keeps its login there.
   */
  homeVariable?: { name: string; folder: string }
  /** Settings merged into the CLI's JSON settings file in the private home (gemini's auth type). */
  settings?: { file: string; values: Record<string, unknown> }
  /**
   * What turns the CLI's side traffic off inside (telemetry, update checks, plugin syncs): the
   * allowlist would refuse it, and name it to the agent, every iteration.
   */
  quiet?: { env?: Readonly<Record<string, string>>; args?: readonly string[] }
  /** Arguments that point the CLI at `url` when no variable does (codex's `-c model_providers…`). */
  baseUrlArgs?: (url: string, key: string, provider: string | undefined) => string[]
}
