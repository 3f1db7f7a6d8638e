/** The state of the working tree at one moment. */
export interface TreeState {
  /** Changes whenever any staged, unstaged or untracked file changes. */
  hash: string
  /** Paths (relative to the workspace) that differ from HEAD, or all files outside git. */
  changed: string[]
  /** HEAD's commit when the tree was taken ('' outside git and before the first commit). */
  head: string
}

/** A file as it was at one moment, to be put back (SPEC §7 protected paths). */
export interface FileCopy {
  /**
   * Relative to the workspace, with `/` between folders; a name that is not UTF-8 is quoted as git
   * quotes it (`"tests/\377.sh"`), and `putFile` and `remove` take it back as its bytes.
   */
  path: string
  /** Its content; empty for a symbolic link. */
  bytes: Uint8Array
  /** Its permission bits (`0o755`). */
  mode: number
  /** Where it points, when it is a symbolic link (quoted like `path` when not UTF-8). */
  link?: string
}

/** The files `copyFiles` found, or why it stopped short. */
export type FileCopies = { files: FileCopy[] } | { tooMany: string }

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
  /**
   * Appends to a file, creating it (and its folders) when missing; never through a symbolic link in its
   * place. The text is handed to the OS within the call, before it returns: a process killed after it
   * (SIGKILL) leaves the text in the file. No fsync: a crash of the machine may lose it.
   */
  appendText(path: string, content: string): Promise<void>
  exists(path: string): Promise<boolean>
  /** Removes a file; `path` may be a `FileCopy`'s (quoted when not UTF-8). */
  remove(path: string): Promise<void>
  /**
   * Copies every file (and symbolic link, not followed) whose path matches one of `globs`
   * (`domain/path-glob.ts`), sorted by path, leaving out the `exclude` folders and every `.git`.
   * Past `limits` (files, bytes in all) it stops with `tooMany` saying how far it got.
   */
  copyFiles(
    globs: readonly string[],
    exclude: readonly string[],
    limits: { files: number; bytes: number }
  ): Promise<FileCopies>
  /**
   * Puts a copied file back as it was, replacing whatever is at its path now (a folder, a link) and
   * making real folders above it where a link or a file stands in for one, so nothing is written
   * outside the workspace.
   */
  putFile(copy: FileCopy): Promise<void>
  /** Fingerprint of the working tree, excluding the given paths (folders or files) and `.git`. */
  treeState(exclude: string[]): Promise<TreeState>
}
