import type { Stop } from '../../domain/outcomes.js'
import { LEFT_OUT_LIMIT, type LoopStart } from '../../domain/state.js'
import type { LoopContext } from '../context.js'
import { highestIteration, recoveredMessage } from '../rules/iteration-numbers.js'
import { loopStarted, renumbered } from '../rules/transitions.js'

/**
 * At the start, once the resume is decided (SPEC §10, §8). A new loop notes the paths already changed:
 * they stay out of its commits, and its checkpoint records them. A resumed loop commits what else it
 * finds changed — its own work, left by a kill, a refused commit or a full disk — as a recovered WIP and
 * reads the task source again, so a done mark among it counts; then it numbers its iterations after
 * the highest its commits carry. A Stop when the recovery cannot be committed or recorded.
 */
export async function recover(loop: LoopContext): Promise<Stop | undefined> {
  const { workBranch } = loop
  if (!workBranch.inRepo) return undefined
  const start = loop.resumed ? loop.state.loopStart : null
  if (!start?.leftOut) {
    // A new loop; or a checkpoint that does not know its loop's start: everything changed now stays out.
    const changed = await loop.deps.git.changed()
    workBranch.leaveOut(changed)
    warnLeftOut(loop, changed)
    if (!loop.resumed) loop.apply(loopStarted(startOf(workBranch.sha, changed)))
    return start ? renumber(loop, start) : undefined
  }
  workBranch.leaveOut(start.leftOut)
  if (start.leftOut.length > 0 && loop.deps.config.commit !== 'none')
    loop.deps.log.info(
      `Changes made before the loop started stay out of its commits: ${shown(start.leftOut)}.`
    )
  const recovered = await commitLeftovers(loop, start)
  return recovered ?? renumber(loop, start)
}

function startOf(head: string, changed: string[]): LoopStart {
  return { head: head || null, leftOut: changed.length <= LEFT_OUT_LIMIT ? changed : null }
}

/**
 * The loop's leftovers as one commit, labelled with the iteration that left them; then the source again.
 * The checkpoint's last record left them when its commit was never made (refused, a full disk, no task
 * done). When the commits carry that record, the iteration after it was cut off (SIGKILL) and left
 * them: they take its number, so that no number repeats and the lifetime count includes it.
 */
async function commitLeftovers(loop: LoopContext, start: LoopStart): Promise<Stop | undefined> {
  const { tasks, log, git, config } = loop.deps
  const last = loop.state.history.at(-1)
  const highest = highestIteration(await git.subjectsSince(start.head), config.commitMessage)
  const own = last !== undefined && highest < last.n
  // The cut-off iteration's task: the first left after the last record (the source reads the leftovers).
  const next = loop.state.lastWorkRemaining?.[0] ?? loop.workRemaining()[0]
  const task = own ? last.task : (next ?? last?.task ?? '')
  const n = own ? last.n : Math.max(loop.state.iteration, highest + 1)
  const committed = await loop.workBranch.recover(recoveredMessage(task, n))
  if (typeof committed === 'object') return committed
  if (!committed) return undefined
  log.info(
    `The previous run of this loop left its work uncommitted (stopped by a kill, a refused commit or a full disk): committed it as iteration ${n}'s, recovered.`
  )
  // The commit is this run's to push and the checkpoint's to record, whatever the run does next.
  loop.persistence.touched = true
  if (tasks.can.path) {
    const unread = await tasks.open()
    if (unread) return unread
    loop.sourceFingerprint = await tasks.fingerprint()
  }
  return undefined
}

/**
 * Iteration numbers never repeat (SPEC §8): a checkpoint behind the loop's commits (one that could not
 * be written, a kill between the commit and the write) gives way to them. The lifetime count follows.
 */
async function renumber(loop: LoopContext, start: LoopStart): Promise<Stop | undefined> {
  const { git, config, log } = loop.deps
  const highest = highestIteration(await git.subjectsSince(start.head), config.commitMessage)
  const { iteration } = loop.state
  if (highest >= iteration) {
    log.info(
      `The loop's commits carry iteration ${highest}, past its checkpoint (next ${iteration}): this run's first iteration is ${highest + 1}.`
    )
    loop.apply(renumbered(highest))
  }
  if (!loop.persistence.touched) return undefined
  const unwritten = await loop.persistence.write(loop.snapshot(), 'interrupted', null)
  return unwritten ? { reason: 'error', message: unwritten } : undefined
}

function warnLeftOut(loop: LoopContext, paths: string[]): void {
  if (paths.length === 0 || loop.deps.config.commit === 'none') return
  loop.deps.log.warning(
    `Changes made before the loop started are left out of its commits: ${shown(paths)}. Commit them in an earlier step if they belong to the work.`,
    'Pre-existing changes'
  )
}

function shown(paths: readonly string[]): string {
  return paths.slice(0, 10).join(', ') + (paths.length > 10 ? `, … (${paths.length} in all)` : '')
}
