import type { ProcessResult } from '../process/types.js'
import type { PresetOptions } from './claude.js'
import { describeExit } from './command.js'
import type { AgentPreset, OutputParser, Telemetry } from './types.js'

/** Gemini CLI: `gemini -p <prompt> --output-format json --skip-trust`; one JSON document at the end. */
export function geminiAgent(options: PresetOptions): AgentPreset {
  return {
    name: 'gemini',
    installHint: 'npm i -g @google/gemini-cli',
    invocation: (prompt, onStdin) => ({
      argv: [
        options.binary,
        ...(onStdin ? [] : ['-p', prompt]),
        '--output-format',
        'json',
        '--skip-trust',
        ...(options.model ? ['-m', options.model] : []),
        ...options.args
      ],
      ...(onStdin ? { stdin: prompt } : {})
    }),
    createParser: () => new GeminiParser()
  }
}

type Json = Record<string, unknown>
const obj = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Json) : undefined)

/** The JSON may span many lines: keep a bounded buffer of stdout and parse it at the end. */
class GeminiParser implements OutputParser {
  private text = ''

  onLine(line: string): void {
    if (this.text.length < 8 * 1024 * 1024) this.text += line + '\n'
  }

  finish(process: ProcessResult): Telemetry {
    const start = this.text.indexOf('{')
    let doc: Json | undefined
    try {
      doc = start >= 0 ? obj(JSON.parse(this.text.slice(start))) : undefined
    } catch {
      doc = undefined
    }
    const models = Object.values(obj(obj(doc?.stats)?.models) ?? {}).map(model => obj(obj(model)?.tokens))
    const sum = (key: string) => models.reduce((total, tokens) => total + (Number(tokens?.[key]) || 0), 0)
    const base: Telemetry = {
      finalMessage: typeof doc?.response === 'string' ? doc.response : '',
      errorClass: 'none',
      ...(models.length > 0 ? { inputTokens: sum('prompt'), outputTokens: sum('candidates') } : {})
    }
    const error = obj(doc?.error)
    const message = typeof error?.message === 'string' ? error.message : ''
    if (process.timedOut) return { ...base, errorClass: 'timeout', errorMessage: describeExit(process) }
    // Exit code 41 is an authentication failure; 53 the turn limit (gemini-cli docs).
    if (process.exitCode === 41 || /api key|unauthenticated|401|403/i.test(message)) {
      return { ...base, errorClass: 'auth', errorMessage: message || 'authentication failed (exit 41)' }
    }
    if (/quota|rate limit|429|resource.?exhausted/i.test(message)) {
      return { ...base, errorClass: 'rate_limited', errorMessage: message }
    }
    if (process.exitCode === 53)
      return { ...base, errorClass: 'max_turns', errorMessage: 'turn limit reached (exit 53)' }
    if (error)
      return { ...base, errorClass: 'api_error', errorMessage: message || 'the agent reported an error' }
    if (process.exitCode !== 0) return { ...base, errorClass: 'crashed', errorMessage: describeExit(process) }
    if (!doc) return { ...base, errorClass: 'no_result', errorMessage: 'agent printed no JSON result' }
    return base
  }
}
