/** Default cap on one line: agents print whole JSON records per line, some of them large. */
export const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024

const NEWLINE = 0x0a
const CR = 0x0d

/**
 * Splits a byte stream into lines. It works on raw bytes and decodes each complete line as UTF-8,
 * so a character split across chunks comes out whole and `maxBytes` is a true byte count.
 * Each line is delivered without its `\n` (or `\r\n`). A line longer than `maxBytes` is cut to
 * at most `maxBytes` bytes (at a character boundary) and the rest of it is discarded up to the next
 * newline, so memory stays bounded for output without newlines. Invalid UTF-8 becomes U+FFFD.
 */
export class LineSplitter {
  private parts: Buffer[] = []
  private size = 0
  /** Something (kept or discarded) has arrived since the last newline. */
  private open = false
  /** The current line hit `maxBytes`: drop bytes until the next newline. */
  private cut = false

  constructor(
    private readonly onLine: (line: string) => void,
    readonly maxBytes: number = DEFAULT_MAX_LINE_BYTES
  ) {
    if (!Number.isInteger(maxBytes) || maxBytes < 1)
      throw new RangeError(`maxBytes must be >= 1, got ${maxBytes}`)
  }

  /** Feeds a chunk; calls `onLine` for every line it completes. */
  push(bytes: Buffer): void {
    let start = 0
    for (;;) {
      const end = bytes.indexOf(NEWLINE, start)
      if (end === -1) {
        if (start < bytes.length) this.keep(bytes, start, bytes.length, true)
        return
      }
      this.keep(bytes, start, end, false)
      this.emit()
      start = end + 1
    }
  }

  /** Delivers the last line when the stream ended without a newline. */
  flush(): void {
    if (this.open) this.emit()
  }

  private keep(bytes: Buffer, start: number, end: number, pending: boolean): void {
    this.open = true
    if (this.cut) return
    const stop = Math.min(end, start + this.maxBytes - this.size)
    if (stop < end) this.cut = true
    if (stop <= start) return
    // Copy what outlives this call so the stream's (possibly much larger) buffer can be freed.
    const part = pending ? Buffer.from(bytes.subarray(start, stop)) : bytes.subarray(start, stop)
    this.parts.push(part)
    this.size += part.length
  }

  private emit(): void {
    let line = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size)
    // A `\r` before the newline belongs to the terminator; after a cut it was already dropped.
    if (this.cut) line = line.subarray(0, wholeCharsEnd(line))
    else if (line.length > 0 && line[line.length - 1] === CR) line = line.subarray(0, line.length - 1)
    this.parts = []
    this.size = 0
    this.open = false
    this.cut = false
    this.onLine(line.toString('utf8'))
  }
}

/** Where the last complete UTF-8 character ends, so a cut never leaves half a character behind. */
export function wholeCharsEnd(bytes: Buffer): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
    const byte = bytes[i]
    if ((byte & 0xc0) === 0x80) continue // a continuation byte (10xxxxxx): look further back
    const size = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
    return i + size > bytes.length ? i : bytes.length
  }
  return bytes.length // no lead byte nearby: invalid UTF-8, which decodes to U+FFFD anyway
}
