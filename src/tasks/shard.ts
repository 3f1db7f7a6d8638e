const FNV_OFFSET_BASIS = 0x811c9dc5
const FNV_PRIME = 0x01000193
const utf8 = new TextEncoder()

/**
 * FNV-1a, 32 bit, over the UTF-8 bytes of `id`, as an unsigned integer. Shards hash the id rather than its
 * position so that a task stays in its shard when others are added or removed.
 */
export function fnv1a32(id: string): number {
  let hash = FNV_OFFSET_BASIS
  for (const byte of utf8.encode(id)) {
    hash = Math.imul(hash ^ byte, FNV_PRIME) >>> 0
  }
  return hash >>> 0
}

/**
 * Whether the task `id` belongs to shard `index` of `count` (1-based, as in `shard: i/n`):
 * `fnv1a32(id) mod count = index − 1`. Throws RangeError for a shard that cannot exist; the config checks the
 * input first, so that is a programming error.
 */
export function inShard(id: string, index: number, count: number): boolean {
  if (!Number.isInteger(count) || !Number.isInteger(index) || count < 1 || index < 1 || index > count) {
    throw new RangeError(`no shard ${index}/${count}: expected 1 ≤ i ≤ n`)
  }
  return fnv1a32(id) % count === index - 1
}
