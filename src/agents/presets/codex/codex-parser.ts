import type { ProcessResult } from '../../../ports/process.js'
import { describeExit } from '../../../process/describe.js'
import { parseResetTime } from '../reset-time.js'
import type { OutputParser, Telemetry } from '../agent-types.js'
import { objectOf, type StreamLine } from '../stream-line.js'

const num = (value: unknown) => (typeof value === 'number' ? value : 0)

/** Reads `codex exec --json`'s JSONL events: the last agent message, the turns' usage, the errors. */
export class CodexParser implements OutputParser {
  private finalMessage = ''
  private sessionId: string | undefined
  private input = 0
  private output = 0
  private cached = 0
  private completed = false
  private error = ''

  constructor(private readonly now: () => number) {}

  onLine(line: StreamLine): void {
    const event = line.record
    if (!event) return
    const item = objectOf(event.item)
    if (event.type === 'thread.started' && typeof event.thread_id === 'string')
      this.sessionId = event.thread_id
    if (event.type === 'item.completed' && item?.type === 'agent_message' && typeof item.text === 'string') {
      this.finalMessage = item.text
    }
    if (event.type === 'turn.completed') {
      const usage = objectOf(event.usage)
      this.completed = true
      // As in OpenAI's usage, cached_input_tokens are a part of input_tokens and reasoning_output_tokens
      // a part of output_tokens (checked against codex 0.169's output for a served usage).
      this.input += num(usage?.input_tokens)
      this.output += num(usage?.output_tokens)
      this.cached += num(usage?.cached_input_tokens)
    }
    if (event.type === 'turn.failed') {
      const message = objectOf(event.error)?.message
      this.error = typeof message === 'string' ? message : 'turn failed'
    }
    // `error` events such as "Reconnecting... 2/5" are retries, not failures.
    if (event.type === 'error' && typeof event.message === 'string' && !/reconnecting/i.test(event.message)) {
      this.error = event.message
    }
  }

  finish(process: ProcessResult): Telemetry {
    const base: Telemetry = {
      finalMessage: this.finalMessage,
      errorClass: 'none',
      ...(this.sessionId ? { sessionId: this.sessionId } : {}),
      ...(this.completed
        ? { inputTokens: this.input, outputTokens: this.output, cachedTokens: this.cached }
        : {})
    }
    const text = this.error || (process.exitCode === 0 ? '' : process.tail.slice(-500))
    if (/usage limit|rate limit/i.test(text)) {
      const resetAt = parseResetTime(text, this.now())
      return {
        ...base,
        errorClass: 'rate_limited',
        errorMessage: text.slice(0, 300),
        ...(resetAt ? { resetAt } : {})
      }
    }
    if (/401|403|unauthorized|api key/i.test(text))
      return { ...base, errorClass: 'auth', errorMessage: text.slice(0, 300) }
    if (process.timedOut) return { ...base, errorClass: 'timeout', errorMessage: describeExit(process) }
    if (this.error) return { ...base, errorClass: 'api_error', errorMessage: this.error.slice(0, 300) }
    if (process.exitCode !== 0) return { ...base, errorClass: 'crashed', errorMessage: describeExit(process) }
    if (!this.completed)
      return { ...base, errorClass: 'no_result', errorMessage: 'agent exited without a completed turn' }
    return base
  }
}
