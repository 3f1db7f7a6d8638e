import type { ProcessResult } from '../../../ports/process.js'
import { describeExit } from '../../../process/describe.js'
import type { OutputParser, Telemetry } from '../agent-types.js'
import { objectOf, type StreamLine } from '../stream-line.js'
import { GeminiDocument, MAX_DOCUMENT, lastJsonDocument } from './gemini-document.js'

/** The JSON may span many lines: it is kept in the document (shared with the narrator) and read at the end. */
export class GeminiParser implements OutputParser {
  constructor(
    private readonly now: () => number,
    readonly document = new GeminiDocument()
  ) {}

  onLine(line: StreamLine): void {
    this.document.add(line)
  }

  finish(process: ProcessResult): Telemetry {
    // On a failure gemini 0.61 prints its JSON document to stderr, after a stack trace, and nothing
    // on stdout: then the document is the last one in the output's tail.
    const doc = this.document.value() ?? lastJsonDocument(process.tail)
    const models = Object.values(objectOf(objectOf(doc?.stats)?.models) ?? {}).map(model =>
      objectOf(objectOf(model)?.tokens)
    )
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
    const error = objectOf(doc?.error)
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
      const why = this.document.overflow
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

/** The last "Attempt N failed: <quota message>" line gemini logs while it retries a 429, and what follows it. */
function lastQuotaRetry(tail: string): { message: string; rest: string } | undefined {
  const attempts = [...tail.matchAll(/^Attempt \d+ failed: (.*)$/gm)]
  const last = attempts.at(-1)
  if (!last || !/quota|exhausted|rate limit|429/i.test(last[1])) return undefined
  return { message: last[1], rest: tail.slice((last.index ?? 0) + last[0].length) }
}
