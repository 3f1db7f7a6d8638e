/** The result of restoring the state dir from a store. */
export type RestoreResult = { hit: true; key: string } | { hit: false; reason: string }
/** The result of saving it; a failed save is a warning, never a failed run. */
export type SaveResult = { saved: true; key: string } | { saved: false; reason: string }

/** Where the state dir outlives the runner (SPEC §8 "Stores"). The state dir is fixed at construction. */
export interface CheckpointStore {
  readonly kind: 'cache' | 'file' | 'none'
  /** The key the next save will use ('' when the store keeps nothing). */
  nextKey(): string
  restore(): Promise<RestoreResult>
  save(): Promise<SaveResult>
}

/** `checkpoint: file` or `none`: the state stays on disk only (none also writes no checkpoint). */
export function localStore(kind: 'file' | 'none'): CheckpointStore {
  return {
    kind,
    nextKey: () => '',
    restore: () =>
      Promise.resolve({ hit: false, reason: `checkpoint: ${kind} keeps the state on disk only` }),
    save: () => Promise.resolve({ saved: false, reason: `checkpoint: ${kind} keeps the state on disk only` })
  }
}
