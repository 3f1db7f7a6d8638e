import path from 'node:path'
import type { Config } from './config.js'
import { ConfigError } from './config-error.js'
import { Inputs } from './names.js'
import { orDefault, parseChoice, type InputReader } from './parse-values.js'

// A host name, an IP literal, or a `*.` wildcard, with an optional port (what the sandbox runtime takes).
const HOST =
  /^(?:\*\.)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?$/
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
// The runner's file commands: the folders they are in are never readable inside the sandbox.
const RUNNER_FILES = ['GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STEP_SUMMARY']

/**
 * `sandbox`, `allow-hosts` and `agent-secrets` (SPEC §4a, §6), and the places the sandbox keeps
 * out of reach: the runner's temp folder and file commands, read here as every variable is.
 */
export function readSandbox(
  get: InputReader,
  env: Readonly<Record<string, string | undefined>>,
  warnings: string[]
): Pick<Config, 'sandbox'> {
  const mode = parseChoice(Inputs.Sandbox, orDefault(get, Inputs.Sandbox), ['auto', 'on', 'off'] as const)
  const allowHosts = listOf(get(Inputs.AllowHosts))
  for (const host of allowHosts)
    if (host !== '*' && !HOST.test(host))
      throw new ConfigError(
        Inputs.AllowHosts,
        host,
        'host names or IP addresses, with an optional :port; *.example.com for a domain and its subdomains; * alone for any host'
      )
  const agentSecrets = listOf(get(Inputs.AgentSecrets))
  for (const name of agentSecrets)
    if (!NAME.test(name))
      throw new ConfigError(Inputs.AgentSecrets, name, 'names of environment variables, such as NPM_TOKEN')
  if (allowHosts.includes('*') && mode !== 'off')
    warnings.push(
      "Input 'allow-hosts' is '*': the sandboxed agent may reach any host (its files and the model key stay fenced)."
    )
  if (mode === 'off' && (allowHosts.length > 0 || agentSecrets.length > 0))
    warnings.push(
      "Inputs 'allow-hosts' and 'agent-secrets' have no effect with sandbox: off: the agent reaches every host and every secret of the step."
    )
  const runnerPaths = [
    env.RUNNER_TEMP,
    ...RUNNER_FILES.map(name => env[name])
      .filter((file): file is string => Boolean(file))
      .map(file => path.dirname(file))
  ].filter((dir): dir is string => Boolean(dir))
  return {
    sandbox: { mode, allowHosts, agentSecrets, runnerPaths: [...new Set(runnerPaths)], home: env.HOME ?? '' }
  }
}

/** Lines or commas, trimmed, blank and `#` lines skipped, duplicates dropped. */
function listOf(raw: string | undefined): string[] {
  const items = (raw ?? '')
    .split(/\r?\n|,/)
    .map(item => item.trim())
    .filter(item => item !== '' && !item.startsWith('#'))
  return [...new Set(items)]
}
