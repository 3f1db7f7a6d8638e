import { randomBytes } from 'node:crypto'

/**
 * What the loop's own git holds to, whatever an agent writes into the repository's config (SPEC §10),
 * recorded at the run's start before any agent runs (`recordFence`).
 */
export interface GitFence {
  /** origin's URL as configured at the start (`remote.origin.url`, before any rewrite); '' without one. */
  origin: string
  /**
   * The user's own values (global and system config, the step's environment) of the keys below, in
   * git's order: the repository's config cannot replace them.
   */
  kept: readonly (readonly [string, string])[]
}

/** Off for every loop git call: hooks (`--no-verify` spares post-commit, reference-transaction…) and fsmonitor. */
const ALWAYS: readonly [string, string][] = [
  ['core.hooksPath', '/dev/null'],
  ['core.fsmonitor', 'false']
]

/**
 * Single-valued keys that make git run a command: each is pinned to the user's own value at the start,
 * else to git's default (an empty askpass runs none).
 */
export const PINNED: Readonly<Record<string, string>> = {
  'core.sshcommand': 'ssh',
  'core.askpass': '',
  'commit.gpgsign': 'false',
  'gpg.program': 'gpg',
  'gpg.ssh.program': 'ssh-keygen',
  'gpg.x509.program': 'gpgsm'
}

/** `credential.helper` and `credential.<url>.helper`: a list, which an empty value empties. */
export const HELPER = /^credential\.(.+\.)?helper$/i

/**
 * The config every loop git call gets in its environment (command scope, read after every file, so
 * it wins): hooks and fsmonitor off, the helper list emptied and refilled with the user's own helpers,
 * the pinned keys set. Includes cannot bring a key back: they are read before this.
 */
export function fenceConfig(fence: GitFence | undefined): [string, string][] {
  const kept = fence?.kept ?? []
  const pinned = Object.entries(PINNED).map(([key, fallback]): [string, string] => [
    key,
    kept.filter(([name]) => name.toLowerCase() === key).at(-1)?.[1] ?? fallback
  ])
  return [
    ...ALWAYS,
    ['credential.helper', ''],
    ...kept.filter(([key]) => HELPER.test(key)).map(([key, value]): [string, string] => [key, value]),
    ...pinned
  ]
}

/**
 * A command that talks to origin, made to reach the URL recorded at the start: the remote operand
 * `origin` becomes a one-off name that only the loop's own `insteadOf` and `pushInsteadOf` (the whole
 * name, so the longest match, which git prefers) map to that URL. No rewrite or `remote.*` section
 * planted in the config can match a name it does not know; the URL is not rewritten twice.
 */
export function pinOrigin(
  args: readonly string[],
  command: string,
  origin: string
): { args: string[]; config: [string, string][] } {
  const at = operandAfter(args, command)
  if (!origin || at < 0 || args[at] !== 'origin') return { args: [...args], config: [] }
  const alias = `ralph-origin-${randomBytes(12).toString('hex')}:`
  return {
    args: args.map((arg, i) => (i === at ? alias : arg)),
    config: [
      [`url.${origin}.insteadOf`, alias],
      [`url.${origin}.pushInsteadOf`, alias]
    ]
  }
}

/** The first argument after `command` that is not an option. */
function operandAfter(args: readonly string[], command: string): number {
  const start = args.indexOf(command)
  if (start < 0) return -1
  for (let i = start + 1; i < args.length; i++) if (!(args[i] ?? '').startsWith('-')) return i
  return -1
}

/** `env` with `entries` added after the config entries it already holds (`GIT_CONFIG_COUNT`, `_KEY_n`, `_VALUE_n`). */
export function withConfig(
  env: Record<string, string | undefined>,
  entries: readonly (readonly [string, string])[]
): Record<string, string | undefined> {
  const held = Number(env.GIT_CONFIG_COUNT ?? 0)
  const count = Number.isInteger(held) && held > 0 ? held : 0
  const out: Record<string, string | undefined> = { ...env, GIT_CONFIG_COUNT: String(count + entries.length) }
  entries.forEach(([key, value], i) => {
    out[`GIT_CONFIG_KEY_${count + i}`] = key
    out[`GIT_CONFIG_VALUE_${count + i}`] = value
  })
  return out
}
