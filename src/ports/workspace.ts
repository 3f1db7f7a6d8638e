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
   * Reads a UTF-8 file. Throws when it is missing, when it is not a regular file (a FIFO, a device, a
   * directory: code `ENOTREG` / `EISDIR`, never a hang), when it holds more than `maxBytes` (default
   * 16 MiB; code `EFBIG`), with `within` when a symbolic link leads out of the workspace (`EOUTSIDE`),
   * and with `noFollow` when it is a symbolic link at all (`ELINK`).
   */
  readText(
    path: string,
    limits?: { maxBytes?: number; within?: boolean; noFollow?: boolean }
  ): Promise<string>
  /**
   * Writes atomically: temp file in the same folder, rename, so a reader sees the old file or the new
   * one, whole. `durable` (default true) fsyncs the file and its folder too, so that the write survives
   * a crash of the machine: the checkpoint needs it; a summary or the prompt file does not. Creates
   * folders as needed.
   */
  writeText(path: string, content: string, options?: { durable?: boolean }): Promise<void>
  exists(path: string): Promise<boolean>
  remove(path: string): Promise<void>
  /** File names directly inside a folder ([] when it does not exist). */
  list(dir: string): Promise<string[]>
  /** Fingerprint of the working tree, excluding the given paths (folders or files) and `.git`. */
  treeState(exclude: string[]): Promise<TreeState>
}
