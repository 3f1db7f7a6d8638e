import { describe, expect, it } from '@jest/globals'
import { ClaudeNarrator } from '../../../src/agents/presets/claude/claude-narrator.js'
import { redactor } from '../../../src/domain/redact.js'
import {
  AgentStream,
  dropOldStream,
  STREAM_FILE_BYTES,
  STREAM_FILES_KEPT,
  reviewStreamPath,
  streamPath
} from '../../../src/loop/steps/agent-stream.js'
import { RecordingLogger } from '../../../__fixtures__/logger.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import { plan, runFakeLoop, type FakeWorld } from '../../../__fixtures__/fakes/fake-loop.js'
import type { ProcessSpec } from '../../../src/ports/process.js'

const SECRET = 'ghp_secretvalue0123456789'
const text = (words: string) =>
  JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: words }] } })

function stream(narrated = true, path = '.ralph/iteration_1.jsonl') {
  const log = new RecordingLogger()
  const narrator = narrated ? new ClaudeNarrator() : undefined
  const workspace = new MemoryWorkspace()
  const file = { workspace, path, warn: () => undefined }
  return { log, workspace, stream: new AgentStream(log, narrator, redactor([SECRET]), file) }
}

describe("an agent's output in the log and the state dir (SPEC §4)", () => {
  it('a preset: its transcript in the log, stderr as it is, the raw lines kept for the file', async () => {
    const { log, workspace, stream: s } = stream()
    s.output('{"type":"assistant"', 'stdout')
    s.output('a warning on stderr', 'stderr')
    s.line(s.read(text('Hello.')))
    s.end()
    expect(log.raw).toBe('a warning on stderr\nClaude: Hello.\n')
    await s.save()
    expect(workspace.text('.ralph/iteration_1.jsonl')).toBe(`${text('Hello.')}\n`)
  })

  it('the command agent: its output as it is, and no file', async () => {
    const { log, workspace, stream: s } = stream(false)
    await s.begin()
    s.output('{"raw": true}\n', 'stdout')
    s.line(s.read('{"raw": true}'))
    s.end()
    expect(log.raw).toBe('{"raw": true}\n')
    await s.save()
    expect(workspace.files.size).toBe(0)
  })

  it('reads each line once, masked: the parser and the narrator get the one same record', () => {
    const line = stream().stream.read(text(`the token is ${SECRET}`))
    expect(line.record).toBe(line.record)
    expect(line.record).toEqual(JSON.parse(text('the token is ***')))
    // A command's line as it is: its parser reads the text, and nothing shows it but its own output.
    expect(stream(false).stream.read(text(SECRET)).text).toBe(text(SECRET))
  })

  it.each([
    ['whole', `the token is ${SECRET}`],
    // Cut at 500 characters of the message, the secret would show in part had it not been masked first.
    ['across the cut', `${'x'.repeat(490)}${SECRET}`],
    ['in JSON escapes only decoding reveals', SECRET.replace('g', '\\u0067')]
  ])('masks a secret %s, in the log and the file', async (_name, words) => {
    const { log, workspace, stream: s } = stream(true, 'f.jsonl')
    const line = words.includes('\\u') ? text('').replace('"text":""', `"text":"${words}"`) : text(words)
    await s.begin()
    s.line(s.read(line))
    // As the line came, and at the end.
    const asItCame = workspace.text('f.jsonl') ?? ''
    expect(asItCame).not.toBe('')
    await s.save()
    for (const written of [log.raw, asItCame, workspace.text('f.jsonl') ?? ''])
      for (let end = 8; end <= SECRET.length; end++) expect(written).not.toContain(SECRET.slice(0, end))
    expect(log.raw).toContain('***')
  })

  it('keeps the last 4 MiB of the stream, saying what it left out', async () => {
    const { workspace, stream: s } = stream(true, 'f.jsonl')
    const line = text('y'.repeat(1024 * 1024 - 100))
    for (let i = 0; i < 6; i++) s.line(s.read(line.replace('yyy', `${i}yy`)))
    await s.save()
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
    s.line(s.read(text('Hi.')))
    expect(log.raw).toBe('partial\nClaude: Hi.\n')
  })

  it(`keeps the files of the last ${STREAM_FILES_KEPT} iterations`, async () => {
    const workspace = new MemoryWorkspace()
    // Each iteration's reviews (two in the odd ones) go with it.
    const files = (n: number) => [
      streamPath('.ralph', n),
      ...(n % 2 ? [1, 2] : [1]).map(k => reviewStreamPath('.ralph', n, k))
    ]
    for (let n = 1; n <= 8; n++) {
      for (const file of files(n)) await workspace.writeText(file, '{}\n')
      await dropOldStream(workspace, '.ralph', n)
    }
    expect([...workspace.files.keys()].sort()).toEqual([4, 5, 6, 7, 8].flatMap(files).sort())
  })
})

