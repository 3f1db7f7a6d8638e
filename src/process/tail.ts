import { wholeCharsEnd } from './lines.js'

type Stream = 'stdout' | 'stderr'
const EMPTY = Buffer.alloc(0)

/**
 * The last `limit` bytes of a child's combined output, kept in one ring buffer however much output
 * passes through: an append copies bytes and allocates nothing, so 200 MB of output leaves no string
 * garbage behind (issue #16's peak-RSS figure). Each stream holds back a character split across its
 * chunks until the rest arrives, so output interleaved from stdout and stderr never breaks one; the
 * kept text never starts with the second half of a character cut off by the window.
 */
export class BoundedTail {
  private ring: Buffer | undefined
  /** Where the next byte goes. */
  private at = 0
  /** How many bytes the ring holds (at most `limit`). */
  private size = 0
  private readonly held: Record<Stream, Buffer> = { stdout: EMPTY, stderr: EMPTY }

  /** @param limit how many bytes to keep; 0 keeps nothing. */
  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`tail limit must be >= 0, got ${limit}`)
  }

  /** Adds a chunk of `stream` at the end, dropping the oldest bytes beyond the limit. */
  append(bytes: Buffer, stream: Stream): void {
    if (this.limit === 0 || bytes.length === 0) return
    const held = this.held[stream]
    if (held.length > 0) {
      this.held[stream] = EMPTY
      this.append(Buffer.concat([held, bytes]), stream)
      return
    }
    const whole = wholeCharsEnd(bytes)
    this.write(bytes.subarray(0, whole))
    if (whole < bytes.length) this.held[stream] = Buffer.from(bytes.subarray(whole))
  }

  /** The streams ended: a character still held back is kept as it is (it decodes to U+FFFD). */
  end(): void {
    for (const stream of ['stdout', 'stderr'] as const) {
      this.write(this.held[stream])
      this.held[stream] = EMPTY
    }
  }

  /** The kept output as text: at most `limit` bytes of it, never starting with half of a character. */
  toString(): string {
    const ring = this.ring
    if (!ring || this.size === 0) return ''
    const bytes =
      this.size < this.limit
        ? ring.subarray(0, this.size)
        : Buffer.concat([ring.subarray(this.at), ring.subarray(0, this.at)])
    let start = 0
    while (start < Math.min(3, bytes.length) && (bytes[start] & 0xc0) === 0x80) start++
    return bytes.toString('utf8', start)
  }

  private write(bytes: Buffer): void {
    if (bytes.length === 0) return
    const ring = (this.ring ??= Buffer.allocUnsafe(this.limit))
    if (bytes.length >= this.limit) {
      bytes.copy(ring, 0, bytes.length - this.limit)
      this.at = 0
      this.size = this.limit
      return
    }
    const first = Math.min(bytes.length, this.limit - this.at)
    bytes.copy(ring, this.at, 0, first)
    if (first < bytes.length) bytes.copy(ring, 0, first)
    this.at = (this.at + bytes.length) % this.limit
    this.size = Math.min(this.limit, this.size + bytes.length)
  }
}
