import type { Stop } from '../domain/outcomes.js'
import type { Task } from '../domain/task.js'

/** What happens before an iteration (a task CLI peeks; a task file just runs). */
export type Before =
  | { kind: 'run'; peek: string }
  /** Nothing claimable and no work remains: take the completion path. */
  | { kind: 'complete' }
  /** A transient failure: wait, then try again (not an iteration). */
  | { kind: 'wait'; ms: number; why: string }
  | { kind: 'stop'; stop: Stop }

/** What the source says after an iteration. */
export interface After {
  /** Ids of tasks done by the iteration, when the source knows them (a task CLI does not). */
  tasksDone: string[]
  /** How many tasks the iteration completed. */
  doneCount: number
  /** Set when the source could not be read: the iteration is failed and the next prompt hears why. */
  sourceError: string
  /** Ids of tasks not done that are gone, while none appeared (a rename is not a removal): SPEC §3. */
  removed: string[]
}

/** Whether work remains, as the source says. */
export type Finished = 'work-left' | 'done' | Stop

/** The work as the source saw it at its last read. */
export interface WorkView {
  /** The real tasks, for `{{remaining}}` and the current task (empty for a task CLI). */
  readonly tasks: readonly Task[]
  /** Real work remaining (without `verify`), in priority order; a task CLI gives its counts, e.g. `open=3`. */
  readonly remaining: readonly string[]
  /** How much real work remains (a task CLI: open + active), to tell whether an iteration shrank it. */
  readonly size: number
  /** Counts for the `tasks-*` outputs. */
  readonly counts: { total: number; done: number }
}

/**
 * A task source as the loop uses it (SPEC §3): a json/markdown file, a task CLI, or none (plan mode
 * without a source). `kind` tells which: per-task attempts and `stuck_consecutive` apply to a file
 * only, as the loop does not know which task a task CLI's agent took.
 */
export interface TaskSource {
  readonly kind: 'file' | 'cli' | 'none'
  /** Reads the source at the start; a Stop when the run cannot begin. */
  open(): Promise<Stop | undefined>
  before(): Promise<Before>
  /** Re-reads the source after an agent invocation. */
  after(): Promise<After>
  /** Whether work remains; a Stop when the source says the loop cannot complete (failed tasks of a task CLI). */
  finished(): Finished
  /** The work as of the last read. */
  view(): WorkView
  /** Changes when the source changes: the file's hash, or the task CLI's status counts. */
  fingerprint(): Promise<string>
}
