import type { CheckpointStore } from '../ports/checkpoint-store.js'

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
