import type { AgentPreset } from '../agents/presets/agent-types.js'
import type { Stop } from '../domain/outcomes.js'
import type { IterationFacts, IterationRecord } from '../domain/iteration.js'
import { newLoopState, type LoopState } from '../domain/state.js'
import { Hooks } from '../hooks/hooks.js'
import { redactor } from '../domain/redact.js'
import type { TaskSource } from '../ports/task-source.js'
import type { Workspace } from '../ports/workspace.js'
import { holdingMarks, holdView } from './rules/held-marks.js'
import type { Transition } from './rules/transitions.js'
import { advance } from './steps/advance.js'
import type { LoopDeps } from './loop-deps.js'
import { WorkBranch } from './services/work-branch.js'
import { refusedBy } from './services/lock-holder.js'
import { Persistence, type Snapshot } from './services/persistence.js'
import { RunTally } from './services/tally.js'

/** One run of the loop: its deps, the state it carries, and what every step shares. */
export class LoopContext {
  /** Carried from iteration to iteration, and across runs through the checkpoint: changed by `apply` only. */
  private current: LoopState = newLoopState()
  /** Figures of this run only. */
  readonly tally = new RunTally()
  readonly hooks: Hooks
  readonly persistence: Persistence
  readonly workBranch: WorkBranch
  /** Chosen at the start, once the run is sure to go on. */
  agent: AgentPreset | undefined
  /** The review gate's reviewer (SPEC §7), chosen with the agent; undefined with `review: none`. */
  reviewer: AgentPreset | undefined
  resumed = false
  /** Every agent run of this run is inside the sandbox (SPEC §4a): the output `sandboxed`. */
  sandboxed = false
  /** This run holds the state dir's lock (SPEC §8). */
  locked = false
  /** The task source's fingerprint after the last read, for the checkpoint. */
  sourceFingerprint = ''
  /** This run wrote a checkpoint: a post step after a SIGKILL saves and mirrors it (SPEC §10). */
  private checkpointWritten = false

  /** The task source as it reads, held marks done (`deps.tasks` holds them open: rules/held-marks.ts). */
  readonly source: TaskSource
  /** Replaces every secret by `***` (SPEC §4); every file the loop writes goes through it. */
  readonly redact: (text: string) => string
  readonly deps: LoopDeps

  constructor(deps: LoopDeps) {
    const { config } = deps
    this.redact = redactor(config.secrets)
    this.source = deps.tasks
    this.deps = {
      ...deps,
      workspace: redactingWrites(deps.workspace, this.redact),
      tasks: holdingMarks(deps.tasks, () => this.state.heldMarks)
    }
    this.hooks = new Hooks(config.hooks, { ...this.deps, cwd: config.workspace, env: config.env })
    const moved = () => this.markProgress()
    this.persistence = new Persistence(this.deps, () => {
      this.checkpointWritten = true
      return moved()
    })
    this.workBranch = new WorkBranch(this.deps, this.redact, moved)
    // The first signal writes the checkpoint at once, before the agent is even stopped.
    const onSignal = () => void this.persistence.write(this.snapshot(), 'interrupted', 'interrupted')
    deps.signal.addEventListener('abort', onSignal, { once: true })
  }

  /** The loop's state (read-only: `apply` is its one writer). */
  get state(): LoopState {
    return this.current
  }

  /**
   * The one place the loop's state changes (SPEC §5, §8): by a pure transition of rules/transitions.ts,
   * or an iteration's verdict through `advance`. So one place decides what the checkpoint says.
   */
  apply(transition: Transition): LoopState {
    this.current = transition(this.current)
    return this.current
  }

  /** The iteration's verdict (advance, pure) taken into the state; its record, built once, for keep. */
  advance(facts: IterationFacts): IterationRecord {
    const { state, record } = advance(this.current, facts)
    this.apply(() => state)
    return record
  }

  get stateDir(): string {
    return this.deps.config.stateDir
  }

