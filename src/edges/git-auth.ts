import type { Config } from '../config/config.js'
import { StateKeys } from '../config/names.js'
import type { Logger } from '../ports/log.js'
import {
  credentialEnv,
  credentialSecrets,
  listCredentials,
  putCredentialsBack,
  removeCredentials,
  matchTaken,
  takenCredential,
  tokenCredential,
  type Credential,
  type TakenCredential
} from '../system/git/credentials.js'
import type { GitOptions } from '../system/git/run-git.js'
import { toolkit } from './runner-protocol.js'

/** git config is local and quick; this bounds a git that hangs (a lock, a slow disk). */
const CONFIG_TIMEOUT_MS = 10_000

/** The main step's credentials: what its own fetch and push add to git's environment, and the undo. */
export interface MainCredentials {
  remoteEnv: Record<string, string>
  /** Puts the credentials taken out of `.git/config` back; runs on every way out of the main step. */
  putBack(): Promise<void>
}

/**
 * Takes the credentials actions/checkout persisted out of `.git/config` for the main step (SPEC §10).
 * The action's state keeps only their keys and digests (its file is readable by the agent, the same
 * user): a post step that must put them back makes them again from `github-token`, which is what
 * actions/checkout persisted unless it was given another token. The loop pushes with them, or with
 * `github-token` when none were persisted.
 */
export async function takeForMain(config: Config, logger: Logger): Promise<MainCredentials> {
  const git: GitOptions = { baseEnv: config.env, timeoutMs: CONFIG_TIMEOUT_MS }
  const taken = await listCredentials(config.workspace, git)
  const push: Credential[] =
    taken.length > 0
      ? taken
      : config.githubToken
        ? [tokenCredential(config.run.serverUrl, config.githubToken)]
        : []
  for (const secret of credentialSecrets(push)) logger.setSecret(secret)
  const core = await toolkit()
  let removed = false
  if (taken.length > 0) {
    core.saveState(StateKeys.Credentials, JSON.stringify(taken.map(takenCredential)))
    // Now, not at the end: a main step that is killed leaves the post step what it needs to put them back.
    core.saveState(StateKeys.Workspace, config.workspace)
    core.saveState(StateKeys.CredentialsTaken, 'true')
    const failed = await removeCredentials(config.workspace, taken, git)
    removed = true
    if (failed) logger.warning(`Could not take the persisted credentials out of .git/config: ${failed}`)
    else
      logger.info(
        `Took the credentials actions/checkout persisted (${[...new Set(taken.map(c => c.key))].join(', ')}) out of .git/config while the loop runs: the agent cannot push. They are put back at the end.`
      )
  }
  return {
    remoteEnv: credentialEnv(push),
    async putBack() {
      if (!removed) return
      removed = false
      const failed = await putCredentialsBack(config.workspace, taken, git)
      if (failed) logger.warning(`Could not put the persisted credentials back into .git/config: ${failed}`)
      else core.saveState(StateKeys.CredentialsRestored, 'true')
    }
  }
}

/**
 * The post step's side: the credentials to push with (made from `github-token`), and the undo when the
 * main step could not put the persisted ones back; that undo says which it could not make again.
 */
export function credentialsForPost(
  core: { getState(name: string): string },
  token: { githubToken: string; serverUrl: string }
): {
  remoteEnv: Record<string, string>
  putBack(root: string, git: GitOptions): Promise<string | undefined>
} {
  const candidate = token.githubToken ? tokenCredential(token.serverUrl, token.githubToken) : undefined
  const { restore, missing } = matchTaken(parseTaken(core.getState(StateKeys.Credentials)), candidate)
  const pending =
    core.getState(StateKeys.CredentialsTaken) === 'true' &&
    core.getState(StateKeys.CredentialsRestored) !== 'true'
  const unmade = missing.length
    ? `${missing.join(', ')} was not made from github-token and cannot be made again here; run actions/checkout again before a later step pushes`
    : undefined
  return {
    remoteEnv: credentialEnv(restore.length > 0 ? restore : candidate ? [candidate] : []),
    putBack: async (root, git) => {
      if (!pending) return undefined
      const failed = restore.length > 0 ? await putCredentialsBack(root, restore, git) : undefined
      return [failed, unmade].filter(Boolean).join('; ') || undefined
    }
  }
}

function parseTaken(text: string): TakenCredential[] {
  if (!text) return []
  try {
    const parsed = JSON.parse(text) as unknown
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (entry): entry is TakenCredential =>
        typeof (entry as TakenCredential | null)?.key === 'string' &&
        typeof (entry as TakenCredential | null)?.digest === 'string'
    )
  } catch {
    return []
  }
}
