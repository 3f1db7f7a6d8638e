import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { StreamLine } from '../../../src/agents/presets/stream-line.js'
import { claudeAgent } from '../../../src/agents/presets/claude/claude.js'
import type { ProcessResult } from '../../../src/ports/process.js'

const STREAMS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/agents/streams'
)
const stream = (name: string) => readFileSync(path.join(STREAMS, `${name}.jsonl`), 'utf8').split('\n')
const NOW = Date.UTC(2026, 10, 22, 20, 0)
const agent = claudeAgent({
  binary: 'claude',
  args: ['--permission-mode', 'acceptEdits'],
  model: undefined,
  now: () => NOW
})

function exit(code: number | null, extra: Partial<ProcessResult> = {}): ProcessResult {
  return {
    exitCode: code,
    signal: null,
    durationMs: 10,
    timedOut: false,
    interrupted: false,
    tail: '',
    outputBytes: 0,
    ...extra
  }
}

function parse(lines: string[], result: ProcessResult) {
  const parser = agent.createReaders('', '').parser
  let fatal: string | undefined
  for (const line of lines) {
    parser.onLine(new StreamLine(line))
    fatal = fatal ?? parser.fatal?.()
  }
  return { telemetry: parser.finish(result), fatal }
}

describe('claude stream-json (recorded from Claude Code 2.1.330)', () => {
  it('reads a successful session: final message, tokens, cost, context fill and window, session id', () => {
    const { telemetry } = parse(stream('claude-success'), exit(0))
    expect(telemetry).toMatchObject({
      errorClass: 'none',
      finalMessage: 'Done.',
      costUsd: 0.01104,
      inputTokens: 2700,
      outputTokens: 50,
      contextFill: 1500,
      contextWindow: 1_000_000
    })
    expect(telemetry.sessionId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it.each<[string, number, string]>([
    ['claude-rate-limit', 1, 'rate_limited'],
    ['claude-auth', 1, 'auth'],
    ['claude-max-turns', 1, 'max_turns']
  ])('%s → %s', (name, code, errorClass) => {
    expect(parse(stream(name), exit(code)).telemetry.errorClass).toBe(errorClass)
  })

  it('checks is_error even when the exit code is 0', () => {
    expect(parse(stream('claude-rate-limit'), exit(0)).telemetry.errorClass).toBe('rate_limited')
  })

  it('flags a rejected key being retried as fatal at the first api_retry', () => {
    const lines = stream('claude-auth-retry')
    const parser = agent.createReaders('', '').parser
    parser.onLine(new StreamLine(lines[0]))
    expect(parser.fatal?.()).toBeUndefined()
    parser.onLine(new StreamLine(lines[1]))
    expect(parser.fatal?.()).toContain('401')
    expect(parser.finish(exit(null, { signal: 'SIGKILL' })).errorClass).toBe('auth')
  })

  it('takes the reset time from a rejected rate_limit_event', () => {
    const event = JSON.stringify({
      type: 'rate_limit_event',
      rate_limit_info: { status: 'rejected', resetsAt: 1795392000 }
    })
    const { telemetry } = parse(
      [...stream('claude-rate-limit').slice(0, 2), event, stream('claude-rate-limit')[2]],
      exit(1)
    )
    expect(telemetry).toMatchObject({ errorClass: 'rate_limited', resetAt: 1795392000_000 })
  })

  it('takes the reset time from the limit message text', () => {
    const result = JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: true,
      result: "You've hit your limit · resets 10pm (UTC)"
    })
    expect(parse([result], exit(1)).telemetry).toMatchObject({
      errorClass: 'rate_limited',
      resetAt: Date.UTC(2026, 10, 22, 22, 0)
    })
  })

  it('calls a stream without a result record a failure ("no result"), or a crash when the exit code says so', () => {
    const truncated = stream('claude-success').slice(0, 3)
    expect(parse(truncated, exit(0)).telemetry).toMatchObject({
      errorClass: 'no_result',
      errorMessage: 'agent exited without a result'
    })
    expect(parse(truncated, exit(137)).telemetry.errorClass).toBe('crashed')
    expect(parse(truncated, exit(null, { timedOut: true })).telemetry.errorClass).toBe('timeout')
  })

  it('ignores interleaved non-JSON lines, half a JSON record and a 10 MB line', () => {
    const lines = stream('claude-success')
    const noisy = [
      'Warning: something on stdout',
      lines[0],
      '{"type":"assistant","message":{"content":[{"type":"te',
      `{"type":"assistant","message":{"content":[{"type":"text","text":"${'x'.repeat(10 * 1024 * 1024)}"}]}}`,
      ...lines.slice(1),
      '\u0000\u0001 binary noise'
    ]
    const { telemetry } = parse(noisy, exit(0))
    expect(telemetry).toMatchObject({ errorClass: 'none', finalMessage: 'Done.', costUsd: 0.01104 })
  })
})

describe('claude argv', () => {
  it('puts the prompt after -p, the model flag, then agent-args', () => {
    const withModel = claudeAgent({
      binary: '/opt/claude',
      args: ['--max-turns', '5'],
      model: 'opus',
      now: Date.now
    })
    expect(withModel.invocation('Do it', false)).toEqual({
      argv: [
        '/opt/claude',
        '-p',
        'Do it',
        '--output-format',
        'stream-json',
        '--verbose',
        '--model',
        'opus',
        '--max-turns',
        '5'
      ]
    })
  })

  it('sends a long prompt on stdin instead', () => {
    expect(agent.invocation('huge', true)).toEqual({
      argv: [
        'claude',
        '-p',
        '--output-format',
        'stream-json',
        '--verbose',
        '--permission-mode',
        'acceptEdits'
      ],
      stdin: 'huge'
    })
  })
})
