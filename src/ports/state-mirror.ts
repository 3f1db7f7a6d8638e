/**
 * The loop's state mirrored in git (SPEC §8): `checkpoint.json` and the last iteration summary as a
 * commit on a ref of their own, pushed with the work, so a loop whose cache entry was evicted still
 * resumes. Neither verb throws.
 */
export interface StateMirror {
  /** Where the state is mirrored, for messages (e.g. `refs/ralph/state/{key}` on origin). */
  readonly ref: string
  /** The mirrored files by name, or why there are none (no ref yet, no origin, a fetch that failed). */
  read(): Promise<{ files: Record<string, string> } | { missing: string }>
  /** Replaces the mirrored files with these. */
  write(
    files: Record<string, string>,
    message: string
  ): Promise<{ ok: true } | { ok: false; message: string }>
}
