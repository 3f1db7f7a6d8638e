/** The loop's own lines: the Actions log (with annotations) or the terminal. */
export interface Log {
  info(message: string): void
  debug(message: string): void
  /** A warning annotation in Actions (a handful per run at most). */
  warning(message: string, title?: string): void
  /** An error annotation in Actions. */
  error(message: string, title?: string): void
  /** Masks a value in all later output. */
  setSecret(value: string): void
}

/** Raw output of the children the loop runs (the agent, the verify command), folded per iteration. */
export interface Transcript {
  /** Opens a fold; `endGroup` closes it. Folds do not nest. */
  startGroup(title: string): void
  endGroup(): void
  /** Raw output, written as it arrives. */
  write(chunk: string): void
  /**
   * A promise when written output is still waiting to go out (a slow pipe), settling when it has
   * gone or the log is closed; undefined when the log keeps up. Lets the agent wait for the log.
   */
  backlog?(): Promise<void> | undefined
}

/** A log that also carries the transcript: what the action's and the terminal's loggers are. */
export type Logger = Log & Transcript
