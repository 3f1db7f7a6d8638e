import type { Narrator } from '../agent-types.js'
import { MESSAGE_CHARS, TARGET_CHARS, numberOf, objectOf, oneLine, plainLine, textOf } from '../narration.js'

type Json = Record<string, unknown>

/** The JSON document is read for the transcript up to this size; a longer one is only named. */
const MAX_DOCUMENT = 4 * 1024 * 1024

/**
 * Reads `gemini --output-format json`: one pretty-printed document when the CLI is done (its answer,
 * its tool and file statistics, or its error), so the transcript comes at the end. Lines before the
 * document (a plain-text warning) show as they are.
 */
export class GeminiNarrator implements Narrator {
  private document = ''
  private size = 0
  private started = false
  private overflow = false

  lines(line: string): string[] {
    if (!this.started && !line.trimStart().startsWith('{')) return line.trim() === '' ? [] : plainLine(line)
    this.started = true
    this.size += line.length + 1
    if (this.size > MAX_DOCUMENT) this.overflow = true
    else this.document += `${line}\n`
    return []
  }

  end(): string[] {
    if (!this.started) return []
    if (this.overflow) return [`Gemini's JSON result is over ${MAX_DOCUMENT / 1024 / 1024} MiB: not shown`]
    const doc = parsed(this.document)
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

function parsed(text: string): Json | undefined {
  try {
    return objectOf(JSON.parse(text))
  } catch {
    return undefined
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
