import type { ProcessResult } from '../../../ports/process.js'
import { describeExit } from '../../../process/describe.js'
import { parseResetTime } from '../reset-time.js'
import type { OutputParser, Telemetry } from '../agent-types.js'
import type { ErrorClass } from '../../../domain/iteration.js'
import { numberOf, objectOf, textOf, type Json, type StreamLine } from '../stream-line.js'

/** Every input token the model read: fresh, cache writes and cache reads. */
const inputTokens = (usage: Json) =>
  (numberOf(usage.input_tokens) ?? 0) +
  (numberOf(usage.cache_creation_input_tokens) ?? 0) +
  (numberOf(usage.cache_read_input_tokens) ?? 0)

const AUTH_TEXT = /invalid api key|authentication_error|401|403|please run \/login|oauth token/i
const LIMIT_TEXT = /usage limit|limit reached|hit your limit|rate_limit|429/i

/** Reads the stream-json records line by line as they arrive; keeps only what the telemetry needs. */
export class ClaudeParser implements OutputParser {
  private lastText = ''
  private contextFill: number | undefined
  private sessionId: string | undefined
  private result: Json | undefined
  private resetAt: number | undefined
  private authFailure: string | undefined

  constructor(private readonly now: () => number) {}

  onLine(line: StreamLine): void {
    // The CLI's records start at the line's start: an indented one is not the CLI's.
    const record = line.text.startsWith('{') ? line.record : undefined
    if (!record) return
    this.sessionId = textOf(record.session_id) ?? this.sessionId
    switch (record.type) {
      case 'assistant':
        return this.onAssistant(objectOf(record.message))
      case 'result':
        this.result = record
        return
      case 'rate_limit_event':
        return this.onRateLimit(objectOf(record.rate_limit_info) ?? record)
      case 'system':
        if (record.subtype === 'api_retry') {
          const status =
            numberOf(record.error_status) ??
            numberOf(record.status) ??
            numberOf(objectOf(record.error)?.status)
          if (status === 401 || status === 403) {
            this.authFailure = `the API rejected the key (HTTP ${status}) and the CLI is retrying`
          }
        }
        return
      default:
        return
    }
  }

  fatal(): string | undefined {
    return this.authFailure
  }

  private onAssistant(message: Json | undefined) {
    if (!message) return
    const content = Array.isArray(message.content) ? message.content : []
    const text = content
      .map(block => objectOf(block))
      .filter(block => block?.type === 'text')
      .map(block => textOf(block?.text) ?? '')
      .join('')
    if (text) this.lastText = text
    const usage = objectOf(message.usage)
    if (usage) this.contextFill = inputTokens(usage)
  }

  private onRateLimit(info: Json) {
    if (info.status !== 'rejected') return
    const resets = numberOf(info.resetsAt) ?? numberOf(info.resets_at)
    if (resets !== undefined) this.resetAt = resets < 1e12 ? resets * 1000 : resets
  }

  finish(process: ProcessResult): Telemetry {
    const result = this.result
    const usage = objectOf(result?.usage)
    const contextWindow = Object.values(objectOf(result?.modelUsage) ?? {})
      .map(model => numberOf(objectOf(model)?.contextWindow))
      .find(window => window !== undefined)
    const finalMessage = textOf(result?.result) ?? this.lastText
    const [errorClass, errorMessage] = this.classify(process, result, finalMessage)
    const resetAt =
      errorClass === 'rate_limited' ? (this.resetAt ?? parseResetTime(finalMessage, this.now())) : undefined
    return {
      finalMessage: this.lastText || finalMessage,
      errorClass,
      ...(errorMessage ? { errorMessage } : {}),
      ...(this.sessionId ? { sessionId: this.sessionId } : {}),
      ...(numberOf(result?.total_cost_usd) !== undefined
        ? { costUsd: numberOf(result?.total_cost_usd) }
        : {}),
      ...(usage ? { inputTokens: inputTokens(usage), outputTokens: numberOf(usage.output_tokens) ?? 0 } : {}),
      ...(this.contextFill !== undefined ? { contextFill: this.contextFill } : {}),
      ...(contextWindow !== undefined ? { contextWindow } : {}),
      ...(resetAt !== undefined ? { resetAt } : {})
    }
  }

  private classify(process: ProcessResult, result: Json | undefined, text: string): [ErrorClass, string?] {
    if (this.authFailure) return ['auth', this.authFailure]
    if (process.timedOut) return ['timeout', describeExit(process)]
    if (!result) {
      if (this.resetAt !== undefined) return ['rate_limited', 'usage limit reached']
      return process.exitCode === 0
        ? ['no_result', 'agent exited without a result']
        : ['crashed', describeExit(process)]
    }
    const status = numberOf(result.api_error_status)
    const isError = result.is_error === true || (textOf(result.subtype) ?? 'success') !== 'success'
    if (status === 401 || status === 403) return ['auth', `the API rejected the key (HTTP ${status})`]
    if (status === 429) return ['rate_limited', text.slice(0, 300) || 'rate limited (HTTP 429)']
    if (status !== undefined && isError) return ['api_error', `API error ${status}: ${text.slice(0, 300)}`]
    if (result.subtype === 'error_max_turns' || /max.?turns/i.test(textOf(result.terminal_reason) ?? '')) {
      return ['max_turns', `stopped at the turn limit after ${numberOf(result.num_turns) ?? '?'} turns`]
    }
    if (!isError)
      return process.exitCode === 0 || process.exitCode === null
        ? ['none']
        : ['crashed', describeExit(process)]
    if (this.resetAt !== undefined || LIMIT_TEXT.test(text)) return ['rate_limited', text.slice(0, 300)]
    if (AUTH_TEXT.test(text)) return ['auth', text.slice(0, 300)]
    return [
      'api_error',
      text.slice(0, 300) || `the agent reported an error (${textOf(result.subtype) ?? 'error'})`
    ]
  }
}
