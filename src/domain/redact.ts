/** What a secret is replaced by in everything the loop writes (SPEC §4). */
export const MASK = '***'

/**
 * A function that replaces every secret in a text by `***`: the value as it is, and as it appears
 * inside a JSON string (escaped), so a checkpoint or report cannot carry it either. `secrets` come
 * longest first, so a secret that contains another is replaced whole.
 */
export function redactor(secrets: readonly string[]): (text: string) => string {
  const forms = [...new Set(secrets.flatMap(secret => [secret, JSON.stringify(secret).slice(1, -1)]))]
    .filter(form => form !== '')
    .sort((a, b) => b.length - a.length)
  if (forms.length === 0) return text => text
  return text => {
    let out = text
    for (const form of forms) if (out.includes(form)) out = out.split(form).join(MASK)
    return out
  }
}
