/** What a run has left so far: enough for a later step to keep it, should the run be killed (SPEC §10). */
export interface LeftSoFar {
  /** The work branch a later step pushes, '' when there is nothing to push (push off, nothing made yet). */
  branch: string
  /** Whether this run wrote a checkpoint: a later step saves it and mirrors it with the push. */
  checkpoint: boolean
}

/**
 * Where the run records its progress as it goes, so that a SIGKILL loses nothing it had committed or
 * checkpointed: in the action, the step's state that the post step reads (SPEC §10). Never throws.
 */
export interface Progress {
  /** Called at the start, and after every commit, push and checkpoint write; each call replaces the last. */
  left(now: LeftSoFar): Promise<void>
}

/** No later step to tell (the CLI): nothing is recorded. */
export const noProgress: Progress = { left: () => Promise.resolve() }
