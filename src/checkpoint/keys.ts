/** The cache's limit on key length (@actions/cache rejects longer keys with a ValidationError). */
export const MAX_KEY_LENGTH = 512

/**
 * Room kept for the run suffix `-{runId}-{runAttempt}-{sequence}` when the key itself is long. The
 * restore prefix is cut to `MAX_KEY_LENGTH - SUFFIX_ROOM` so that every save key of the loop still
 * starts with it, whatever the length of the run id.
 */
export const SUFFIX_ROOM = 64

// The cache splits key lists on commas, so a comma can never be part of a key.
const sanitise = (text: string): string => text.replace(/,/g, '')

/**
 * The prefix every checkpoint entry of a loop starts with: `{key}-` (commas removed). Restore takes
 * the newest entry that starts with it. A key too long to leave room for a run suffix is cut to
 * `MAX_KEY_LENGTH - SUFFIX_ROOM` characters (then without the trailing `-`), which every
 * `saveKey(key, …)` with a suffix of at most `SUFFIX_ROOM` characters still starts with.
 */
export function restorePrefix(key: string): string {
  return `${sanitise(key)}-`.slice(0, MAX_KEY_LENGTH - SUFFIX_ROOM)
}

/**
 * A unique key for one save: `{key}-{runId}-{runAttempt}`, plus `-{sequence}` from the second save
 * of a run on (entries are immutable, so a second save needs a new key). Commas are removed and the
 * result has at most `MAX_KEY_LENGTH` characters: the key is cut, never the run suffix, because the
 * suffix is what makes the key unique.
 */
export function saveKey(key: string, runId: string, runAttempt: string, sequence = 1): string {
  const suffix = sanitise(`-${runId}-${runAttempt}${sequence > 1 ? `-${sequence}` : ''}`)
  // `slice(-MAX)` only matters for an absurd run id longer than the whole limit.
  return (sanitise(key).slice(0, Math.max(0, MAX_KEY_LENGTH - suffix.length)) + suffix).slice(-MAX_KEY_LENGTH)
}
