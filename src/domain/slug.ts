/** Longest slug an id is made from; a de-duplication suffix may follow it. */
export const MAX_SLUG_LENGTH = 64

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
