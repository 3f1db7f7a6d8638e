/** How much of an agent's message one transcript line shows. */
export const MESSAGE_CHARS = 500
/** How much of a tool call's target (a path, a command's first line, a pattern) one line shows. */
export const TARGET_CHARS = 160
/** How much of a tool's result one line shows: a few words. */
export const RESULT_CHARS = 100

// C0 controls but tab, DEL and the C1 controls: decoded from JSON, an escape sequence would reach the
// log raw (it can rewrite the terminal, or cut a line where the runner reads a new one).
// eslint-disable-next-line no-control-regex -- matching control characters is its purpose
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g

/** `text` with its control characters escaped as `\xNN` (C0, DEL) or `\uNNNN` (C1). */
function escaped(text: string): string {
  return text.replace(CONTROLS, char => {
    const code = char.charCodeAt(0)
    return code < 0x80
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

/**
 * `text` as one line of at most `max` characters: its lines joined by ` ⏎ ` (every break the runner
 * splits at, U+2028 and U+2029 too), tabs and runs of spaces as one space, control characters
 * escaped, cut with `…`.
 */
export function oneLine(text: string, max: number): string {
  const joined = text
    .trim()
    .split(/\r\n|[\r\n\u0085\u2028\u2029]/)
    .map(line => line.trim())
    .filter(line => line !== '')
    .join(' ⏎ ')
    .replace(/[ \t]+/g, ' ')
  const line = escaped(joined)
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** The first non-empty line of `text`, one line of at most `max` characters (`…` when more followed). */
export function firstLine(text: string, max: number): string {
  const lines = text.split(/\r\n|[\r\n\u0085\u2028\u2029]/).filter(line => line.trim() !== '')
  const first = oneLine(lines[0] ?? '', max)
  return lines.length > 1 && !first.endsWith('…') ? `${first} …` : first
}

/** A tool's result in a few words, indented under its call: `  ↳ ok: …` or `  ↳ error: …`. */
export function resultLine(failed: boolean, text: string): string {
  const words = oneLine(text, RESULT_CHARS)
  return `  ↳ ${failed ? 'error' : 'ok'}${words ? `: ${words}` : ''}`
}

/** `path` relative to the folder `cwd` when it is under it (`tasks.json`, not `/home/runner/work/app/tasks.json`). */
export function relativeTo(cwd: string, path: string): string {
  const base = cwd.replace(/\/+$/, '')
  return base && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path
}

/** A line that is not a record the narrator knows (a CLI's plain-text warning): shown as it is, bounded. */
export function plainLine(line: string): string[] {
  const shown = oneLine(line, MESSAGE_CHARS)
  return shown ? [shown] : []
}
