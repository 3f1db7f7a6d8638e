import { StringDecoder } from 'node:string_decoder'
import { LineSplitter } from './lines.js'
import { BoundedTail } from './tail.js'
import type { ProcessSpec } from '../ports/process.js'

/** Default size of the kept output tail, in bytes. */
export const DEFAULT_TAIL_BYTES = 64 * 1024

/** The parts of a spec that say what to do with output. */
export type OutputOptions = Pick<
  ProcessSpec,
  'onOutput' | 'onBytes' | 'onLine' | 'maxLineBytes' | 'tailBytes'
>

/**
 * Everything a run does with a child's output, in bounded memory: decodes each stream as UTF-8
 * (a character split across chunks is held back until it is whole; invalid bytes become U+FFFD),
 * passes decoded text to `onOutput`, stdout lines to `onLine`, and keeps a tail of both streams.
 * A callback that throws loses that one delivery and nothing else: it runs inside a stream's
 * 'data' handler, where an exception would crash the whole process instead of failing a run.
 */
export class OutputCollector {
  /** Raw bytes seen on stdout and stderr together. */
  bytes = 0
  /** The kept tail of the combined output. */
  readonly tail: BoundedTail
  private readonly lines?: LineSplitter
  private readonly decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') }
  private ended = false

  constructor(private readonly options: OutputOptions) {
    this.tail = new BoundedTail(options.tailBytes ?? DEFAULT_TAIL_BYTES)
    const onLine = options.onLine
    if (onLine) this.lines = new LineSplitter(line => guarded(() => onLine(line)), options.maxLineBytes)
  }

  /** Takes one chunk as read from a stream. */
  add(stream: 'stdout' | 'stderr', chunk: Buffer): void {
    if (this.ended) return
    this.bytes += chunk.length
    this.tail.append(chunk, stream)
    const onBytes = this.options.onBytes
    if (onBytes) guarded(() => onBytes(chunk, stream))
    // Text is decoded only for a consumer: the tail keeps bytes (git's many quiet runs decode nothing).
    if (this.options.onOutput) this.text(stream, this.decoders[stream].write(chunk))
    if (stream === 'stdout') this.lines?.push(chunk)
  }

  /** Flushes bytes held back by the decoders and the last unterminated stdout line; later chunks are ignored. */
  end(): void {
    if (this.ended) return
    this.ended = true
    this.tail.end()
    this.text('stdout', this.decoders.stdout.end())
    this.text('stderr', this.decoders.stderr.end())
    this.lines?.flush()
  }

  private text(stream: 'stdout' | 'stderr', text: string): void {
    const onOutput = this.options.onOutput
    if (onOutput && text.length > 0) guarded(() => onOutput(text, stream))
  }
}

function guarded(callback: () => void): void {
  try {
    callback()
  } catch {
    // See the class comment: a failing consumer must not take the run down with it.
  }
}
