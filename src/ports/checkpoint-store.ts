/** The result of restoring the state dir from a store: a hit names the entry, a miss says why. */
export type RestoreResult = { hit: true; key: string } | { hit: false; reason: string }
/** The result of saving it; a failed save is a warning, never a failed run (SPEC §8). */
export type SaveResult = { saved: true; key: string } | { saved: false; reason: string }

/** Where the state dir is kept: the Actions cache, the disk alone, or nowhere (the `checkpoint` input). */
export const STORE_KINDS = ['cache', 'file', 'none'] as const
export type CheckpointStoreKind = (typeof STORE_KINDS)[number]

/**
 * Where the state dir outlives the runner (SPEC §8 "Stores"). The state dir is fixed at
 * construction. Neither verb throws: every cache problem comes back as a result with a reason.
 */
export interface CheckpointStore {
  readonly kind: CheckpointStoreKind
  /** The key the next `save()` will use ('' when the store keeps nothing); the post step saves under it. */
  nextKey(): string
  /** Fills the state dir from the newest saved entry, or leaves it as it was and says why not. */
  restore(): Promise<RestoreResult>
  /** Saves the state dir under a new unique key, or says why it could not. */
  save(): Promise<SaveResult>
}
