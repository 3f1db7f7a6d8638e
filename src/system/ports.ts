/** Time, read from one place so tests can use a fake clock and never sleep. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Resolves after `ms`, or early when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

/** Where log lines go: the Actions log (with folds and annotations) or the terminal. */
export interface Logger {
  info(message: string): void
  debug(message: string): void
  /** A warning annotation in Actions (a handful per run at most). */
  warning(message: string, title?: string): void
  /** An error annotation in Actions. */
  error(message: string, title?: string): void
  /** Opens a fold; `endGroup` closes it. Folds do not nest. */
  startGroup(title: string): void
  endGroup(): void
  /** Raw agent output, written as it arrives. */
  write(chunk: string): void
  /**
   * A promise when written output is still waiting to go out (a slow pipe), settling when it has
   * gone or the log is closed; undefined when the log keeps up. Lets the agent wait for the log.
   */
  backlog?(): Promise<void> | undefined
  /** Masks a value in all later output. */
  setSecret(value: string): void
}

/** The state of the working tree at one moment. */
export interface TreeState {
  /** Changes whenever any staged, unstaged or untracked file changes. */
  hash: string
  /** Paths (relative to the workspace) that differ from HEAD, or all files outside git. */
  changed: string[]
}

/** Files in the workspace. Every path is relative to the workspace root. */
export interface Workspace {
  readonly root: string
  /**
   * Reads a UTF-8 file; throws when missing, when the file holds more than `maxBytes` (code `EFBIG`)
   * and, with `within`, when a symbolic link leads out of the workspace (code `EOUTSIDE`).
   */
  readText(path: string, limits?: { maxBytes?: number; within?: boolean }): Promise<string>
  /** Writes atomically: temp file in the same folder, fsync, rename. Creates folders as needed. */
  writeText(path: string, content: string): Promise<void>
  exists(path: string): Promise<boolean>
  remove(path: string): Promise<void>
  /** File names directly inside a folder ([] when it does not exist). */
  list(dir: string): Promise<string[]>
  /** Fingerprint of the working tree, excluding the given paths (folders or files) and `.git`. */
  treeState(exclude: string[]): Promise<TreeState>
}
