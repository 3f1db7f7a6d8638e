import type { Narrator } from '../agent-types.js'
import { MESSAGE_CHARS, TARGET_CHARS, oneLine, plainLine } from '../narration.js'
import { numberOf, objectOf, textOf, type Json, type StreamLine } from '../stream-line.js'
import type { GeminiDocument } from './gemini-document.js'

/** The JSON document is read for the transcript up to this size; a longer one is only named. */
const MAX_SHOWN = 4 * 1024 * 1024

/**
 * Reads `gemini --output-format json`: one pretty-printed document when the CLI is done (its answer,
 * its tool and file statistics, or its error), so the transcript comes at the end. Lines before the
 * document (a plain-text warning) show as they are. The parser feeds the document; this reads it.
 */
export class GeminiNarrator implements Narrator {
  private started = false

  constructor(private readonly document: GeminiDocument) {}

  lines(line: StreamLine): string[] {
    this.started ||= this.document.holds(line)
    if (this.started) return []
    return line.text.trim() === '' ? [] : plainLine(line.text)
  }

  end(): string[] {
    if (!this.started) return []
    if (this.document.size > MAX_SHOWN)
      return [`Gemini's JSON result is over ${MAX_SHOWN / 1024 / 1024} MiB: not shown`]
    const doc = this.document.value()
    if (!doc) return ["Gemini's output ended without a whole JSON result"]
    const response = oneLine(textOf(doc.response) ?? '', MESSAGE_CHARS)
    const error = objectOf(doc.error)
    return [
      ...(response ? [`Gemini: ${response}`] : []),
      ...toolsLine(objectOf(objectOf(doc.stats)?.tools)),
      ...filesLine(objectOf(objectOf(doc.stats)?.files)),
      ...(error ? [`Error: ${oneLine(textOf(error.message) ?? 'no message', MESSAGE_CHARS)}`] : [])
    ]
  }
}

/** `Tools: read_file ×2, run_shell_command ×1 (1 failed)`: gemini's statistics name each tool it called. */
function toolsLine(tools: Json | undefined): string[] {
  const byName = Object.entries(objectOf(tools?.byName) ?? {})
  if (byName.length === 0) return []
  const calls = byName.map(([name, stats]) => {
    const count = numberOf(objectOf(stats)?.count) ?? 0
    const failed = numberOf(objectOf(stats)?.fail) ?? 0
    return `${name} ×${count}${failed > 0 ? ` (${failed} failed)` : ''}`
  })
  return [`Tools: ${oneLine(calls.join(', '), TARGET_CHARS * 2)}`]
}

function filesLine(files: Json | undefined): string[] {
  const added = numberOf(files?.totalLinesAdded) ?? 0
  const removed = numberOf(files?.totalLinesRemoved) ?? 0
  return added + removed > 0 ? [`Files: +${added} −${removed} lines`] : []
}
