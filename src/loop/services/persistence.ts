import { toCheckpoint } from '../../checkpoint/convert.js'
import { CheckpointError } from '../../checkpoint/checkpoint-error.js'
import { CHECKPOINT_FILE, checkpointPath, readCheckpoint, writeCheckpoint } from '../../checkpoint/file.js'
import { decideResume, type ResumeDecision } from '../../checkpoint/resume-rules.js'
import type { Checkpoint } from '../../checkpoint/schema.js'
import { contextEstimate } from '../rules/budgets.js'
import type { LoopDeps } from '../loop-deps.js'
import { refusedBy } from './lock-holder.js'
import { preferMirror } from './mirror.js'
import type { HaltReason, Status } from '../../domain/outcomes.js'
import type { LoopState } from '../../domain/state.js'

/** What a stop needs to know about the state it leaves. */
export interface Snapshot {
  state: LoopState
  workRemaining: string[]
  sourceFingerprint: string
  completedThisRun: number
  realRemaining: number
  headSha: string
  branch: string
  pushed: boolean
}

/**
 * The checkpoint's life in a run (SPEC §8): restore and decide at the start, write after every
 * iteration and at the stop. Writes are chained so a write on the signal path never lands after
 * a later one.
 */
export class Persistence {
  private chain: Promise<void> = Promise.resolve()
  /** True once an iteration started in this run: a run that stops before leaves the checkpoint as it was. */
  touched = false
  savedKey = ''
  /** Where the state this run resumes from came from, for the summary: a cache key, a git ref or the state dir. */
  source = ''

  constructor(
    private readonly deps: LoopDeps,
    /** After each checkpoint written: the progress the post step keeps (SPEC §10). */
    private readonly onWritten: () => Promise<void> = () => Promise.resolve()
  ) {}

  /** Whether the loop keeps a checkpoint at all (`checkpoint` is not `none`). */
  get enabled(): boolean {
    return this.deps.config.checkpoint !== 'none'
  }

  /**
   * Restores the state dir from the store, reads the checkpoint, prefers the state mirrored in git
   * when it is ahead (`origin`: the checkout has a remote to read it from), and applies SPEC §8's rules.
   */
  async load(
    sourceFingerprint: string,
    origin: boolean
  ): Promise<{ decision: ResumeDecision; checkpoint?: Checkpoint } | { error: string }> {
    const { config, log, store, workspace } = this.deps
    if (!this.enabled) return { decision: { action: 'new' } }
    let why = 'there is no local checkpoint'
    if (store.kind === 'cache') {
      // A restore can take a minute; the first signal does not wait for it.
      const restored = await untilAborted(store.restore(), this.deps.signal, {
        hit: false,
        reason: 'the run was interrupted before the restore finished'
      })
      if (restored.hit) {
        this.source = restored.key
        log.info(`Restored the state dir from the cache entry ${restored.key}.`)
      } else {
        why = `the cache had no entry (${restored.reason})`
        log.warning(
          `No checkpoint restored from the cache: ${restored.reason}. Going on with the local state.`,
          'Cache'
        )
      }
      // The restore wrote into the state dir while this run held its lock: an archive may carry a
      // lock of its own over it, and a loop that started meanwhile may have taken that one over.
      const refused = refusedBy(this.deps, await this.deps.lock.confirm())
      if (refused) return { error: refused }
    }
    let checkpoint: Checkpoint | undefined
    let mirrored: { ref: string; note: string } | undefined
    if (!config.forceRestart) {
      try {
        const read = await readCheckpoint(workspace, config.stateDir)
        if (read.found) checkpoint = read.checkpoint
      } catch (error) {
        if (error instanceof CheckpointError) return { error: error.message }
        throw error
      }
      if (origin && config.resume === 'auto') {
        const preferred = await preferMirror(this.deps, checkpoint, why)
        if ('error' in preferred) return preferred
        checkpoint = preferred.checkpoint
        mirrored = preferred.mirrored
      }
    }
    const decision = decideResume({
      checkpoint,
      resume: config.resume,
      forceRestart: config.forceRestart,
      planPath: config.tasks ?? null,
      maxIterations: config.maxIterations,
      sourceFingerprint
    })
    if (mirrored) this.logMirrored(mirrored, decision)
    if (!this.source) this.source = mirrored ? mirrored.ref : `${config.stateDir}/checkpoint.json`
    return { decision, ...(checkpoint ? { checkpoint } : {}) }
  }

