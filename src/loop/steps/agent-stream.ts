import type { Narrator } from '../../agents/presets/agent-types.js'
import { StreamLine } from '../../agents/presets/stream-line.js'
import type { Transcript } from '../../ports/log.js'
import type { Workspace } from '../../ports/workspace.js'
import { StreamFile, type StreamTarget } from './stream-file.js'

/** The raw stream kept in `state-dir/iteration_{n}.jsonl` is its last this many bytes (SPEC §4). */
export const STREAM_FILE_BYTES = 4 * 1024 * 1024
/** While the agent runs, the file may grow to this many bytes before it is cut back to the last 4 MiB. */
const STREAM_FILE_GROWTH = 2 * STREAM_FILE_BYTES
/** The raw streams kept in the state dir: the last few iterations' (they go into the cache with it). */
export const STREAM_FILES_KEPT = 5

/** Path of iteration n's raw stream, relative to the workspace. */
export function streamPath(stateDir: string, n: number): string {
  return `${stateDir}/iteration_${n}.jsonl`
}

/** Path of the raw stream of iteration n's k-th review (from 1), relative to the workspace. */
export function reviewStreamPath(stateDir: string, n: number, k: number): string {
  return `${stateDir}/iteration_${n}_review_${k}.jsonl`
}

/** Deletes the raw streams (the agent's and its reviews') that fell out of the last `STREAM_FILES_KEPT` once iteration n has run. */
export async function dropOldStream(workspace: Workspace, stateDir: string, n: number): Promise<void> {
  if (n <= STREAM_FILES_KEPT) return
  const old = n - STREAM_FILES_KEPT
  await workspace.remove(streamPath(stateDir, old))
  for (let k = 1; await workspace.exists(reviewStreamPath(stateDir, old, k)); k++)
    await workspace.remove(reviewStreamPath(stateDir, old, k))
}

/**
 * What one agent run's output becomes (SPEC §4). With a narrator (the presets), the log gets the
 * transcript — one readable line per event, masked before it is cut so no part of a secret shows —
 * and the raw stdout lines, masked, are kept for `iteration_{n}.jsonl`, the last 4 MiB of them: written
 * as they come (a killed loop leaves them; stream-file.ts), and whole once the iteration has ended.
 * Without one (`command`), the output goes to the log as it is. Either way it goes through the log's
 * transcript, inside the fence that keeps it from speaking to the runner.
 */
export class AgentStream {
  private readonly kept: string[] = []
  private first = 0
  private bytes = 0
  private dropped = 0
  private atLineStart = true
  private readonly file: StreamFile | undefined

  constructor(
    private readonly transcript: Transcript,
    private readonly narrator: Narrator | undefined,
    private readonly redact: (text: string) => string,
    target?: StreamTarget
  ) {
    if (narrator && target) this.file = new StreamFile(target, STREAM_FILE_GROWTH, () => this.content())
  }

  /** Before the agent starts: its file begins empty (nothing without a narrator and a file). */
  async begin(): Promise<void> {
    await this.file?.begin()
  }

  /** A chunk of output as it arrives: shown as it is unless a narrator reads stdout. */
  output(chunk: string, stream: 'stdout' | 'stderr'): void {
    if (this.narrator && stream === 'stdout') return
    this.transcript.write(chunk)
    this.atLineStart = chunk.endsWith('\n')
  }

  /**
   * One whole stdout line as the parser and the narrator read it: masked (a preset's) before anything
   * keeps or parses it; a command's as it is.
   */
  read(line: string): StreamLine {
    return new StreamLine(this.narrator ? this.redact(line) : line)
  }

  /** A line from `read`: kept for the file, and told in the transcript. */
  line(line: StreamLine): void {
    if (!this.narrator) return
    this.keep(line.text)
    this.show(this.narrator.lines(line))
  }

  /** The output has ended: what the narrator kept for the end. */
  end(): void {
    if (this.narrator) this.show(this.narrator.end())
  }

  /** Writes the kept stream to its file, whole (nothing without a narrator and a file). */
  async save(): Promise<void> {
    await this.file?.save()
  }

  /** The file's text: the kept lines, after a note when the start was left out. */
  private content(): string {
    const lines = this.kept.slice(this.first)
    const note = this.dropped > 0 ? [droppedNote(this.dropped)] : []
    return [...note, ...lines, ''].join('\n')
  }

  private show(lines: string[]): void {
    if (lines.length === 0) return
    // Masked again: JSON may spell a secret with `\u` escapes that only decoding reveals.
    const text = lines.map(line => `${this.redact(line)}\n`).join('')
    this.transcript.write(this.atLineStart ? text : `\n${text}`)
    this.atLineStart = true
  }

  private keep(line: string): void {
    this.kept.push(line)
    this.bytes += Buffer.byteLength(line) + 1
    while (this.bytes > STREAM_FILE_BYTES && this.first < this.kept.length) {
      this.bytes -= Buffer.byteLength(this.kept[this.first]) + 1
      this.first++
      this.dropped++
    }
    // Let go of the dropped lines now and then, not at every one.
    if (this.first > 1024 && this.first * 2 > this.kept.length) {
      this.kept.splice(0, this.first)
      this.first = 0
    }
    this.file?.add(line)
  }
}

/** The first line of a stream file whose start was left out: JSON, like the lines after it. */
function droppedNote(lines: number): string {
  return JSON.stringify({
    type: 'ralph_note',
    message: `the first ${lines} lines of the stream were left out: this file keeps its last ${STREAM_FILE_BYTES / 1024 / 1024} MiB`
  })
}
