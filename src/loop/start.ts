import { presetFor } from '../agents/presets.js'
import type { Stop } from '../domain/outcomes.js'
import { completionCheck } from './completion.js'
import type { LoopContext } from './context.js'
import { resume } from './resume.js'

/**
 * Prepares a run (SPEC §5, before the first iteration): masks the secrets, writes the state dir's
 * `.gitignore`, switches to the work branch, reads the task source, resumes from the checkpoint and
 * picks the agent.
 * A Stop when the run ends before any iteration: it cannot begin, or the work is already done.
 */
export async function start(loop: LoopContext): Promise<Stop | undefined> {
  const { config, workspace, log, tasks } = loop.deps
  for (const secret of config.secrets) log.setSecret(secret)
  await workspace.writeText(`${loop.stateDir}/.gitignore`, '*\n')
  const locked = await loop.takeLock()
  if (locked) return locked
  // The work branch first: its task file is the one with the previous runs' progress.
  const early = (await loop.keeper.start()) ?? (await tasks.open())
  if (early) return early
  loop.sourceFingerprint = await tasks.fingerprint()
  const resumeStop = await resume(loop)
  if (resumeStop) return resumeStop
  const { continuationPath } = loop.state
  if (continuationPath && !(await workspace.exists(continuationPath))) {
    log.warning(`The continuation file ${continuationPath} is missing; going on without it.`)
    loop.state.continuationPath = null
  }
  loop.agent = presetFor(config, loop.deps.clock)
  const { counts } = tasks.view()
  const from = config.tasks ?? (tasks.kind === 'cli' ? 'the task CLI' : '(no task source)')
  log.info(
    `Ralph Loop: ${counts.total} task(s) from ${from}, ${counts.total - counts.done} remaining; ` +
      `agent ${config.agent}; mode ${config.mode}`
  )
  if (config.mode === 'build' && tasks.kind !== 'none') return completionCheck(loop)
  return undefined
}
