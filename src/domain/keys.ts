/** The cache's limit on key length (@actions/cache rejects longer keys with a ValidationError). */
export const MAX_KEY_LENGTH = 512

/**
 * Room kept for the run suffix `-{runId}-{runAttempt}-{sequence}` when the key itself is long. The
 * restore prefix is cut to `MAX_KEY_LENGTH - SUFFIX_ROOM` so that every save key of the loop still
 * starts with it, whatever the length of the run id.
 */
export const SUFFIX_ROOM = 64

/**
 * Every cache key of the loop is made here: `base` then `suffix`, commas removed (the cache splits key
 * lists on them), at most `max` characters. The cut is taken from `base`, never from `suffix` (the
 * part that tells keys apart: a shard, a run), and never between the two halves of a surrogate pair,
 * which the cache service could not encode.
 */
export function cacheKey(base: string, suffix = '', max = MAX_KEY_LENGTH): string {
  const tail = suffix.replace(/,/g, '')
  // Only an absurd suffix, longer than the whole limit, is cut itself (from its start).
  if (tail.length >= max) return cutKeepingPairs(tail, max, 'start')
  return cutKeepingPairs(base.replace(/,/g, ''), max - tail.length, 'end') + tail
}

/**
 * The prefix every checkpoint entry of a loop starts with: `{key}-`. Restore takes the newest entry
 * that starts with it. A key too long to leave room for a run suffix is cut to
 * `MAX_KEY_LENGTH - SUFFIX_ROOM` characters, which every `saveKey(key, …)` with a suffix of at most
 * `SUFFIX_ROOM` characters still starts with.
 */
export function restorePrefix(key: string): string {
  return cacheKey(`${key}-`, '', MAX_KEY_LENGTH - SUFFIX_ROOM)
}

/**
 * A unique key for one save: `{key}-{runId}-{runAttempt}`, plus `-{sequence}` from the second save
 * of a run on (entries are immutable, so a second save needs a new key).
 */
export function saveKey(key: string, runId: string, runAttempt: string, sequence = 1): string {
  return cacheKey(key, `-${runId}-${runAttempt}${sequence > 1 ? `-${sequence}` : ''}`)
}

function cutKeepingPairs(text: string, length: number, keep: 'start' | 'end'): string {
  if (text.length <= length) return text
  if (keep === 'end') {
    const last = text.charCodeAt(length - 1)
    return text.slice(0, isHighSurrogate(last) ? length - 1 : length)
  }
  const start = text.length - length
  return text.slice(isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start)
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}

/** The ref the state of the loop with checkpoint key `key` is mirrored to (SPEC §8): `refs/ralph/state/{key}`. */
export function stateRef(key: string): string {
  return `refs/ralph/state/${refComponent(key)}`
}

/**
 * Where a commit of the loop that the agent took out of the branch's history is kept (SPEC §10):
 * `refs/ralph/rescue/{key}/{n}`, `key` as in `stateRef`.
 */
export function rescueRef(key: string, n: string | number): string {
  return `refs/ralph/rescue/${refComponent(key)}/${refComponent(String(n))}`
}

/** One ref component: what git refuses in a ref name (and `/`) becomes `-`. */
function refComponent(text: string): string {
  const safe = text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.]+$/g, '')
    .replace(/\.lock$/, '-lock')
  return safe || 'loop'
}
