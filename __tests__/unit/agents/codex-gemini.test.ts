import { describe, expect, it } from '@jest/globals'
import { StreamLine } from '../../../src/agents/presets/stream-line.js'
import { codexAgent } from '../../../src/agents/presets/codex/codex.js'
import { geminiAgent } from '../../../src/agents/presets/gemini/gemini.js'
import type { OutputParser } from '../../../src/agents/presets/agent-types.js'
import type { ProcessResult } from '../../../src/ports/process.js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const STREAMS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/agents/streams'
)
const recorded = (name: string) => readFileSync(path.join(STREAMS, name), 'utf8')

const options = { binary: 'x', args: [], model: undefined, now: () => Date.UTC(2026, 10, 22, 12, 0) }
const exit = (code: number | null, tail = ''): ProcessResult => ({
  exitCode: code,
  signal: null,
  durationMs: 1,
  timedOut: false,
  interrupted: false,
  tail,
  outputBytes: 0
})
const feed = (parser: OutputParser, lines: string[], code: number, tail = '') => {
  for (const line of lines) parser.onLine(new StreamLine(line))
  return parser.finish(exit(code, tail))
}
const linesOf = (text: string) => text.split('\n').filter(line => line !== '')

// Event shapes from the Codex CLI's `exec --json` documentation (codex 0.169).
const CODEX_OK = [
  '{"type":"thread.started","thread_id":"0199a213-81c0-7800-8aa1-bbab2a035a53"}',
  '{"type":"turn.started"}',
  '{"type":"error","message":"Reconnecting... 2/5"}',
  '{"type":"item.completed","item":{"id":"item_1","type":"agent_message","text":"Marked t1 done."}}',
  '{"type":"turn.completed","usage":{"input_tokens":24763,"cached_input_tokens":24448,"output_tokens":122}}'
]

describe('codex exec --json', () => {
  it('reads the final message, tokens and thread id; a reconnect is not an error', () => {
    expect(feed(codexAgent(options).createReaders('', '').parser, CODEX_OK, 0)).toEqual({
      finalMessage: 'Marked t1 done.',
      errorClass: 'none',
      sessionId: '0199a213-81c0-7800-8aa1-bbab2a035a53',
      inputTokens: 24763,
      outputTokens: 122,
      cachedTokens: 24448
    })
  })

  it.each([
    [
      '{"type":"turn.failed","error":{"message":"You’ve hit your usage limit. Try again at 3:15 PM."}}',
      'rate_limited'
    ],
    ['{"type":"error","message":"You\'ve hit your usage limit, try again at 9 pm"}', 'rate_limited'],
    ['{"type":"turn.failed","error":{"message":"401 Unauthorized"}}', 'auth'],
    ['{"type":"turn.failed","error":{"message":"stream disconnected"}}', 'api_error']
  ])('%s → %s', (line, errorClass) => {
    expect(feed(codexAgent(options).createReaders('', '').parser, [CODEX_OK[0], line], 1).errorClass).toBe(
      errorClass
    )
  })

  it('reads the reset time of a usage limit', () => {
    const line =
      '{"type":"turn.failed","error":{"message":"You’ve hit your usage limit. Try again at 3:15 PM."}}'
    expect(feed(codexAgent(options).createReaders('', '').parser, [line], 1).resetAt).toBe(
      Date.UTC(2026, 10, 22, 15, 15)
    )
  })

  it('builds its argv with the model and the prompt last', () => {
    expect(
      codexAgent({ ...options, model: 'o3', args: ['-s', 'workspace-write'] }).invocation('go', false)
    ).toEqual({
      argv: ['x', 'exec', '--json', '-m', 'o3', '-s', 'workspace-write', 'go']
    })
  })
})

// The JSON document of `gemini -p … --output-format json` (gemini-cli 0.61 docs), printed over several lines.
const GEMINI_OK = JSON.stringify(
  {
    response: 'Done with t1.',
    stats: { models: { 'gemini-2.5-pro': { tokens: { prompt: 5000, candidates: 300, total: 5300 } } } }
  },
  null,
  2
).split('\n')

