/**
 * The runner's control channel (SPEC §4): what lets a process write the cache, ask for an OIDC token,
 * or speak to later steps through the runner's files. The agent is untrusted code, so neither it nor
 * the verify command, the hooks, the task CLI or git (whose hooks the agent can write) receive these.
 */
export const CONTROL_CHANNEL: readonly string[] = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY'
]

/**
 * The environment of every child the loop starts: the step's environment without the control channel
 * and without the action's own inputs (`INPUT_*`: `github-token` defaults to the job's token).
 * Variables the user put in the step's `env:` (an API key, `GH_TOKEN`) pass unchanged.
 */
export function fencedEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const control = new Set(CONTROL_CHANNEL)
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !control.has(name) && !name.startsWith('INPUT_'))
  )
}

/** Names whose values are secrets (SPEC §4). */
const SECRET_NAME = /(?:_API_KEY|_TOKEN|_SECRET|_PASSWORD)$/
const SECRET_NAMES = new Set(['CLAUDE_CODE_OAUTH_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'])
/** Whether a variable of this name holds a secret (SPEC §4): its value is masked, and withheld from the sandbox (§4a). */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name) || SECRET_NAMES.has(name)
}

/** Shorter values are not masked: `***` everywhere a 3-letter word appears would hide more than it protects. */
export const MIN_SECRET_LENGTH = 8

/**
 * The values to mask in the log and to replace by `***` in every file the loop writes: those of the
 * secret-like variables of the whole environment (the control channel's token included) and any
 * `extra` value (the `github-token` input), 8 characters or longer, longest first.
 */
export function secretValues(
  env: Record<string, string | undefined>,
  extra: readonly (string | undefined)[] = []
): string[] {
  const named = Object.entries(env)
    .filter(([name]) => isSecretName(name))
    .map(([, value]) => value)
  const values = [...named, ...extra].filter(
    (value): value is string => value !== undefined && value.length >= MIN_SECRET_LENGTH
  )
  return [...new Set(values)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
}
