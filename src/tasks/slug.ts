/** Longest slug an id is made from; a de-duplication suffix may follow it. */
export const MAX_SLUG_LENGTH = 64

/** The base id of an item whose text has no letter or digit at all. */
export const FALLBACK_SLUG = 'task'

/**
 * The id a markdown checkbox gets from its text: lowercase, every run of characters other than a–z and 0–9
 * becomes one `-`, no `-` at either end, at most 64 characters. Returns '' when nothing is left; no Unicode
 * folding, so that an id stays the same whatever the runtime's locale tables say.
 */
export function slugify(text: string): string {
  // Printable ASCII, by far the common case, takes one pass; other text may lowercase into ASCII (`K`, `İ`).
  return NON_ASCII.test(text) ? regexSlug(text) : asciiSlug(text)
}

const NON_ASCII = /[^ -~\t\n\r]/

function asciiSlug(text: string): string {
  let slug = ''
  let gap = false
  for (let i = 0; i < text.length && slug.length <= MAX_SLUG_LENGTH; i++) {
    let code = text.charCodeAt(i)
    if (code >= 65 && code <= 90) code += 32 // A-Z
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      if (gap && slug !== '') slug += '-'
      slug += String.fromCharCode(code)
      gap = false
    } else gap = true
  }
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '')
}

/** The definition, for any text. */
export function regexSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
}

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
