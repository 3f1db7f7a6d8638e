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

/**
 * `value` with `redact` applied to every string in it, however deep (plain data: objects, arrays).
 * Texts are redacted before they are escaped for Markdown or HTML: escaped (`&lt;`, `\|`), a secret
 * no longer matches.
 */
export function redactDeep<T>(value: T, redact: (text: string) => string): T {
  return redactValue(value, redact) as T
}

function redactValue(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value)
  if (Array.isArray(value)) return value.map(item => redactValue(item, redact))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, redact)]))
}
