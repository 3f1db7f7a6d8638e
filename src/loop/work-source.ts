import type { Task } from '../tasks/types.js'
import type { Stop } from './finish.js'
import type { LoopState } from './state.js'
import type { CurrentTask } from './work.js'

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
}

/** Whether work remains, as the source says. */
export type Finished = 'work-left' | 'done' | Stop

/** Counts for the `tasks-*` outputs. */
export interface TaskCounts {
  total: number
  done: number
}

/** A task source as the loop uses it: a json/markdown file, a task CLI, or none (plan mode). */
export interface WorkSource {
  /** False only in plan mode without a task source. */
  readonly hasSource: boolean
  /** Whether per-task attempts and `stuck_consecutive` apply (not for a task CLI: SPEC §3). */
  readonly tracksTasks: boolean
  /** Reads the source at the start; a Stop when the run cannot begin. */
  start(): Promise<Stop | undefined>
  before(): Promise<Before>
  /** Re-reads the source after an agent invocation. */
  after(): Promise<After>
  finished(): Finished
  current(state: LoopState): CurrentTask
  /** Real work remaining (without `verify`), in priority order; a task CLI gives its counts, e.g. `open=3`. */
  remaining(): string[]
  /** How much real work remains (a task CLI: open + active), to tell whether an iteration shrank it. */
  size(): number
  /** The real tasks, for `{{remaining}}` (empty for a task CLI). */
  tasks(): readonly Task[]
  counts(): TaskCounts
  /** Changes when the source changes: the file's hash, or the task CLI's status counts. */
  fingerprint(): Promise<string>
}
