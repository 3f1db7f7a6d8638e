/** The result of restoring the state dir from a store: a hit names the entry, a miss says why. */
export type RestoreResult = { hit: true; key: string } | { hit: false; reason: string }
/** The result of saving it; a failed save is a warning, never a failed run (SPEC §8). */
export type SaveResult = { saved: true; key: string } | { saved: false; reason: string }

/**
 * Where the state dir outlives the runner (SPEC §8 "Stores"). The state dir is fixed at
 * construction. Neither verb throws: every cache problem comes back as a result with a reason.
 */
export interface CheckpointStore {
  readonly kind: 'cache' | 'file' | 'none'
  /** The key the next `save()` will use ('' when the store keeps nothing); the post step saves under it. */
  nextKey(): string
  /** Fills the state dir from the newest saved entry, or leaves it as it was and says why not. */
  restore(): Promise<RestoreResult>
  /** Saves the state dir under a new unique key, or says why it could not. */
  save(): Promise<SaveResult>
}

const REASONS = {
  file: {
    restore: 'checkpoint: file keeps the state dir on disk only; there is no cache to restore from',
    save: 'checkpoint: file is not a cache store; the state dir stays on disk'
  },
  none: {
    restore: 'checkpoint: none keeps no state between runs',
    save: 'checkpoint: none keeps no state between runs'
  }
} as const

/**
 * `checkpoint: file` or `none`: nothing leaves the disk, so restore is always a miss and save never
 * saves (`none` additionally writes no checkpoint; that is the loop's business, not the store's).
 */
export function localStore(kind: 'file' | 'none'): CheckpointStore {
  return {
    kind,
    nextKey: () => '',
    restore: () => Promise.resolve({ hit: false, reason: REASONS[kind].restore }),
    save: () => Promise.resolve({ saved: false, reason: REASONS[kind].save })
  }
}

/** The store for `checkpoint: none`. */
export const noStore: CheckpointStore = localStore('none')
