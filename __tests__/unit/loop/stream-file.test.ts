import { describe, expect, it } from '@jest/globals'
import { ClaudeNarrator } from '../../../src/agents/presets/claude/claude-narrator.js'
import { redactor } from '../../../src/domain/redact.js'
import { AgentStream, STREAM_FILE_BYTES } from '../../../src/loop/steps/agent-stream.js'
import { RecordingLogger } from '../../../__fixtures__/logger.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const SECRET = 'ghp_secretvalue0123456789'
const FILE = '.ralph/iteration_1.jsonl'
const MIB = 1024 * 1024
const text = (words: string) =>
  JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: words }] } })
/** Lines of about `size` bytes each, told apart by their number. */
const lines = (count: number, size: number) =>
  Array.from({ length: count }, (_, i) => text(`${i} ${'y'.repeat(Math.max(0, size - 80))}`))
/** Lets a rewrite of the file under way settle (the real one renames a temp file). */
const settled = () => new Promise(resolve => setImmediate(resolve))

/** The file as the loop wrote it at the end of an iteration before it was written as the lines came. */
function asToday(all: string[]): string {
  let bytes = 0
  let first = all.length
  while (first > 0 && bytes + Buffer.byteLength(all[first - 1]) + 1 <= STREAM_FILE_BYTES)
    bytes += Buffer.byteLength(all[--first]) + 1
  const note =
    first > 0
      ? [
          JSON.stringify({
            type: 'ralph_note',
            message: `the first ${first} lines of the stream were left out: this file keeps its last 4 MiB`
          })
        ]
      : []
  return [...note, ...all.slice(first), ''].join('\n')
}

/** A disk that refuses some writes, as a full one does. */
class FullDisk extends MemoryWorkspace {
  constructor(private readonly refuses: 'appends' | 'everything') {
    super()
  }
  appendText(): Promise<void> {
    return Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }))
  }
  writeText(path: string, content: string, options?: { durable?: boolean }): Promise<void> {
    if (this.refuses === 'everything') return this.appendText()
    return super.writeText(path, content, options)
  }
}

function stream(workspace: MemoryWorkspace) {
  const log = new RecordingLogger()
  const warnings: string[] = []
  const file = { workspace, path: FILE, warn: (message: string) => warnings.push(message) }
  return { log, warnings, stream: new AgentStream(log, new ClaudeNarrator(), redactor([SECRET]), file) }
}

describe('iteration_{n}.jsonl is written as the lines come (SPEC §4: a killed run keeps it)', () => {
  it('holds each line, masked, as soon as the loop has read it; a file a killed run left is replaced', async () => {
    const workspace = new MemoryWorkspace('/ws', { [FILE]: 'a killed run left this\n' })
    const { stream: s } = stream(workspace)
    await s.begin()
    expect(workspace.text(FILE)).toBe('')
    const said = [text('one'), text(`two ${SECRET}`), text('three')]
    for (let i = 0; i < said.length; i++) {
      s.line(s.read(said[i]))
      // No wait: the line is the OS's before the loop shows it, so a SIGKILL after it leaves it.
      expect(workspace.text(FILE)).toBe(
        said
          .slice(0, i + 1)
          .map(line => `${line}\n`)
          .join('')
          .replace(SECRET, '***')
      )
    }
    expect(workspace.appends).toEqual([FILE, FILE, FILE])
  })

  it.each([
    ['1 MiB lines', 20, MIB],
    ['lines of 300 KiB', 60, 300 * 1024],
    ['a line over the bound', 3, 5 * MIB]
  ])(
    '%s: grows to twice the bound at most, then keeps the last 4 MiB with the note',
    async (_name, count, size) => {
      const workspace = new MemoryWorkspace()
      const { stream: s } = stream(workspace)
      const all = lines(count, size)
      await s.begin()
      let largest = 0
      for (let i = 0; i < all.length; i++) {
        s.line(s.read(all[i]))
        await settled()
        const file = workspace.text(FILE) ?? ''
        largest = Math.max(largest, Buffer.byteLength(file))
        expect(Buffer.byteLength(file)).toBeLessThanOrEqual(2 * STREAM_FILE_BYTES)
        // Whole lines, the newest last, a note first when the start was left out.
        const kept = file.startsWith('{"type":"ralph_note"') ? file.slice(file.indexOf('\n') + 1) : file
        const fed = all
          .slice(0, i + 1)
          .map(line => `${line}\n`)
          .join('')
        expect(fed.endsWith(kept)).toBe(true)
        if (Buffer.byteLength(all[i]) < STREAM_FILE_BYTES) expect(kept.endsWith(`${all[i]}\n`)).toBe(true)
      }
      if (size < STREAM_FILE_BYTES) expect(largest).toBeGreaterThan(STREAM_FILE_BYTES + size)
    }
  )

  it('loses no line that comes while the file is being rewritten', async () => {
    const workspace = new MemoryWorkspace()
    const { stream: s } = stream(workspace)
    const all = lines(12, MIB)
    await s.begin()
    for (const line of all) s.line(s.read(line))
    await settled()
    const file = workspace.text(FILE) ?? ''
    const kept = file.slice(file.indexOf('\n') + 1)
    expect(
      all
        .map(line => `${line}\n`)
        .join('')
        .endsWith(kept)
    ).toBe(true)
    expect(kept.endsWith(`${all.at(-1)}\n`)).toBe(true)
  })

  it.each([
    ['no line', 0, 10],
    ['a few lines', 3, 100],
    ['6 MiB', 6, MIB],
    ['20 MiB, rewritten on the way', 20, MIB],
    ['many small lines', 5000, 2000]
  ])('%s: ends as it did when it was written at the end only, byte for byte', async (_name, count, size) => {
    const workspace = new MemoryWorkspace()
    const { stream: s } = stream(workspace)
    const all = lines(count, size)
    await s.begin()
    for (const line of all) s.line(s.read(line))
    s.end()
    await s.save()
    expect(workspace.text(FILE)).toBe(asToday(all))
  })

  it.each([
    ['the appends fail', 'appends' as const, asToday(lines(40, MIB))],
    ['every write fails', 'everything' as const, undefined]
  ])('%s: one warning, the agent’s run goes on, the end as before', async (_name, refuses, end) => {
    const workspace = new FullDisk(refuses)
    const { log, warnings, stream: s } = stream(workspace)
    await s.begin()
    for (const line of lines(40, MIB)) s.line(s.read(line))
    await settled()
    s.end()
    expect(log.raw.split('\n').filter(line => line.startsWith('Claude: '))).toHaveLength(40)
    expect(warnings).toEqual([expect.stringContaining(`Could not write ${FILE} as the agent's output came`)])
    expect(warnings[0]).toContain('ENOSPC')
    if (end === undefined) await expect(s.save()).rejects.toThrow('ENOSPC')
    else {
      await s.save()
      expect(workspace.text(FILE)).toBe(end)
    }
  })
})
