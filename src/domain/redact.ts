/** What a secret is replaced by in everything the loop writes (SPEC §4). */
export const MASK = '***'

/**
 * Lines of a multi-line secret this short are neither masked nor replaced: a `}` or `-----` line of a
 * key file would otherwise turn every brace and rule of the log into `***`, and hides nothing secret.
 */
export const MIN_LINE_LENGTH = 4

/**
 * Every form of `secret` an agent could print (SPEC §4), each one line: the value, its JSON-escaped
 * form, its URL-encoded form (`encodeURIComponent`) and its base64 forms (standard and URL-safe, with
 * and without padding, and the three alignments it can have inside a longer base64 text, as the
 * Actions runner masks them). A multi-line secret also gives the forms of each line longer than 3
 * characters; its raw value is not a form, since one `::add-mask::` cannot hold a line break.
 */
export function secretForms(secret: string): string[] {
  const lines = secret.split(/\r?\n|\r/)
  const values = lines.length > 1 ? lines.filter(line => line.trim().length >= MIN_LINE_LENGTH) : [secret]
  // The encoded forms of the whole value are one line even when the value is several.
  const forms = [secret, ...values].flatMap(value => [
    value,
    JSON.stringify(value).slice(1, -1),
    encodeURIComponent(value),
    ...base64Forms(value)
  ])
  return [...new Set(forms)].filter(form => form.length >= MIN_LINE_LENGTH && !/[\r\n]/.test(form))
}

/**
 * Base64 of `value` alone (with and without `=`), and of the bytes that stay whole whatever precedes
 * it: inside a longer base64 text the value starts at byte 0, 1 or 2 of a 3-byte group, and only the
 * groups made of its own bytes alone encode the same way every time. Each also in the URL-safe alphabet.
 */
function base64Forms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8')
  const whole = bytes.toString('base64')
  const forms = [whole, whole.replace(/=+$/, '')]
  for (const skip of [0, 2, 1]) {
    const inner = bytes.subarray(skip)
    forms.push(inner.subarray(0, inner.length - (inner.length % 3)).toString('base64'))
  }
  return forms.flatMap(form => [form, form.replace(/\+/g, '-').replace(/\//g, '_')])
}

/**
 * A function that replaces every form of every secret (`secretForms`) in a text by `***`, so a
 * summary, a checkpoint or a report cannot carry a secret encoded either. The longest forms go first,
 * so a form that contains another is replaced whole.
 */
export function redactor(secrets: readonly string[]): (text: string) => string {
  const forms = [...new Set(secrets.flatMap(secretForms))].sort((a, b) => b.length - a.length)
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
  if (typeof value === 'string') return redact(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item, redact)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, redact)])) as T
}
