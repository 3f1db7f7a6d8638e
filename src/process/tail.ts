/**
 * The last `limit` UTF-16 code units of a text stream, kept in memory however much text passes
 * through. Code units (JavaScript string length) rather than UTF-8 bytes keep every append O(chunk);
 * for ASCII output the two are the same.
 */
export class BoundedTail {
  private text = ''

  /** @param limit how many UTF-16 code units to keep; 0 keeps nothing. */
  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`tail limit must be >= 0, got ${limit}`)
  }

  /** Adds a chunk at the end, dropping the oldest text beyond the limit. */
  append(chunk: string): void {
    if (this.limit === 0 || chunk.length === 0) return
    if (chunk.length >= this.limit) {
      this.text = chunk.slice(chunk.length - this.limit)
      return
    }
    // Let the buffer grow to twice the limit before trimming, so each trim (O(limit)) is paid
    // for by at least `limit` appended code units: amortised O(chunk) per append.
    this.text += chunk
    if (this.text.length > 2 * this.limit) this.text = this.text.slice(this.text.length - this.limit)
  }

  /** The kept text: at most `limit` code units, never starting with half of a surrogate pair. */
  toString(): string {
    let start = Math.max(0, this.text.length - this.limit)
    // A trim (here or in `append`) may have cut a character made of two code units.
    if (isLowSurrogate(this.text.charCodeAt(start))) start++
    return this.text.slice(start)
  }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}
