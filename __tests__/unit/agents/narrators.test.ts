import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ClaudeNarrator } from '../../../src/agents/presets/claude/claude-narrator.js'
import { CodexNarrator } from '../../../src/agents/presets/codex/codex-narrator.js'
import { gemini } from '../../../src/agents/presets/gemini/gemini.js'
import { StreamLine } from '../../../src/agents/presets/stream-line.js'
import type { Narrator } from '../../../src/agents/presets/agent-types.js'
import { firstLine, oneLine } from '../../../src/agents/presets/narration.js'

const STREAMS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/agents/streams'
)
const recorded = (name: string) => readFileSync(path.join(STREAMS, name), 'utf8').split('\n')
const json = (record: unknown) => JSON.stringify(record)

/** Gemini's narrator reads the document its parser keeps: both are fed, the parser first, as the loop does. */
function geminiNarrator(): Narrator {
  const { parser, narrator } = gemini.readers(() => 0)
  return {
    lines: line => {
      parser.onLine(line)
      return narrator.lines(line)
    },
    end: () => narrator.end()
  }
}

/** Every line a narrator makes of a stream, its end included. */
function narrate(narrator: Narrator, lines: string[]): string[] {
  return [...lines.flatMap(line => narrator.lines(new StreamLine(line))), ...narrator.end()]
}

const assistant = (...content: unknown[]) => json({ type: 'assistant', message: { content } })
const toolUse = (name: string, input: unknown) => ({ type: 'tool_use', id: `t-${name}`, name, input })
const toolResult = (content: unknown, isError = false) =>
  json({
    type: 'user',
    message: { content: [{ type: 'tool_result', tool_use_id: 't', content, is_error: isError }] }
  })
const init = json({ type: 'system', subtype: 'init', cwd: '/work/repo', model: 'claude-x' })

