/** Longest slug an id is made from; a de-duplication suffix may follow it. */
export const MAX_SLUG_LENGTH = 64

/**
 * The id a markdown checkbox gets from its text: lowercase, every run of characters other than a–z and 0–9
 * becomes one `-`, no `-` at either end, at most 64 characters. Returns '' when nothing is left; no Unicode
 * folding, so that an id stays the same whatever the runtime's locale tables say.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
}
