import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CHECKPOINT_FILE } from '../checkpoint/file.js'
import type { Config } from '../config/config.js'
import { StateKeys } from '../config/names.js'
import { rescueRef } from '../domain/keys.js'
import { headSha, type GitOptions } from '../system/git/run-git.js'

/**
 * What the main step leaves for the post step to check (SPEC §10): the HEAD it left, the digest of
 * the checkpoint it wrote, and where to keep its commit should the post step refuse to push.
 */
export async function leftByMain(config: Config): Promise<[string, string][]> {
  const head = await headSha(config.workspace, { baseEnv: config.env, timeoutMs: 10_000 })
  return [
    [StateKeys.HeadSha, head ?? ''],
    [StateKeys.CheckpointDigest, checkpointDigest(path.join(config.workspace, config.stateDir))],
    [StateKeys.RescueRef, rescueRef(config.checkpointKey, `post-${config.run.id}-${config.run.attempt}`)]
  ]
}

/**
 * What changed since the main step ended, in words (empty when nothing did): a process the agent
 * left behind moved HEAD or rewrote the checkpoint. The post step then pushes nothing of it.
 */
export async function changedSinceMain(
  core: { getState(name: string): string },
  git: GitOptions
): Promise<string[]> {
  const workspace = core.getState(StateKeys.Workspace)
  const left = core.getState(StateKeys.HeadSha)
  const changed: string[] = []
  const head = (await headSha(workspace, git)) ?? ''
  if (head !== left)
    changed.push(`HEAD moved from ${left.slice(0, 12) || '(none)'} to ${head.slice(0, 12) || '(none)'}`)
  const stateDir = core.getState(StateKeys.StateDir)
  if (checkpointDigest(stateDir) !== core.getState(StateKeys.CheckpointDigest))
    changed.push(`${path.join(path.relative(workspace, stateDir), CHECKPOINT_FILE)} was rewritten`)
  return changed
}

/** The sha-256 of `stateDirAbs/checkpoint.json`, '' when there is none. */
export function checkpointDigest(stateDirAbs: string): string {
  try {
    return createHash('sha256')
      .update(readFileSync(path.join(stateDirAbs, CHECKPOINT_FILE)))
      .digest('hex')
  } catch {
    return ''
  }
}
