// C0 controls but tab and newline, DEL, and the C1 controls: a NUL or an escape sequence a task CLI
// prints must not reach the log raw (it can cut a line, or recolour and rewrite the terminal).
// eslint-disable-next-line no-control-regex -- matching control characters is its purpose
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g

/**
 * `text` for the log with its control characters escaped: `\r` as itself, the others as `\xNN`
 * (C0 and DEL, NUL as `\x00`) or `\uNNNN` (C1, which are characters, not bytes). Tab and newline stay.
 * A byte that is not UTF-8 (0xFF) was already decoded as U+FFFD by the process runner, and stays so.
 */
export function printable(text: string): string {
  return text.replace(CONTROLS, char => {
    const code = char.charCodeAt(0)
    if (char === '\r') return '\\r'
    if (code < 0x80) return `\\x${code.toString(16).padStart(2, '0')}`
    return `\\u${code.toString(16).padStart(4, '0')}`
  })
}
