import type { Stop } from '../domain/outcomes.js'
import type { Task } from '../domain/task.js'
import type { PlanResolver } from './git.js'

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
 * What a task source can do (SPEC §3), declared once per source (`tasks/abilities.ts`): the loop asks
 * these, never which kind of source it is.
 */
export interface Abilities {
  /** How the log names it when it has no path: `the task CLI`. */
  readonly label: string
  /** A conflict on its file, in a merge of the base branch into the work branch, is merged by task id (SPEC §10). */
  readonly mergeById: boolean
  /** It is read again after every iteration and says what work remains (without a source, the agent's report does). */
  readonly rereads: boolean
  /** It lists its tasks one by one, so they can be shown as a checklist (a task CLI gives counts only). */
  readonly checklist: boolean
  /** It reads a task file at the `tasks` path in the workspace. */
  readonly path: boolean
  /** The loop knows which task the agent took: per-task attempts and `stuck_consecutive` apply. */
  readonly tracksTasks: boolean
  /** Reading it at the start changes nothing, so a dry run reads it (SPEC §11). */
  readonly readsQuietly: boolean
}

/**
 * A task source as the loop uses it (SPEC §3): a json/markdown file, a task CLI, GitHub issues, or none
 * (plan mode without a source). `can` says what it can do.
 */
export interface TaskSource {
  readonly can: Abilities
  /** The merge by task id of its file (SPEC §10): set when `can.mergeById`. */
  readonly merge?: PlanResolver
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
