import { CheckpointError } from '../../checkpoint/checkpoint-error.js'
import type { Checkpoint } from '../../checkpoint/schema.js'
import type { LoopDeps } from '../loop-deps.js'

const CHECKPOINT = 'checkpoint.json'
// The mirror's content is untrusted: only these names are ever written into the state dir.
const SUMMARY = /^iteration_\d{1,9}_summary\.md$/

/**
 * The state mirrored in git at the start (SPEC §8): when it is ahead of the local checkpoint (or
 * there is none: the cache entry was evicted, or belongs to another branch), its files replace the
 * local ones, and `mirrored` says where the state came from for the caller to log. A
 * mirrored checkpoint is validated like any other; an invalid one stops the run the same way.
 */
export async function preferMirror(
  deps: Pick<LoopDeps, 'mirror' | 'config' | 'workspace' | 'log'>,
  local: Checkpoint | undefined,
  why: string
): Promise<
  { checkpoint: Checkpoint | undefined; mirrored?: { ref: string; note: string } } | { error: string }
> {
  const { mirror, config, workspace, log } = deps
  const read = await mirror.read()
  if ('missing' in read) {
    if (!local) log.debug(`No state mirrored in git: ${read.missing}.`)
    return { checkpoint: local }
  }
  const text = read.files[CHECKPOINT]
  if (text === undefined) return { checkpoint: local }
  let mirrored: Checkpoint
  const { parseCheckpoint } = await import('../../checkpoint/validate.js')
  try {
    mirrored = parseCheckpoint(text, { file: `${mirror.ref}:${CHECKPOINT}`, stateDir: config.stateDir })
  } catch (error) {
    if (!(error instanceof CheckpointError)) throw error
    // force-restart would throw a good local checkpoint away with the bad mirror: name the narrower fix.
    const keep = local
      ? `keep the local checkpoint (next iteration ${local.iteration}), which is valid, and `
      : ''
    return {
      error: `${error.message} Or ${keep}delete the mirrored state: git push origin --delete ${mirror.ref}`
    }
  }
  if (local && local.iteration >= mirrored.iteration) return { checkpoint: local }
  for (const [name, content] of Object.entries(read.files)) {
    if (name === CHECKPOINT || SUMMARY.test(name))
      await workspace.writeText(`${config.stateDir}/${name}`, content)
  }
  const reason = local ? `it is ahead of the local checkpoint (iteration ${local.iteration})` : why
  // Logged by the caller once the resume rules have decided: the mirrored state may end in a new loop.
  return {
    checkpoint: mirrored,
    mirrored: {
      ref: mirror.ref,
      note: `${mirror.ref} on origin, next iteration ${mirrored.iteration}): ${reason}.`
    }
  }
}

/**
 * Mirrors the checkpoint and the summary it continues from to git, after a push (SPEC §8); a failure
 * is a warning. Used by the loop and by the post step, which pushes an interrupted loop's work.
 */
export async function mirrorState(
  deps: Pick<LoopDeps, 'mirror' | 'workspace' | 'log'>,
  stateDir: string,
  label: string,
  cacheSaved = true
): Promise<void> {
  const { mirror, workspace, log } = deps
  const files: Record<string, string> = {}
  try {
    const checkpoint = await workspace.readText(`${stateDir}/${CHECKPOINT}`)
    files[CHECKPOINT] = checkpoint
    const continuation = (JSON.parse(checkpoint) as { continuation_context?: unknown }).continuation_context
    const name = typeof continuation === 'string' ? continuation.slice(stateDir.length + 1) : ''
    if (typeof continuation === 'string' && continuation === `${stateDir}/${name}` && SUMMARY.test(name)) {
      files[name] = await workspace.readText(continuation)
    }
  } catch (error) {
    log.warning(
      `Could not mirror the state to git: ${error instanceof Error ? error.message : String(error)}`
    )
    return
  }
  const written = await mirror.write(files, `ralph state: ${label}`)
  if (written.ok) log.info(`Mirrored the checkpoint to ${mirror.ref} on origin.`)
  else
    log.warning(
      `Could not mirror the state to ${mirror.ref}: ${written.message}. ` +
        (cacheSaved
          ? 'The cache entry is the only copy.'
          : 'No copy of the checkpoint outlives this runner.'),
      'State mirror'
    )
}