  get promptFile(): string {
    return `${this.stateDir}/prompt.md`
  }

  /** Per-task attempts and `stuck_consecutive` apply when the source knows which task the agent took (SPEC §3). */
  get tracksTasks(): boolean {
    return this.deps.tasks.can.tracksTasks
  }

  /**
   * The work remaining now (SPEC §1), with `verify` while the gate fails (`pending`: after the iteration
   * being judged). Plan mode without a task source has only what the agent reported (or `plan`).
   */
  workRemaining(
    agentReported?: string[],
    pending = this.state.verifyPending,
    held = this.state.heldMarks
  ): string[] {
    const { config, tasks } = this.deps
    const base =
      config.mode === 'plan' && !tasks.can.rereads
        ? (agentReported ?? this.state.lastWorkRemaining?.filter(id => id !== 'verify') ?? ['plan'])
        : [...holdView(this.source.view(), held).remaining]
    return pending ? [...base, 'verify'] : base
  }

  /**
   * How much work remains, to tell whether an iteration shrank it: the source's count (a task CLI's
   * open + active), or in plan mode without a source the work the agent reported; `verify` counts one.
   */
  size(agentReported?: string[], pending = this.state.verifyPending, held = this.state.heldMarks): number {
    const { config, tasks } = this.deps
    if (config.mode === 'plan' && !tasks.can.rereads) return this.workRemaining(agentReported, pending).length
    return holdView(this.source.view(), held).size + (pending ? 1 : 0)
  }

  /** What the checkpoint records now. */
  snapshot(): Snapshot {
    return {
      state: this.state,
      workRemaining: [...(this.state.lastWorkRemaining ?? this.workRemaining())],
      sourceFingerprint: this.sourceFingerprint,
      completedThisRun: this.tally.completedThisRun,
      realRemaining: this.deps.tasks.view().size,
      headSha: this.workBranch.sha,
      branch: this.workBranch.branch,
      pushed: !this.workBranch.unpushed
    }
  }

  /**
   * Records what the run left so far (SPEC §10): the branch to push once there is something of this run
   * to keep on it (a commit not on origin, a checkpoint to mirror), and whether a checkpoint was written.
   */
  markProgress(): Promise<void> {
    const { workBranch } = this
    const keeps = workBranch.pushing && (workBranch.unpushed || this.checkpointWritten)
    return this.deps.progress.left({
      branch: keeps ? workBranch.branch : '',
      checkpoint: this.checkpointWritten
    })
  }

  /** A timeout capped by the time budget left. */
  timeLeftFor(timeoutMs: number): number {
    const { config, clock, startedAt } = this.deps
    const left = config.timeBudgetMs - (clock.now() - startedAt)
    return Math.max(1000, Math.min(timeoutMs, left))
  }

  /** Takes the state dir's lock; a Stop naming the holder when another loop runs on it. */
  async takeLock(): Promise<Stop | undefined> {
    const refused = refusedBy(this.deps, await this.deps.lock.acquire())
    if (refused) return { reason: 'error', message: refused }
    this.locked = true
    return undefined
  }

  agentPreset(): AgentPreset {
    if (!this.agent) throw new Error('the agent preset was not chosen')
    return this.agent
  }
}

/** The workspace, with every write redacted: summaries, the prompt file, the checkpoint, the report. */
function redactingWrites(workspace: Workspace, redact: (text: string) => string): Workspace {
  return {
    root: workspace.root,
    readText: (path, limits) => workspace.readText(path, limits),
    writeText: (path, content, options) => workspace.writeText(path, redact(content), options),
    appendText: (path, content) => workspace.appendText(path, redact(content)),
    exists: path => workspace.exists(path),
    remove: path => workspace.remove(path),
    copyFiles: (globs, exclude, limits) => workspace.copyFiles(globs, exclude, limits),
    putFile: copy => workspace.putFile(copy),
    treeState: exclude => workspace.treeState(exclude)
  }
}
