import { objectOf, type Json, type StreamLine } from '../stream-line.js'

// Room for a response as long as the longest line the runner passes whole (16 MiB), and the rest.
export const MAX_DOCUMENT = 32 * 1024 * 1024

/**
 * The one JSON document `gemini --output-format json` prints when it is done, pretty-printed over many
 * lines: kept from its first line (one that starts with `{`; the lines before are a plain-text
 * warning), bounded, and parsed once for both the telemetry and the transcript.
 */
export class GeminiDocument {
  private text = ''
  private parsed: { value: Json | undefined } | undefined
  /** Characters of the document seen, its line breaks counted (more than are kept when it overflows). */
  size = 0
  overflow = false

  /** Whether `line` is part of the document: it has begun, or begins with it. */
  holds(line: StreamLine): boolean {
    return this.size > 0 || line.text.trimStart().startsWith('{')
  }

  /** Feeds one stdout line (the parser does, for both). */
  add(line: StreamLine): void {
    if (!this.holds(line)) return
    this.size += line.text.length + 1
    if (this.size > MAX_DOCUMENT) this.overflow = true
    else this.text += `${line.text}\n`
  }

  /** The document's object, once the stream has ended; none when no whole document came. */
  value(): Json | undefined {
    this.parsed ??= { value: this.overflow ? undefined : parsedObject(this.text) }
    return this.parsed.value
  }
}

/** The last pretty-printed JSON object (a `{` at the start of a line) in `text`, if one parses. */
export function lastJsonDocument(tail: string): Json | undefined {
  const text = `\n${tail}`
  const end = text.lastIndexOf('}')
  for (let start = text.lastIndexOf('\n{', end); start >= 0; start = text.lastIndexOf('\n{', start - 1)) {
    const value = parsedObject(text.slice(start + 1, end + 1))
    if (value) return value
    // not a whole document from here: try the one before
  }
  return undefined
}

function parsedObject(text: string): Json | undefined {
  try {
    return objectOf(JSON.parse(text))
  } catch {
    return undefined
  }
}
