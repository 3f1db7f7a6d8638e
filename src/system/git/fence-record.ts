import { HELPER, PINNED, type GitFence } from './fence.js'
import { runGit, type GitOptions } from './run-git.js'

// The scopes an agent in the workspace writes: the repository's own config and its worktree config.
const REPOSITORY_SCOPES = new Set(['local', 'worktree'])
const KEYS = `^(credential\\..*helper|${Object.keys(PINNED)
  .map(key => key.replace(/\./g, '\\.'))
  .join('|')})$`

/**
 * What the loop's git holds to for the rest of the run (SPEC §10), read before any agent runs:
 * origin's URL as configured (not `git remote get-url`, which applies `insteadOf`), the user's own
 * credential helpers (global, system, the step's environment: not the repository's), and the values
 * the pinned keys have now. `env` is the step's
 * environment: with `GIT_SSH` and no `core.sshCommand`, git's own choice is kept.
 */
export async function recordFence(
  root: string,
  env: Record<string, string | undefined>,
  options: GitOptions = {}
): Promise<GitFence> {
  const origin = await runGit(root, ['config', '--get', 'remote.origin.url'], options)
  // Unfenced: the fence's own entries would read as the user's (`git config` runs no hook or command).
  const listed = await runGit(root, ['config', '-z', '--show-scope', '--get-regexp', KEYS], {
    ...options,
    unfenced: true
  })
  const mine = listed.code === 0 ? parseScoped(listed.stdout) : []
  const ssh = env.GIT_SSH
  if (ssh && !mine.some(([key]) => key === 'core.sshcommand')) mine.push(['core.sshcommand', quoted(ssh)])
  return { origin: origin.code === 0 ? origin.stdout.replace(/\n$/, '') : '', kept: mine }
}

/** `git config -z --show-scope` output: `scope\0key\nvalue\0`; the repository's own helpers are left out. */
function parseScoped(output: string): [string, string][] {
  const fields = output.split('\0')
  const entries: [string, string][] = []
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [scope = '', record = ''] = [fields[i], fields[i + 1]]
    const newline = record.indexOf('\n')
    // git prints the section and the name in lower case, a subsection (a URL) as written.
    const key = newline < 0 ? record : record.slice(0, newline)
    // A helper of the repository is off (SPEC §10); a command the checkout set there (its `ssh-key`
    // sets core.sshCommand) is what the run started with, before any agent ran.
    if (!(HELPER.test(key) && REPOSITORY_SCOPES.has(scope)))
      entries.push([key, newline < 0 ? '' : record.slice(newline + 1)])
  }
  return entries
}

/** A program's path as one word of the shell that runs `core.sshCommand`. */
function quoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/** The fence without its credential helpers (a helper's command may hold a secret), for the action's state. */
export function fenceForState(fence: GitFence): string {
  return JSON.stringify({ origin: fence.origin, kept: fence.kept.filter(([key]) => !HELPER.test(key)) })
}

/** The fence the main step left in the action's state; without one (or an unreadable one), origin is not pinned. */
export function fenceFromState(text: string): GitFence {
  try {
    const parsed = JSON.parse(text) as { origin?: unknown; kept?: unknown }
    const kept = Array.isArray(parsed.kept)
      ? parsed.kept.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) &&
            typeof entry[0] === 'string' &&
            typeof entry[1] === 'string' &&
            entry[0] in PINNED
        )
      : []
    return { origin: typeof parsed.origin === 'string' ? parsed.origin : '', kept }
  } catch {
    return { origin: '', kept: [] }
  }
}
