import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { createProcessRunner } from '../../../src/process/runner.js'
import { shellArgv } from '../../../src/process/shell.js'
import type { ProcessResult, ProcessSpec } from '../../../src/ports/process.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

const runner = createProcessRunner()
afterAll(cleanup)

const env = { PATH: process.env.PATH, SHLVL: '1' }

interface Seen {
  result: ProcessResult
  lines: string[]
  output: { stdout: string; stderr: string }
  chunks: number
}

/**
 * Runs `argv`, collecting every line and every output chunk. With `acks`, each chunk that arrives is
 * acknowledged by a file `<acks>/<n>` (n = chunks seen so far), which `nodeWrites` waits for.
 */
async function collect(argv: string[], more: Partial<ProcessSpec> = {}, acks?: string): Promise<Seen> {
  const lines: string[] = []
  const output = { stdout: '', stderr: '' }
  let chunks = 0
  const result = await runner.run({
    argv,
    cwd: process.cwd(),
    env,
    timeoutMs: 10_000,
    onLine: line => lines.push(line),
    onOutput: (chunk, stream) => {
      output[stream] += chunk
      chunks++
      if (acks) writeFileSync(path.join(acks, String(chunks)), '')
    },
    ...more
  })
  expect(result).toMatchObject({ exitCode: 0, timedOut: false })
  return { result, lines, output, chunks }
}

/**
 * A node child that writes each of `parts` (byte arrays) only once the runner has acknowledged the
 * chunk before it (a file in `acks`, see `collect`), so they arrive as separate chunks however busy
 * the machine is.
 */
function nodeWrites(stream: 'stdout' | 'stderr', parts: number[][], acks: string): string[] {
  const script = `const { existsSync } = require('node:fs');
    const parts = ${JSON.stringify(parts)};
    let i = 0;
    const next = () => {
      if (i > 0 && !existsSync(${JSON.stringify(acks)} + '/' + i)) return setTimeout(next, 5);
      process.${stream}.write(Buffer.from(parts[i]), () => ++i < parts.length && next());
    };
    next()`
  return [process.execPath, '-e', script]
}

const bytes = (text: string): number[] => [...Buffer.from(text)]
const euro = bytes('€')

describe('process runner: lines and decoding', () => {
  it('joins a line written in several chunks', async () => {
    const acks = await makeTempDir()
    const seen = await collect(
      nodeWrites('stdout', [bytes('ab'), bytes('c\nd'), bytes('e\n')], acks),
      {},
      acks
    )
    expect(seen.lines).toEqual(['abc', 'de'])
    expect(seen.chunks).toBe(3)
  })

  it('handles CRLF and delivers the last unterminated line', async () => {
    const seen = await collect(shellArgv("printf 'a\\r\\nb\\r\\nlast'"))
    expect(seen.lines).toEqual(['a', 'b', 'last'])
  })

  it('decodes a character split across chunks on both streams', async () => {
    const parts = [
      [0x41, ...euro.slice(0, 2)],
      [...euro.slice(2), 0x0a]
    ]
    const outAcks = await makeTempDir()
    const out = await collect(nodeWrites('stdout', parts, outAcks), {}, outAcks)
    expect(out.chunks).toBe(2)
    expect(out.lines).toEqual(['A€'])
    expect(out.output.stdout).toBe('A€\n')
    const errAcks = await makeTempDir()
    const err = await collect(nodeWrites('stderr', parts, errAcks), {}, errAcks)
    expect(err.chunks).toBe(2)
    expect(err.output.stderr).toBe('A€\n')
    expect(err.result.tail).toBe('A€\n')
  })

  it('turns invalid UTF-8 into U+FFFD and keeps NUL bytes', async () => {
    const seen = await collect(shellArgv("printf '\\xff\\xfeA\\na\\0b\\n'"))
    expect(seen.lines).toEqual(['\ufffd\ufffdA', 'a\u0000b'])
    expect(seen.result.outputBytes).toBe(8)
  })

  it('cuts a 10 MB line to maxLineBytes and goes on with the next line', async () => {
    const script = 'process.stdout.write("x".repeat(10e6) + "\\nnext\\n")'
    const seen = await collect([process.execPath, '-e', script], { maxLineBytes: 1024 * 1024 })
    expect(seen.lines.map(line => line.length)).toEqual([1024 * 1024, 4])
    expect(seen.lines[1]).toBe('next')
    expect(seen.result.outputBytes).toBe(10e6 + 6)
  })
})

describe('process runner: bounded tail', () => {
  it.each([
    ['with newlines', '("y".repeat(99) + "\\n").repeat(200000)', 200_000],
    ['without newlines', '"x".repeat(20e6)', 1]
  ])(
    'keeps a bounded tail of 20 MB of output %s',
    async (_name, expression, lineCount) => {
      let lines = 0
      let longest = 0
      const seen = await collect([process.execPath, '-e', `process.stdout.write(${expression})`], {
        onLine: line => {
          lines++
          longest = Math.max(longest, line.length)
        },
        onOutput: undefined
      })
      expect(seen.result.outputBytes).toBe(20e6)
      expect(seen.result.tail.length).toBe(64 * 1024)
      expect(seen.result.tail.endsWith(lineCount === 1 ? 'xxxx' : 'yyy\n')).toBe(true)
      expect(lines).toBe(lineCount)
      // Without newlines the one line is cut at the default 16 MiB.
      expect(longest).toBe(lineCount === 1 ? 16 * 1024 * 1024 : 99)
    },
    20_000
  )

  it('honours a smaller tailBytes', async () => {
    const seen = await collect(shellArgv('seq 1 1000'), { tailBytes: 10 })
    expect(seen.result.tail).toBe('\n999\n1000\n')
    expect(seen.lines).toHaveLength(1000)
  })
})
