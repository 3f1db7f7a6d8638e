import type { ProcessResult } from '../../../ports/process.js'
import { describeExit } from '../../../process/describe.js'
import type { OutputParser, Telemetry } from '../agent-types.js'

type Json = Record<string, unknown>
// Room for a response as long as the longest line the runner passes whole (16 MiB), and the rest.
const MAX_DOCUMENT = 32 * 1024 * 1024
const obj = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Json) : undefined)

/** The JSON may span many lines: keep a bounded buffer of stdout and parse it at the end. */
export class GeminiParser implements OutputParser {
  private text = ''
  private overflow = false

  constructor(private readonly now: () => number) {}

  onLine(line: string): void {
    if (this.text.length + line.length <= MAX_DOCUMENT) this.text += line + '\n'
    else this.overflow = true
  }

  finish(process: ProcessResult): Telemetry {
    // On a failure gemini 0.61 prints its JSON document to stderr, after a stack trace, and nothing
    // on stdout: then the document is the last one in the output's tail.
    const doc = jsonDocument(this.text) ?? lastJsonDocument(process.tail)
    const models = Object.values(obj(obj(doc?.stats)?.models) ?? {}).map(model => obj(obj(model)?.tokens))
    const sum = (key: string) => models.reduce((total, tokens) => total + (Number(tokens?.[key]) || 0), 0)
    const base: Telemetry = {
      finalMessage: typeof doc?.response === 'string' ? doc.response : '',
      errorClass: 'none',
      ...(typeof doc?.session_id === 'string' ? { sessionId: doc.session_id } : {}),
      // `prompt` counts every input token (`input` leaves out the cached ones); thoughts are output.
      ...(models.length > 0
        ? {
            inputTokens: sum('prompt'),
            outputTokens: sum('candidates') + sum('thoughts'),
            cachedTokens: sum('cached')
          }
        : {})
    }
    const error = obj(doc?.error)
    const message = typeof error?.message === 'string' ? error.message : ''
    // Gemini retries a 429 itself, logging each attempt to stderr; when it ends (or is stopped) with
    // no answer after such retries, the iteration was rate limited, not broken.
    const throttled = lastQuotaRetry(process.tail)
    if (throttled && !message && (!doc || process.timedOut || process.exitCode !== 0))
      return this.rateLimited(base, throttled.message, throttled.rest)
    if (process.timedOut) return { ...base, errorClass: 'timeout', errorMessage: describeExit(process) }
    // Exit code 41 is an authentication failure; 53 the turn limit (gemini-cli docs).
    if (process.exitCode === 41 || /api key|unauthenticated|401|403/i.test(message)) {
      return { ...base, errorClass: 'auth', errorMessage: message || 'authentication failed (exit 41)' }
    }
    if (/quota|rate limit|429|resource.?exhausted/i.test(message))
      return this.rateLimited(base, message, message)
    if (process.exitCode === 53)
      return { ...base, errorClass: 'max_turns', errorMessage: 'turn limit reached (exit 53)' }
    if (error)
      return { ...base, errorClass: 'api_error', errorMessage: message || 'the agent reported an error' }
    if (process.exitCode !== 0) return { ...base, errorClass: 'crashed', errorMessage: describeExit(process) }
    if (!doc) {
      const why = this.overflow
        ? `its JSON result was over ${MAX_DOCUMENT / 1024 / 1024} MiB`
        : 'agent printed no JSON result'
      return { ...base, errorClass: 'no_result', errorMessage: why }
    }
    return base
  }

  /** A rate limit, reset when gemini's `text` says "Suggested retry after 30s". */
  private rateLimited(base: Telemetry, errorMessage: string, text: string): Telemetry {
    const seconds = /Suggested retry after (\d+(?:\.\d+)?)s/.exec(text)?.[1]
    const resetAt = seconds === undefined ? undefined : this.now() + Number(seconds) * 1000
    return { ...base, errorClass: 'rate_limited', errorMessage, ...(resetAt ? { resetAt } : {}) }
  }
}

function jsonDocument(text: string): Json | undefined {
  const start = text.indexOf('{')
  if (start < 0) return undefined
  try {
    return obj(JSON.parse(text.slice(start)))
  } catch {
    return undefined
  }
}

/** The last pretty-printed JSON object (a `{` at the start of a line) in `text`, if one parses. */
function lastJsonDocument(tail: string): Json | undefined {
  const text = `\n${tail}`
  const end = text.lastIndexOf('}')
  for (let start = text.lastIndexOf('\n{', end); start >= 0; start = text.lastIndexOf('\n{', start - 1)) {
    try {
      return obj(JSON.parse(text.slice(start + 1, end + 1)))
    } catch {
      // not a whole document from here: try the one before
    }
  }
  return undefined
}

/** The last "Attempt N failed: <quota message>" line gemini logs while it retries a 429, and what follows it. */
function lastQuotaRetry(tail: string): { message: string; rest: string } | undefined {
  const attempts = [...tail.matchAll(/^Attempt \d+ failed: (.*)$/gm)]
  const last = attempts.at(-1)
  if (!last || !/quota|exhausted|rate limit|429/i.test(last[1])) return undefined
  return { message: last[1], rest: tail.slice((last.index ?? 0) + last[0].length) }
}
