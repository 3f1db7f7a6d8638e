import path from 'node:path'
import { isSecretName } from '../../config/environment.js'
import type { ModelAccess } from '../../ports/sandbox.js'

/** A credential proxy the sandbox started: the API it serves, the key variable it stands in for, its address. */
export interface Route {
  access: ModelAccess
  /** The variable the real key was in; inside, it holds `dummy`. */
  key: string
  dummy: string
  url: string
  /** codex: the provider its own config selects, whose base URL is pointed at the proxy. */
  provider?: string
}

/**
 * Cloud credentials that are not named like a secret but open a model or a cloud account (Bedrock,
 * Vertex): passed in only when `agent-secrets` names them (SPEC §4a).
 */
const CLOUD_CREDENTIALS = new Set(['AWS_ACCESS_KEY_ID', 'AWS_PROFILE', 'GOOGLE_APPLICATION_CREDENTIALS'])

/**
 * The environment inside the sandbox (SPEC §4a), from the fenced one: every secret withheld unless
 * `agent-secrets` names it; a model key behind a credential proxy replaced by its dummy, with the CLI's
 * base-URL variable pointing at the proxy; `HOME` and `TMPDIR` the run's private folders, and a CLI's
 * home variable that is set (`CODEX_HOME`) its folder in the private home. Pure.
 */
export function sandboxEnv(
  env: Readonly<Record<string, string | undefined>>,
  input: {
    agentSecrets: readonly string[]
    routes: readonly Route[]
    homes: readonly { name: string; folder: string }[]
    home: string
    tmp: string
  }
): Record<string, string | undefined> {
  const passed = new Set(input.agentSecrets)
  const inside: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue
    if ((isSecretName(name) || CLOUD_CREDENTIALS.has(name)) && !passed.has(name)) continue
    inside[name] = value
  }
  for (const route of input.routes) {
    inside[route.key] = route.dummy
    if (route.access.baseUrlEnv && !route.access.baseUrlArgs) inside[route.access.baseUrlEnv] = route.url
  }
  for (const { name, folder } of input.homes)
    if (inside[name] !== undefined) inside[name] = path.join(input.home, folder)
  return {
    ...inside,
    HOME: input.home,
    XDG_CONFIG_HOME: `${input.home}/.config`,
    XDG_CACHE_HOME: `${input.home}/.cache`,
    TMPDIR: input.tmp,
    TMP: input.tmp,
    TEMP: input.tmp
  }
}

/**
 * The words that start the command inside the sandbox: `env` resets what the sandbox runtime sets
 * after our environment — its `TMPDIR` (a folder it does not create) and its `NO_PROXY`, which lists
 * loopback, so that a CLI dials the credential proxy through the sandbox's proxy instead of the empty
 * network of its namespace (SPEC §4a, the known traps).
 */
export function innerPrefix(tmp: string): string[] {
  return ['env', `TMPDIR=${tmp}`, 'NO_PROXY=', 'no_proxy=']
}

/** `words` as one shell command line, each word single-quoted. */
export function shellLine(words: readonly string[]): string {
  return words.map(word => `'${word.replace(/'/g, `'\\''`)}'`).join(' ')
}
