import { isUtf8 } from 'node:buffer'

/**
 * File names as bytes. git prints names as bytes, and Linux allows any bytes but `/` and NUL in one, so
 * the fingerprint keeps a name as a latin1 string (one character a byte: every name round-trips) and
 * hands the file system a Buffer. Only `shown` decodes, for people.
 */

/** `text` (a path from the config, a JavaScript string) as bytes in a latin1 string. */
export function asBytes(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1')
}

/** The absolute path of `rel` (bytes, relative to `root`) as a Buffer for fs calls. */
export function under(root: Buffer, rel: string): Buffer {
  return Buffer.concat([root, Buffer.from(`/${rel}`, 'latin1')])
}

/** Whether `rel` is one of the excluded paths or under one (all relative to the same root, as bytes). */
export function isExcluded(rel: string, excluded: readonly string[]): boolean {
  return excluded.some(e => rel === e || rel.startsWith(`${e}/`))
}

/**
 * `name` (bytes) for people: as UTF-8 when it is UTF-8, else quoted as git quotes it (`"\377\376"`).
 * Two different names never show the same: a shown name starts with `"` only when quoted.
 */
export function shown(name: string): string {
  const bytes = Buffer.from(name, 'latin1')
  if (isUtf8(bytes) && bytes[0] !== QUOTE) return bytes.toString('utf8')
  let out = '"'
  for (const byte of bytes) {
    if (byte === QUOTE || byte === BACKSLASH) out += `\\${String.fromCharCode(byte)}`
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte)
    else out += `\\${byte.toString(8).padStart(3, '0')}`
  }
  return `${out}"`
}

/**
 * The bytes (a latin1 string) of a name as `shown` gave it. A text `shown` could not have given (`"a"`:
 * it would show that name as `a`) is a name as it stands.
 */
export function unshown(text: string): string {
  if (!text.startsWith('"')) return asBytes(text)
  const bytes = text
    .slice(1, -1)
    .replace(/\\([0-7]{3}|.)/g, (_, escaped: string) =>
      escaped.length === 3 ? String.fromCharCode(parseInt(escaped, 8)) : escaped
    )
  return shown(bytes) === text ? bytes : asBytes(text)
}

const QUOTE = 0x22
const BACKSLASH = 0x5c

/** Lets the event loop turn, so that a signal is not held up by a long fingerprint. */
export function turn(): Promise<void> {
  return new Promise(resolve => setImmediate(resolve))
}
