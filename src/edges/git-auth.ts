import type { Config } from '../config/config.js'
import { StateKeys } from '../config/names.js'
import type { Logger } from '../ports/log.js'
import {
  credentialEnv,
  credentialSecrets,
  listCredentials,
  putCredentialsBack,
  removeCredentials,
  tokenCredential,
  type Credential
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
 * Takes the credentials actions/checkout persisted out of `.git/config` for the main step (SPEC §10),
 * after saving them in the action's state (never a file of the workspace) so that the post step
 * can put them back if the main step cannot. The loop pushes with them, or with `github-token`
 * when none were persisted.
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
  if (push.length > 0) core.saveState(StateKeys.Credentials, JSON.stringify(push))
  let removed = false
  if (taken.length > 0) {
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
      const failed = await putCredentialsBack(config.workspace, taken, { ...git, baseEnv: config.env })
      if (failed) logger.warning(`Could not put the persisted credentials back into .git/config: ${failed}`)
      else core.saveState(StateKeys.CredentialsRestored, 'true')
    }
  }
}

/** The post step's side: the credentials to push with, and the undo when the main step could not. */
export function credentialsForPost(core: { getState(name: string): string }): {
  remoteEnv: Record<string, string>
  putBack(root: string, git: GitOptions): Promise<string | undefined>
} {
  const push = parseCredentials(core.getState(StateKeys.Credentials))
  const pending =
    core.getState(StateKeys.CredentialsTaken) === 'true' &&
    core.getState(StateKeys.CredentialsRestored) !== 'true'
  return {
    remoteEnv: credentialEnv(push),
    putBack: (root, git) => (pending ? putCredentialsBack(root, push, git) : Promise.resolve(undefined))
  }
}

function parseCredentials(text: string): Credential[] {
  if (!text) return []
  try {
    const parsed = JSON.parse(text) as unknown
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (entry): entry is Credential =>
        typeof (entry as Credential | null)?.key === 'string' &&
        typeof (entry as Credential | null)?.value === 'string'
    )
  } catch {
    return []
  }
}