describe('gemini --output-format json', () => {
  it('reads the response and token stats', () => {
    expect(feed(geminiAgent(options).createReaders('', '').parser, GEMINI_OK, 0)).toEqual({
      finalMessage: 'Done with t1.',
      errorClass: 'none',
      inputTokens: 5000,
      outputTokens: 300,
      cachedTokens: 0
    })
  })

  it.each<[string[], number, string]>([
    [['{"error":{"type":"FatalAuthenticationError","message":"API key not valid"}}'], 41, 'auth'],
    [['{"error":{"message":"Quota exceeded: RESOURCE_EXHAUSTED (429)"}}'], 1, 'rate_limited'],
    [['{"response":""}'], 53, 'max_turns'],
    [['not json'], 0, 'no_result']
  ])('%j exit %i → %s', (lines, code, errorClass) => {
    expect(feed(geminiAgent(options).createReaders('', '').parser, lines, code).errorClass).toBe(errorClass)
  })
})

// Real output of codex-cli 0.169.0 and gemini-cli 0.61.0 against the scripted servers in
// __fixtures__/agents/streams/recorders (see the README there for how each was made).
describe('recorded codex 0.169.0 output', () => {
  const codex = () => codexAgent({ ...options, now: () => Date.UTC(2026, 10, 22, 16, 23) })

  it('success: the agent message, the served usage (cached tokens are part of input_tokens), the thread', () => {
    expect(feed(codex().createReaders('', '').parser, linesOf(recorded('codex-success.jsonl')), 0)).toEqual({
      finalMessage: 'Marked t1 done.',
      errorClass: 'none',
      sessionId: '01a20411-2327-7d03-91e1-7230b2ffd01c',
      inputTokens: 24763,
      outputTokens: 122,
      cachedTokens: 24448
    })
  })

  it('429 usage_limit_reached: rate limited until the time it names (6:23 PM, served as resets_at)', () => {
    const telemetry = feed(
      codex().createReaders('', '').parser,
      linesOf(recorded('codex-rate-limit.jsonl')),
      1
    )
    expect(telemetry).toMatchObject({ errorClass: 'rate_limited', resetAt: Date.UTC(2026, 10, 22, 18, 23) })
    expect(telemetry.errorMessage).toContain('You’ve hit your usage limit')
  })

  it('401: an auth error', () => {
    expect(
      feed(codex().createReaders('', '').parser, linesOf(recorded('codex-auth.jsonl')), 1)
    ).toMatchObject({
      errorClass: 'auth',
      errorMessage: expect.stringContaining('401 Unauthorized: Incorrect API key provided')
    })
  })
})

describe('recorded gemini 0.61.0 output', () => {
  it('success: the response, the session, prompt tokens in, candidates and thoughts out', () => {
    expect(
      feed(geminiAgent(options).createReaders('', '').parser, recorded('gemini-success.json').split('\n'), 0)
    ).toEqual({
      finalMessage: 'Marked t1 done.',
      errorClass: 'none',
      sessionId: 'd6bc4130-f4ec-4179-af26-5d8ab8d85a42',
      inputTokens: 5210,
      outputTokens: 48 + 42,
      cachedTokens: 4096
    })
  })

  it('a rejected key: nothing on stdout, the JSON document on stderr after a stack trace → auth', () => {
    const stderr = recorded('gemini-auth.stderr.txt')
    expect(feed(geminiAgent(options).createReaders('', '').parser, [], 144, stderr)).toMatchObject({
      errorClass: 'auth',
      sessionId: 'bf5fcca4-bf28-491a-a9b6-504abde988ed',
      errorMessage: expect.stringContaining('API key not valid')
    })
  })

  it('429: gemini retries by itself for minutes, then prints its error document to stderr → rate limited', () => {
    const stderr = recorded('gemini-rate-limit.stderr.txt')
    expect(feed(geminiAgent(options).createReaders('', '').parser, [], 173, stderr)).toEqual({
      finalMessage: '',
      errorClass: 'rate_limited',
      sessionId: '9071c538-7cdd-438b-bd3c-544e857c72a2',
      errorMessage: 'Resource has been exhausted (e.g. check quota).\nSuggested retry after 1s.',
      resetAt: options.now() + 1000
    })
  })

  it('stopped (iteration-timeout) while it still retries a 429 → rate limited, not a timeout', () => {
    const stderr =
      'Attempt 3 failed: Resource has been exhausted (e.g. check quota).\nSuggested retry after 30s.. Retrying after 31000ms...\n'
    const telemetry = geminiAgent(options)
      .createReaders('', '')
      .parser.finish({ ...exit(null, stderr), timedOut: true })
    expect(telemetry).toMatchObject({ errorClass: 'rate_limited', resetAt: options.now() + 30_000 })
  })
})

