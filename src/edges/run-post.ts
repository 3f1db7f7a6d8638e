import { createCacheStore } from './cache-store.js'
import { StateKeys } from '../config/names.js'
import path from 'node:path'
import { mirrorState } from '../loop/services/mirror.js'
import { gitStateMirror } from '../system/git/git-state.js'
import { gitWork } from '../system/git/git-work.js'
import { createWorkspace } from '../system/files/file-workspace.js'
import { actionsLogger } from './actions-logger.js'
import { execRunner } from './exec-runner.js'
import { toolkit, type Toolkit } from './runner-protocol.js'

/**
 * The post step (`post-if: always()`): when the main step was stopped by a signal it had no time to
 * upload the state dir or push the work; this step does both. It only ever warns.
 */
export async function runPost(): Promise<void> {
  const core = await toolkit()
  const needsSave = core.getState(StateKeys.PostNeeded) === 'true'
  const branch = core.getState(StateKeys.PushBranch)
  if (!needsSave && !branch) {
    core.info('Ralph Loop: the main step saved its state; nothing to do.')
    return
  }
  if (needsSave) await saveState(core)
  if (branch) {
    // The interrupted iteration's WIP commit (and any before it) reaches the remote here.
    const workspace = core.getState(StateKeys.Workspace)
    // Git through the toolkit's runner; a push that stalls for 30 s gives up instead of holding the job.
    // Git's environment is fenced by default (system/git/run-git.ts): the agent may have planted a hook that runs here.
    const git = {
      runner: execRunner(),
      env: { GIT_HTTP_LOW_SPEED_LIMIT: '1000', GIT_HTTP_LOW_SPEED_TIME: '30' }
    }
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

async function saveState(core: Toolkit): Promise<void> {
  const key = core.getState(StateKeys.CacheKey)
  const stateDirAbs = core.getState(StateKeys.StateDir)
  try {
    // The key was chosen by the main step; save under it exactly.
    const store = createCacheStore({ stateDirAbs, key, runId: '', runAttempt: '', exactKey: true })
    const saved = await store.save()
    if (saved.saved)
      core.info(`Ralph Loop: saved the interrupted loop's state dir to the cache as ${saved.key}.`)
    else core.warning(`Ralph Loop: could not save the state dir to the cache: ${saved.reason}`)
  } catch (error) {
    core.warning(
      `Ralph Loop: the post step failed: ${error instanceof Error ? error.message : String(error)}`
    )
  }
}