describe('the transcript of a claude stream (SPEC §4): one line per event', () => {
  it.each<[string, string, string[]]>([
    [
      'a message',
      assistant({ type: 'text', text: 'I will read the plan.' }),
      ['Claude: I will read the plan.']
    ],
    [
      'a message of several lines',
      assistant({ type: 'text', text: 'One.\n\nTwo.\n' }),
      ['Claude: One. ⏎ Two.']
    ],
    ['thinking is not shown', assistant({ type: 'thinking', thinking: 'hmm' }), []],
    [
      'Read, its path relative to the session',
      assistant(toolUse('Read', { file_path: '/work/repo/tasks.json' })),
      ['Read tasks.json']
    ],
    [
      'a path outside the session stays whole',
      assistant(toolUse('Edit', { file_path: '/etc/hosts' })),
      ['Edit /etc/hosts']
    ],
    [
      'Bash: the first line of its command',
      assistant(toolUse('Bash', { command: 'npm test\necho done' })),
      ['Bash: npm test …']
    ],
    ['Grep: its pattern', assistant(toolUse('Grep', { pattern: 'TODO', path: 'src' })), ['Grep TODO']],
    [
      'WebFetch: its address',
      assistant(toolUse('WebFetch', { url: 'https://example.com', prompt: 'x' })),
      ['WebFetch https://example.com']
    ],
    ['a tool with no known target', assistant(toolUse('TodoWrite', { todos: [] })), ['TodoWrite']],
    [
      'a call and a message in one record',
      assistant({ type: 'text', text: 'Now.' }, toolUse('Glob', { pattern: '**/*.ts' })),
      ['Claude: Now.', 'Glob **/*.ts']
    ],
    [
      'a result that went well',
      toolResult('12 tests passed\nall good'),
      ['  ↳ ok: 12 tests passed ⏎ all good']
    ],
    [
      'a result made of blocks',
      toolResult([{ type: 'text', text: 'file written' }]),
      ['  ↳ ok: file written']
    ],
    [
      'a failed result',
      toolResult('Exit code 1\nFAIL src/app.test.ts', true),
      ['  ↳ error: Exit code 1 ⏎ FAIL src/app.test.ts']
    ],
    ['an empty result', toolResult(''), ['  ↳ ok']],
    [
      'a long result, cut to a few words',
      toolResult('word '.repeat(100)),
      [`  ↳ ok: ${'word '.repeat(100).trim().slice(0, 99)}…`]
    ],
    ['the prompt the user sent is not news', json({ type: 'user', message: { content: 'the prompt' } }), []],
    [
      'the end of a session',
      json({
        type: 'result',
        subtype: 'success',
        is_error: false,
        num_turns: 3,
        duration_ms: 12345,
        total_cost_usd: 0.01104
      }),
      ['Finished: success (3 turns, 12.3 s, $0.0110)']
    ],
    [
      'an API error at the end',
      json({
        type: 'result',
        subtype: 'success',
        is_error: true,
        api_error_status: 429,
        result: 'API Error: 429 rate limited'
      }),
      ['Finished with an error (HTTP 429): API Error: 429 rate limited']
    ],
    [
      'the turn limit',
      json({ type: 'result', subtype: 'error_max_turns', is_error: true, num_turns: 1 }),
      ['Finished with an error (error_max_turns)']
    ],
    [
      'a retry of the API',
      json({ type: 'system', subtype: 'api_retry', attempt: 2, error_status: 401 }),
      ['API retry 2 after HTTP 401']
    ],
    [
      'the context compacted',
      json({ type: 'system', subtype: 'compact_boundary', compact_metadata: { trigger: 'auto' } }),
      ['Context compacted']
    ],
    [
      'a usage limit',
      json({ type: 'rate_limit_event', rate_limit_info: { status: 'rejected', resetsAt: 1_800_000_000 } }),
      ['Usage limit reached (resets 2027-01-15T08:00:00.000Z)']
    ],
    [
      'a usage report that allows',
      json({ type: 'rate_limit_event', rate_limit_info: { status: 'allowed' } }),
      []
    ],
    ['a record it does not know', json({ type: 'stream_event', event: {} }), []],
    ['a plain-text line, as it is', 'Warning: something odd', ['Warning: something odd']],
    ['a blank line', '   ', []],
    [
      'a control character, escaped',
      assistant({ type: 'text', text: 'red \u001b[31mtext\u0007 \u0085::warning::x' }),
      ['Claude: red \\x1b[31mtext\\x07 ⏎ ::warning::x']
    ]
  ])('%s', (_name, line, expected) => {
    expect(narrate(new ClaudeNarrator(), [init, line]).slice(1)).toEqual(expected)
  })

  it('shows paths relative to the workspace before the session names its folder', () => {
    const call = assistant(toolUse('Read', { file_path: '/work/repo/a.ts' }))
    expect(new ClaudeNarrator('/work/repo/').lines(new StreamLine(call))).toEqual(['Read a.ts'])
    expect(
      new ClaudeNarrator('/work/repo').lines(new StreamLine(call.replace('/work/repo', '/work/repository')))
    ).toEqual(['Read /work/repository/a.ts'])
  })

  it('starts with the model', () => {
    expect(new ClaudeNarrator().lines(new StreamLine(init))).toEqual(['Claude Code started (model claude-x)'])
  })

  it('bounds a message', () => {
    const [line] = new ClaudeNarrator().lines(
      new StreamLine(assistant({ type: 'text', text: 'x'.repeat(10_000) }))
    )
    expect(line).toHaveLength('Claude: '.length + 500)
  })

  it('reads a recorded session (Claude Code 2.1.330) into one line per event, no JSON', () => {
    expect(narrate(new ClaudeNarrator(), recorded('claude-success.jsonl'))).toEqual([
      'Claude Code started (model claude-opus-5-5)',
      'Write /tmp/ralph-rec-out.txt',
      "  ↳ error: Claude requested permissions to write to /tmp/ralph-rec-out.txt, but you haven't granted it yet.",
      'Claude: Done.',
      'Finished: success (2 turns, 0.2 s, $0.0110)'
    ])
  })
})

const item = (type: 'item.started' | 'item.completed', fields: Record<string, unknown>) =>
  json({ type, item: { id: 'item_1', ...fields } })