describe('recorded streams, damaged', () => {
  const codexLines = () => linesOf(recorded('codex-success.jsonl'))
  const big = 'y'.repeat(10 * 1024 * 1024)

  it('codex: a stream cut before turn.completed is no result; a crash keeps its exit', () => {
    const cut = codexLines().filter(line => !line.includes('turn.completed'))
    expect(feed(codexAgent(options).createReaders('', '').parser, cut, 0).errorClass).toBe('no_result')
    expect(feed(codexAgent(options).createReaders('', '').parser, cut, 137).errorClass).toBe('crashed')
  })

  it('codex: non-JSON lines, half a record and a 10 MB message between the events change nothing else', () => {
    const [started, warning, turn, message, completed] = codexLines()
    const noisy = [
      'WARNING: proceeding, even though we could not create PATH aliases',
      started,
      '{"type":"item.completed","item":{"type":"agent_mess',
      warning,
      'Reading additional input from stdin...',
      turn,
      JSON.stringify({ type: 'item.completed', item: { id: 'item_9', type: 'agent_message', text: big } }),
      message,
      completed
    ]
    expect(feed(codexAgent(options).createReaders('', '').parser, noisy, 0)).toMatchObject({
      finalMessage: 'Marked t1 done.',
      errorClass: 'none',
      inputTokens: 24763,
      outputTokens: 122,
      cachedTokens: 24448
    })
    const last = [...noisy.slice(0, -2), completed]
    expect(feed(codexAgent(options).createReaders('', '').parser, last, 0).finalMessage).toHaveLength(
      big.length
    )
  })

  it('gemini: a document cut short is no result (exit 0) or a crash (exit 1)', () => {
    const lines = recorded('gemini-success.json').split('\n')
    const cut = lines.slice(0, Math.floor(lines.length / 2))
    expect(feed(geminiAgent(options).createReaders('', '').parser, cut, 0).errorClass).toBe('no_result')
    expect(feed(geminiAgent(options).createReaders('', '').parser, cut, 1).errorClass).toBe('crashed')
  })

  it('gemini: lines before the document and a 10 MB response are read through', () => {
    const doc = JSON.parse(recorded('gemini-success.json')) as { response: string }
    const lines = ['YOLO mode is enabled.', ...JSON.stringify({ ...doc, response: big }, null, 2).split('\n')]
    const telemetry = feed(geminiAgent(options).createReaders('', '').parser, lines, 0)
    expect(telemetry).toMatchObject({ errorClass: 'none', inputTokens: 5210 })
    expect(telemetry.finalMessage).toHaveLength(big.length)
  })

  it('gemini: output past 32 MiB is not buffered; the iteration says why it has no result', () => {
    const line = 'z'.repeat(12 * 1024 * 1024)
    expect(
      feed(geminiAgent(options).createReaders('', '').parser, ['{', line, line, line, '}'], 0)
    ).toMatchObject({
      errorClass: 'no_result',
      errorMessage: 'its JSON result was over 32 MiB'
    })
  })
})
