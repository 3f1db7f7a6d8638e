/** The base id of an item whose text has no letter or digit at all. */
export const FALLBACK_SLUG = 'task'

/**
 * Makes a list of slugs unique, keeping their order: an empty slug becomes `task`, the first occurrence keeps
 * its slug and each repeat gets `-2`, `-3`… A suffixed id never takes a slug that another item really has (nor
 * one in `reserved`), so ids do not shift when such an item is added or moved: `x, x, x-2` → `x, x-3, x-2`.
 * A slug equal to a reserved id is treated as already taken (`verify` → `verify-2`).
 */
export function dedupeSlugs(slugs: readonly string[], reserved: readonly string[] = []): string[] {
  const bases = slugs.map(slug => slug || FALLBACK_SLUG)
  const real = new Set(bases)
  const used = new Set(reserved)
  return bases.map(base => {
    let id = base
    let n = 1
    // a suffixed candidate must also avoid the real slugs of items further down the list
    while (used.has(id) || (n > 1 && real.has(id))) {
      n += 1
      id = `${base}-${n}`
    }
    used.add(id)
    return id
  })
}