  /** Says what the state mirrored in git led to: a resume, a stop, or a new loop that does not use it. */
  private logMirrored(mirrored: { ref: string; note: string }, decision: ResumeDecision): void {
    const { log } = this.deps
    if (decision.action === 'new') {
      log.info(
        `Read the state mirrored in git (${mirrored.note} A new loop starts, as the resume rules decide.`
      )
      return
    }
    const verb = decision.action === 'stop' ? 'Stopping on' : 'Resuming from'
    log.warning(`${verb} the state mirrored in git (${mirrored.note}`, 'State from git')
  }

  /**
   * Writes the checkpoint (atomically), after the writes already queued. A write that fails (a full
   * disk) is this run's stop (SPEC §8): its message, naming the file and the cause; undefined when written.
   */
  async write(
    snapshot: Snapshot,
    status: Status,
    haltReason: HaltReason | null
  ): Promise<string | undefined> {
    if (!this.enabled || !this.touched) {
      await this.chain
      return undefined
    }
    const { config, clock } = this.deps
    const checkpoint = toCheckpoint(snapshot.state, {
      status,
      haltReason,
      planPath: config.tasks ?? null,
      sourceFingerprint: snapshot.sourceFingerprint,
      maxIterations: config.maxIterations,
      contextEstimate: contextEstimate(
        snapshot.completedThisRun,
        snapshot.realRemaining,
        snapshot.state.continuationPath !== null
      ),
      workRemaining: snapshot.workRemaining,
      run: {
        id: config.run.id,
        attempt: config.run.attempt,
        shard: config.shard ? `${config.shard.index}/${config.shard.count}` : null
      },
      headSha: snapshot.headSha || null,
      branch: snapshot.branch || null,
      pushed: snapshot.pushed,
      now: new Date(clock.now())
    })
    let failure: string | undefined
    this.chain = this.chain
      .then(() => writeCheckpoint(this.deps.workspace, config.stateDir, checkpoint))
      .then(() => this.onWritten())
      .catch((error: unknown) => {
        const cause = error instanceof Error ? error.message : String(error)
        // The workspace's message names the file; one from elsewhere may not.
        const named = cause.includes(CHECKPOINT_FILE)
          ? cause
          : `Could not write ${checkpointPath(config.stateDir)}: ${cause}`
        failure = `${named}. The loop stops here: it runs no iteration it cannot record.`
        this.deps.log.warning(failure)
      })
    await this.chain
    return failure
  }

  /**
   * Saves the state dir to the store at the stop. On the signal path there is no time for an upload:
   * the post step saves it (`handOff`). `mirrored`: the state is mirrored to git after this save.
   */
  async save(interrupted: boolean, mirrored = false): Promise<{ handOff: boolean }> {
    const { store, log } = this.deps
    await this.chain
    if (!this.enabled || !this.touched || store.kind !== 'cache') return { handOff: false }
    if (interrupted) {
      this.savedKey = store.nextKey()
      return { handOff: true }
    }
    const saved = await store.save()
    if (saved.saved) {
      this.savedKey = saved.key
      log.info(`Saved the state dir to the cache as ${saved.key}.`)
    } else {
      log.warning(
        `Could not save the checkpoint to the cache: ${saved.reason}. ` +
          (mirrored
            ? 'The next run resumes from the state mirrored in git.'
            : 'Nothing outlives this runner: a run on another runner starts a new loop.'),
        'Cache'
      )
    }
    return { handOff: false }
  }
}

/** `promise`, or `instead` as soon as `signal` aborts (the promise is left to settle on its own). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, instead: T): Promise<T> {
  if (signal.aborted) return Promise.resolve(instead)
  return new Promise<T>(resolve => {
    const onAbort = () => resolve(instead)
    signal.addEventListener('abort', onAbort, { once: true })
    const settle = (value: T) => {
      signal.removeEventListener('abort', onAbort)
      resolve(value)
    }
    promise.then(settle, () => settle(instead))
  })
}