/** A claude that marks its task done with the Write tool and says so, in stream-json; the command agent prints JSON too. */
function claudeMarksItsTask(spec: ProcessSpec, { workspace }: FakeWorld) {
  const id = spec.env.RALPH_TASK_ID ?? ''
  const data = JSON.parse(workspace.text('plan.json') ?? '{}') as {
    subtasks: { id: string; done: boolean }[]
  }
  for (const task of data.subtasks) if (task.id === id) task.done = true
  void workspace.writeText('plan.json', JSON.stringify(data))
  const records = [
    { type: 'system', subtype: 'init', cwd: '/ws', model: 'claude-x' },
    {
      type: 'assistant',
      message: {
        content: [{ type: 'tool_use', id: 'u1', name: 'Write', input: { file_path: '/ws/plan.json' } }]
      }
    },
    { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: 'u1', content: 'written' }] } },
    {
      type: 'assistant',
      message: { content: [{ type: 'text', text: `Marked ${id} done with ${SECRET}.` }] }
    },
    { type: 'result', subtype: 'success', is_error: false, num_turns: 2, total_cost_usd: 0.01 }
  ]
  return { stdout: records.map(record => `${JSON.stringify(record)}\n`).join(''), stderr: 'a note\n' }
}

describe('the loop keeps each iteration’s stream (SPEC §4)', () => {
  it('a preset: its transcript in the log, no JSON; the last 5 iterations’ streams, masked, in the state dir', async () => {
    const workspace = new MemoryWorkspace()
    await workspace.writeText('plan.json', plan(7))
    const { result, log } = await runFakeLoop({ agent: 'claude', tasks: 'plan.json' }, claudeMarksItsTask, {
      workspace,
      env: { DEPLOY_TOKEN: SECRET }
    })
    expect(result).toMatchObject({ status: 'completed', iterations: 7 })
    expect(log.raw.split('\n').filter(line => line.startsWith('{'))).toEqual([])
    expect(log.raw).toContain('Write plan.json\n  ↳ ok: written\nClaude: Marked t1 done with ***.\n')
    expect(log.raw).not.toContain(SECRET)
    const kept = [...workspace.files.keys()].filter(file => file.endsWith('.jsonl')).sort()
    expect(kept).toEqual([3, 4, 5, 6, 7].map(n => streamPath('.ralph', n)).sort())
    const stream = workspace.text(streamPath('.ralph', 7)) ?? ''
    expect(stream.trimEnd().split('\n')).toHaveLength(5)
    expect(stream).toContain('Marked t7 done with ***.')
    expect(stream).not.toContain(SECRET)
  })

  it('the command agent: its output as it is in the log, and no stream file', async () => {
    const workspace = new MemoryWorkspace()
    await workspace.writeText('plan.json', plan(1))
    const { log } = await runFakeLoop({ tasks: 'plan.json' }, claudeMarksItsTask, { workspace })
    expect(log.raw).toContain('{"type":"system","subtype":"init"')
    expect([...workspace.files.keys()].filter(file => file.endsWith('.jsonl'))).toEqual([])
  })
})
