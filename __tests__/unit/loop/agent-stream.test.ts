import { describe, expect, it } from '@jest/globals'
import { ClaudeNarrator } from '../../../src/agents/presets/claude/claude-narrator.js'
import { redactor } from '../../../src/domain/redact.js'
import {
  AgentStream,
  dropOldStream,
  STREAM_FILE_BYTES,
  STREAM_FILES_KEPT,
  streamPath
} from '../../../src/loop/steps/agent-stream.js'
import { RecordingLogger } from '../../../__fixtures__/logger.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const SECRET = 'ghp_secretvalue0123456789'
const text = (words: string) =>
  JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: words }] } })

function stream(narrated = true) {
  const log = new RecordingLogger()
  const narrator = narrated ? new ClaudeNarrator() : undefined
  return { log, stream: new AgentStream(log, narrator, redactor([SECRET])) }
}

describe("an agent's output in the log and the state dir (SPEC §4)", () => {
  it('a preset: its transcript in the log, stderr as it is, the raw lines kept for the file', async () => {
    const { log, stream: s } = stream()
    s.output('{"type":"assistant"', 'stdout')
    s.output('a warning on stderr', 'stderr')
    s.line(text('Hello.'))
    s.end()
    expect(log.raw).toBe('a warning on stderr\nClaude: Hello.\n')
    const workspace = new MemoryWorkspace()
    await s.save(workspace, '.ralph/iteration_1.jsonl')
    expect(workspace.text('.ralph/iteration_1.jsonl')).toBe(`${text('Hello.')}\n`)
  })

  it('the command agent: its output as it is, and no file', async () => {
    const { log, stream: s } = stream(false)
    s.output('{"raw": true}\n', 'stdout')
    s.line('{"raw": true}')
    s.end()
    expect(log.raw).toBe('{"raw": true}\n')
    const workspace = new MemoryWorkspace()
    await s.save(workspace, '.ralph/iteration_1.jsonl')
    expect(workspace.files.size).toBe(0)
  })

  it.each([
    ['whole', `the token is ${SECRET}`],
    // Cut at 500 characters of the message, the secret would show in part had it not been masked first.
    ['across the cut', `${'x'.repeat(490)}${SECRET}`],
    ['in JSON escapes only decoding reveals', SECRET.replace('g', '\\u0067')]
  ])('masks a secret %s, in the log and the file', async (_name, words) => {
    const { log, stream: s } = stream()
    const line = words.includes('\\u') ? text('').replace('"text":""', `"text":"${words}"`) : text(words)
    s.line(line)
    const workspace = new MemoryWorkspace()
    await s.save(workspace, 'f.jsonl')
    for (const written of [log.raw, workspace.text('f.jsonl') ?? ''])
      for (let end = 8; end <= SECRET.length; end++) expect(written).not.toContain(SECRET.slice(0, end))
    expect(log.raw).toContain('***')
  })

  it('keeps the last 4 MiB of the stream, saying what it left out', async () => {
    const { stream: s } = stream()
    const line = text('y'.repeat(1024 * 1024 - 100))
    for (let i = 0; i < 6; i++) s.line(line.replace('yyy', `${i}yy`))
    const workspace = new MemoryWorkspace()
    await s.save(workspace, 'f.jsonl')
    const lines = (workspace.text('f.jsonl') ?? '').trimEnd().split('\n')
    expect(Buffer.byteLength(lines.slice(1).join('\n'))).toBeLessThanOrEqual(STREAM_FILE_BYTES)
    expect(lines.map(l => (JSON.parse(l) as { type: string }).type)).toEqual([
      'ralph_note',
      'assistant',
      'assistant',
      'assistant',
      'assistant'
    ])
    expect(lines[0]).toContain('the first 2 lines')
    expect(lines.at(-1)).toContain('5yy')
  })

  it('starts its lines on a line of their own after stderr without a newline', () => {
    const { log, stream: s } = stream()
    s.output('partial', 'stderr')
    s.line(text('Hi.'))
    expect(log.raw).toBe('partial\nClaude: Hi.\n')
  })

  it(`keeps the files of the last ${STREAM_FILES_KEPT} iterations`, async () => {
    const workspace = new MemoryWorkspace()
    for (let n = 1; n <= 8; n++) {
      await workspace.writeText(streamPath('.ralph', n), '{}\n')
      await dropOldStream(workspace, '.ralph', n)
    }
    expect([...workspace.files.keys()].sort()).toEqual(
      [4, 5, 6, 7, 8].map(n => streamPath('.ralph', n)).sort()
    )
  })
})
