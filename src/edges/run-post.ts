import { createCacheStore } from './cache-store.js'
import { StateKeys } from '../config/names.js'
import { postGitToken } from '../config/read-git.js'
import path from 'node:path'
import { mirrorState } from '../loop/services/mirror.js'
import { fenceFromState } from '../system/git/fence-record.js'
import { gitStateMirror } from '../system/git/git-state.js'
import { gitWork } from '../system/git/git-work.js'
import { createWorkspace } from '../system/files/file-workspace.js'
import { actionsLogger } from './actions-logger.js'
import { execRunner } from './exec-runner.js'
import { credentialsForPost } from './git-auth.js'
import { changedSinceMain } from './post-guard.js'
import type { GitOptions } from '../system/git/run-git.js'
import { toolkit, type Toolkit } from './runner-protocol.js'

/**
 * The post step (`post-if: always()`): when the main step was stopped by a signal it had no time to
 * upload the state dir or push the work; this step does both. It only ever warns.
 */
export async function runPost(): Promise<void> {
  const core = await toolkit()
  const workspace = core.getState(StateKeys.Workspace)
  const credentials = credentialsForPost(core, postGitToken())
  // Git through the toolkit's runner; a push that stalls for 30 s gives up instead of holding the job.
  // Git's environment is fenced by default (system/git/run-git.ts): no hook the agent planted runs here.
  const git = {
    runner: execRunner(),
    env: { GIT_HTTP_LOW_SPEED_LIMIT: '1000', GIT_HTTP_LOW_SPEED_TIME: '30' },
    remoteEnv: credentials.remoteEnv,
    // origin's URL as the main step found it at its start: what the agent wrote into the config since does not redirect this push.
    fence: fenceFromState(core.getState(StateKeys.GitFence))
  }
  try {
    await keepWork(core, workspace, git)
  } finally {
    // The main step could not put the persisted credentials back (it was killed): this step does.
    const failed = workspace ? await credentials.putBack(workspace, git) : undefined
    if (failed) core.warning(`Ralph Loop: could not put the credentials back into .git/config: ${failed}`)
  }
}

/** Saves the state dir and pushes the interrupted work, unless something changed them after the main step. */
async function keepWork(core: Toolkit, workspace: string, git: GitOptions): Promise<void> {
  const needsSave = core.getState(StateKeys.PostNeeded) === 'true'
  const branch = core.getState(StateKeys.PushBranch)
  if (!needsSave && !branch) {
    core.info('Ralph Loop: the main step saved its state; nothing to do.')
    return
  }
  const changed = await changedSinceMain(core, git)
  if (changed.length > 0) return refuse(core, workspace, git, changed, branch)
  if (needsSave) await saveState(core)
  if (branch) {
    // The interrupted iteration's WIP commit (and any before it) reaches the remote here.
    const pushed = await gitWork(workspace, git).push(branch)
    if (!pushed.ok) {
      core.warning(`Ralph Loop: could not push to ${branch}: ${pushed.message}`)
      return
    }
    core.info(`Ralph Loop: pushed the interrupted loop's commits to ${branch}.`)
    const key = core.getState(StateKeys.StateRef)
    if (key) {
      const stateDir = path.relative(workspace, core.getState(StateKeys.StateDir))
      const log = actionsLogger(toolkit)
      await log.flush()
      const deps = {
        mirror: gitStateMirror(workspace, key, git),
        workspace: createWorkspace(workspace, git),
        log
      }
      await mirrorState(deps, stateDir, 'interrupted (pushed by the post step)')
    }
  }
}

/**
 * Something the agent left running changed the work or the checkpoint after the main step (SPEC §10):
 * nothing is saved, pushed or mirrored; the main step's commit is kept on the rescue ref.
 */
async function refuse(
  core: Toolkit,
  workspace: string,
  git: GitOptions,
  changed: string[],
  branch: string
): Promise<void> {
  const head = core.getState(StateKeys.HeadSha)
  const ref = core.getState(StateKeys.RescueRef)
  const kept = branch && head && ref ? await gitWork(workspace, git).keep(head, ref) : undefined
  const where = !kept
    ? ''
    : kept.ok
      ? ` The main step's commit ${head.slice(0, 12)} is kept on ${ref} on origin.`
      : ` Keeping the main step's commit ${head.slice(0, 12)} on ${ref} failed too: ${kept.message}.`
  core.warning(
    `Ralph Loop: after the main step ended, ${changed.join(' and ')}: a process the agent left running did it. ` +
      `The post step pushes, mirrors and saves nothing.${where} ` +
      'Run the agent as another user or in a container to keep it from outliving the step (SECURITY.md).',
    { title: 'Changed after the main step' }
  )
}

async function saveState(core: Toolkit): Promise<void> {
  const key = core.getState(StateKeys.CacheKey)
  const stateDirAbs = core.getState(StateKeys.StateDir)
  // The key was chosen by the main step; save under it exactly. The store never throws: a failure is a reason.
  const store = createCacheStore({ stateDirAbs, key, runId: '', runAttempt: '', exactKey: true })
  const saved = await store.save()
  if (saved.saved)
    core.info(`Ralph Loop: saved the interrupted loop's state dir to the cache as ${saved.key}.`)
  else core.warning(`Ralph Loop: could not save the state dir to the cache: ${saved.reason}`)
}