describe('the transcript of a codex stream (SPEC §4)', () => {
  it.each<[string, string[], string[]]>([
    [
      'a message',
      [item('item.completed', { type: 'agent_message', text: 'Marked t1 done.' })],
      ['Codex: Marked t1 done.']
    ],
    [
      'a command: its line at the start, its result at the end',
      [
        item('item.started', {
          type: 'command_execution',
          command: 'bash -lc "npm test"',
          status: 'in_progress'
        }),
        item('item.completed', {
          type: 'command_execution',
          command: 'bash -lc "npm test"',
          aggregated_output: '3 passed\n',
          exit_code: 0,
          status: 'completed'
        })
      ],
      ['Shell: bash -lc "npm test"', '  ↳ ok: 3 passed']
    ],
    [
      'a failed command',
      [
        item('item.completed', {
          type: 'command_execution',
          command: 'false',
          aggregated_output: '',
          exit_code: 1,
          status: 'failed'
        })
      ],
      ['Shell: false', '  ↳ error: exit 1:']
    ],
    [
      'a file change',
      [
        item('item.completed', {
          type: 'file_change',
          changes: [
            { path: '/work/repo/src/app.ts', kind: 'update' },
            { path: 'b.ts', kind: 'add' }
          ],
          status: 'completed'
        })
      ],
      ['Edit src/app.ts (update), b.ts (add)', '  ↳ ok']
    ],
    [
      'an MCP tool call',
      [
        item('item.started', {
          type: 'mcp_tool_call',
          server: 'github',
          tool: 'create_issue',
          status: 'in_progress'
        }),
        item('item.completed', {
          type: 'mcp_tool_call',
          server: 'github',
          tool: 'create_issue',
          status: 'failed',
          error: { message: 'denied' }
        })
      ],
      ['MCP github.create_issue', '  ↳ error: denied']
    ],
    [
      'a web search',
      [item('item.completed', { type: 'web_search', query: 'jest esm' })],
      ['Web search: jest esm', '  ↳ ok']
    ],
    [
      'a plan',
      [
        item('item.completed', {
          type: 'todo_list',
          items: [
            { text: 'a', completed: true },
            { text: 'b', completed: false }
          ]
        })
      ],
      ['Plan: 1 of 2 steps done']
    ],
    ['reasoning is not shown', [item('item.completed', { type: 'reasoning', text: 'hmm' })], []],
    [
      'a failed turn',
      [json({ type: 'turn.failed', error: { message: 'usage limit' } })],
      ['Turn failed: usage limit']
    ],
    ['a plain-text line', ['not json'], ['not json']]
  ])('%s', (_name, lines, expected) => {
    expect(narrate(new CodexNarrator('/work/repo'), lines)).toEqual(expected)
  })

  it('reads a recorded session (codex-cli 0.169)', () => {
    expect(narrate(new CodexNarrator(), recorded('codex-success.jsonl'))).toEqual([
      'Warning: Model metadata for `gpt-fixture` not found. Defaulting to fallback metadata; this can degrade performance and cause issues.',
      'Codex: Marked t1 done.',
      'Turn done (24763 tokens in, 122 out)'
    ])
  })

  it('reads a recorded rate limit (codex-cli 0.169)', () => {
    const lines = narrate(new CodexNarrator(), recorded('codex-rate-limit.jsonl'))
    expect(lines.some(line => /^(Error|Turn failed): .*usage limit/i.test(line))).toBe(true)
    expect(lines.some(line => line.startsWith('{'))).toBe(false)
  })
})

describe('the transcript of a gemini result (SPEC §4): its one document, read at the end', () => {
  it('reads a recorded session (gemini-cli 0.61)', () => {
    const narrator = geminiNarrator()
    const during = recorded('gemini-success.json').flatMap(line => narrator.lines(new StreamLine(line)))
    expect(during).toEqual([])
    expect(narrator.end()).toEqual(['Gemini: Marked t1 done.'])
  })

  it.each<[string, unknown, string[]]>([
    [
      'its tools and files',
      {
        response: 'Done.',
        stats: {
          tools: { byName: { read_file: { count: 2, fail: 0 }, run_shell_command: { count: 1, fail: 1 } } },
          files: { totalLinesAdded: 4, totalLinesRemoved: 1 }
        }
      },
      ['Gemini: Done.', 'Tools: read_file ×2, run_shell_command ×1 (1 failed)', 'Files: +4 −1 lines']
    ],
    ['an error', { error: { type: 'Error', message: 'quota exceeded' } }, ['Error: quota exceeded']]
  ])('%s', (_name, doc, expected) => {
    expect(narrate(geminiNarrator(), JSON.stringify(doc, null, 2).split('\n'))).toEqual(expected)
  })

  it('a document cut short, and a plain line before it', () => {
    expect(narrate(geminiNarrator(), ['Loaded cached credentials.', '{', '  "response": "x'])).toEqual([
      'Loaded cached credentials.',
      "Gemini's output ended without a whole JSON result"
    ])
  })

  it('no output at all', () => {
    expect(narrate(geminiNarrator(), [])).toEqual([])
  })
})

describe('one bounded line', () => {
  it.each<[string, number, string]>([
    ['  a  \t b  ', 10, 'a b'],
    ['a\r\nb\rc\u2028d', 20, 'a ⏎ b ⏎ c ⏎ d'],
    ['abcdef', 4, 'abc…'],
    ['\u009b2J', 10, '\\u009b2J']
  ])('%j → %j', (text, max, expected) => {
    expect(oneLine(text, max)).toBe(expected)
  })

  it.each<[string, string]>([
    ['npm test', 'npm test'],
    ['\n\nnpm test\nnpm run lint', 'npm test …']
  ])('the first line of %j', (text, expected) => {
    expect(firstLine(text, 50)).toBe(expected)
  })
})
