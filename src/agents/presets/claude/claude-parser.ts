import type { ProcessResult } from '../../../ports/process.js'
import { describeExit } from '../../../process/describe.js'
import { parseResetTime } from '../reset-time.js'
import type { OutputParser, Telemetry } from '../agent-types.js'
import type { ErrorClass } from '../../../domain/iteration.js'

type Json = Record<string, unknown>
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
const str = (value: unknown) => (typeof value === 'string' ? value : undefined)
const obj = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined

/** Every input token the model read: fresh, cache writes and cache reads. */
const inputTokens = (usage: Json) =>
  (num(usage.input_tokens) ?? 0) +
  (num(usage.cache_creation_input_tokens) ?? 0) +
  (num(usage.cache_read_input_tokens) ?? 0)

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

  onLine(line: string): void {
    if (!line.startsWith('{')) return
    let record: Json
    try {
      record = JSON.parse(line) as Json
    } catch {
      return
    }
    this.sessionId = str(record.session_id) ?? this.sessionId
    switch (record.type) {
      case 'assistant':
        return this.onAssistant(obj(record.message))
      case 'result':
        this.result = record
        return
      case 'rate_limit_event':
        return this.onRateLimit(obj(record.rate_limit_info) ?? record)
      case 'system':
        if (record.subtype === 'api_retry') {
          const status = num(record.error_status) ?? num(record.status) ?? num(obj(record.error)?.status)
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
      .map(block => obj(block))
      .filter(block => block?.type === 'text')
      .map(block => str(block?.text) ?? '')
      .join('')
    if (text) this.lastText = text
    const usage = obj(message.usage)
    if (usage) this.contextFill = inputTokens(usage)
  }

  private onRateLimit(info: Json) {
    if (info.status !== 'rejected') return
    const resets = num(info.resetsAt) ?? num(info.resets_at)
    if (resets !== undefined) this.resetAt = resets < 1e12 ? resets * 1000 : resets
  }

  finish(process: ProcessResult): Telemetry {
    const result = this.result
    const usage = obj(result?.usage)
    const contextWindow = Object.values(obj(result?.modelUsage) ?? {})
      .map(model => num(obj(model)?.contextWindow))
      .find(window => window !== undefined)
    const finalMessage = str(result?.result) ?? this.lastText
    const [errorClass, errorMessage] = this.classify(process, result, finalMessage)
    const resetAt =
      errorClass === 'rate_limited' ? (this.resetAt ?? parseResetTime(finalMessage, this.now())) : undefined
    return {
      finalMessage: this.lastText || finalMessage,
      errorClass,
      ...(errorMessage ? { errorMessage } : {}),
      ...(this.sessionId ? { sessionId: this.sessionId } : {}),
      ...(num(result?.total_cost_usd) !== undefined ? { costUsd: num(result?.total_cost_usd) } : {}),
      ...(usage ? { inputTokens: inputTokens(usage), outputTokens: num(usage.output_tokens) ?? 0 } : {}),
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
    const status = num(result.api_error_status)
    const isError = result.is_error === true || (str(result.subtype) ?? 'success') !== 'success'
    if (status === 401 || status === 403) return ['auth', `the API rejected the key (HTTP ${status})`]
    if (status === 429) return ['rate_limited', text.slice(0, 300) || 'rate limited (HTTP 429)']
    if (status !== undefined && isError) return ['api_error', `API error ${status}: ${text.slice(0, 300)}`]
    if (result.subtype === 'error_max_turns' || /max.?turns/i.test(str(result.terminal_reason) ?? '')) {
      return ['max_turns', `stopped at the turn limit after ${num(result.num_turns) ?? '?'} turns`]
    }
    if (!isError)
      return process.exitCode === 0 || process.exitCode === null
        ? ['none']
        : ['crashed', describeExit(process)]
    if (this.resetAt !== undefined || LIMIT_TEXT.test(text)) return ['rate_limited', text.slice(0, 300)]
    if (AUTH_TEXT.test(text)) return ['auth', text.slice(0, 300)]
    return [
      'api_error',
      text.slice(0, 300) || `the agent reported an error (${str(result.subtype) ?? 'error'})`
    ]
  }
}
