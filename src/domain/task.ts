/** State of a task as its source says. */
export type TaskState = 'open' | 'active' | 'done' | 'failed'

/** One unit of work read from a task source. */
export interface Task {
  /** Always a string, whatever the source wrote. */
  id: string
  title: string
  /** Acceptance criteria (json and yaml `acceptanceCriteria` or `steps`), as plain text lines. */
  criteria: string[]
  state: TaskState
  /** The lines nested under the task in its source (sub-bullets, `_Requirements_`, indented text): they reach the prompt. */
  details?: string[]
  /** The phase or section the task is in (markdown headings, SPEC §3): its title and description lines. */
  group?: { title: string; details: string[] }
  /** Under an `Optional` / `Nice to have` heading: offered once the required tasks are done, never needed for `completed`. */
  optional?: boolean
  /** Why a task not ticked itself counts as done: the mark higher up that covers it (e.g. `phase 3 is [COMPLETE]`). */
  coveredBy?: string
  /** How the agent marks the task done in its json or yaml file, in the file's own words (`"passes": true`). */
  doneMark?: string
}

/** The task an iteration works on: a real task, or the pseudo-tasks `verify` and `plan`. */
export interface CurrentTask {
  id: string
  title: string
  /** The task as markdown, for `{{task}}`. */
  text: string
}

/** Ids a real task may not use: they name the loop's pseudo-tasks. */
export const RESERVED_IDS: readonly string[] = ['verify', 'plan']

/** The longest task id: the checkpoint (which holds ids) refuses longer ones, so the source does too. */
export const MAX_TASK_ID_LENGTH = 1024
