import { fromCheckpoint } from '../../checkpoint/convert.js'
import type { ResumeDecision } from '../../checkpoint/resume-rules.js'
import type { Checkpoint } from '../../checkpoint/schema.js'
import type { Stop } from '../../domain/outcomes.js'
import type { LoopContext } from '../context.js'
import { guardMessage } from '../rules/branch-lines.js'
import { issuesNoted, resumed, taskReset } from '../rules/transitions.js'

/**
 * Restores the state dir, reads the checkpoint, pushes what the previous run could not (SPEC §10),
 * applies the resume rules of SPEC §8, then the resume guard of §10; a Stop when the run must end before any iteration.
 */
export async function resume(loop: LoopContext): Promise<Stop | undefined> {
  const loaded = await loop.persistence.load(loop.sourceFingerprint, loop.workBranch.origin)
  if ('error' in loaded) return { reason: 'error', message: loaded.error }
  const { decision, checkpoint } = loaded
  // Before anything else, whatever the rules decide: the commits the previous run could not push.
  const unpushed =
    checkpoint && (await loop.workBranch.catchUp({ sha: checkpoint.head_sha, branch: checkpoint.branch }))
  if (unpushed) return unpushed
  const stop = applyDecision(loop, decision, checkpoint)
  if (stop || !loop.resumed || !checkpoint) return stop
  return guard(loop, checkpoint)
}

/** The resume guard (SPEC §10): the previous run's last commit must be on the work branch. */
async function guard(loop: LoopContext, checkpoint: Checkpoint): Promise<Stop | undefined> {
  const sha = checkpoint.head_sha
  if (!loop.workBranch.inRepo || !sha || (await loop.deps.git.contains(sha))) return undefined
  const previous = { sha, branch: checkpoint.branch, pushed: checkpoint.pushed }
  return { reason: 'error', message: guardMessage(previous, loop.workBranch.branch) }
}

function applyDecision(
  loop: LoopContext,
  decision: ResumeDecision,
  checkpoint: Checkpoint | undefined
): Stop | undefined {
  const { log } = loop.deps
  if (decision.action === 'stop') {
    const stuck = decision.stuckTask ? { stuckTask: decision.stuckTask } : {}
    return { reason: decision.reason, message: decision.message, ...stuck }
  }
  if (decision.action === 'new' || !checkpoint) {
    if (decision.action === 'new' && decision.warning) log.warning(decision.warning, 'New loop')
    // What the loop wrote to GitHub issues stays written, whatever loop follows (SPEC §3: once).
    if (checkpoint?.issues_noted) loop.apply(issuesNoted(checkpoint.issues_noted))
    return undefined
  }
  loop.apply(resumed(fromCheckpoint(checkpoint)))
  if (decision.action === 'resume-reset-task') {
    log.info(`The task source changed since the loop got stuck: task ${decision.task} starts again.`)
    loop.apply(taskReset(decision.task))
  }
  loop.resumed = true
  const attempts = Object.entries(loop.state.attempts).map(([id, n]) => `${id}: ${n}`)
  log.info(
    `Resuming the loop at iteration ${loop.state.iteration} (was ${checkpoint.status}/${checkpoint.halt_reason ?? '-'}): ` +
      `work remaining [${checkpoint.work_remaining.slice(0, 20).join(', ')}], attempts {${attempts.join(', ')}}.`
  )
  return undefined
}
