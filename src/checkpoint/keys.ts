/** The cache's limit on key length. */
export const MAX_KEY_LENGTH = 512

/** The prefix every checkpoint entry of a loop starts with; restore takes the newest match. */
export function restorePrefix(key: string): string {
  return `${key}-`
}

/**
 * A unique key for one save: `{key}-{runId}-{runAttempt}`, plus `-{sequence}` from the second save
 * of a run on (entries are immutable). The prefix is cut so the run suffix always survives.
 */
export function saveKey(key: string, runId: string, runAttempt: string, sequence = 1): string {
  const suffix = `-${runId}-${runAttempt}${sequence > 1 ? `-${sequence}` : ''}`.replace(/,/g, '')
  const prefix = key.replace(/,/g, '').slice(0, MAX_KEY_LENGTH - suffix.length)
  return prefix + suffix
}
