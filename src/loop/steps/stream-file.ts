import type { Workspace } from '../../ports/workspace.js'

/** Where an iteration's raw stream goes, and whom a failed write tells. */
export interface StreamTarget {
  workspace: Workspace
  /** Relative to the workspace: `state-dir/iteration_{n}.jsonl`. */
  path: string
  warn: (message: string) => void
}

/**
 * The raw stream's file while the agent runs (SPEC §4), so that a loop killed with SIGKILL leaves the
 * lines it had read: each line is appended as it comes (no fsync: a kill of the loop loses none of
 * them, a crash of the machine may). Past `limit` bytes the file is rewritten whole, atomically, with
 * `content()` — what the end writes — and the lines that come during the rewrite are appended after it.
 * A failed write is one warning, and the file waits for the end: the agent's run goes on.
 */
export class StreamFile {
  private onDisk = 0
  private rewriting: Promise<void> | undefined
  private held = ''
  private stopped = false

  constructor(
    private readonly target: StreamTarget,
    private readonly limit: number,
    private readonly content: () => string
  ) {}

  /** Starts the file empty: what a run killed earlier in this iteration's number left goes. */
  async begin(): Promise<void> {
    this.rewrite('')
    await this.rewriting
  }

  /** A line, as it comes. */
  add(line: string): void {
    if (this.stopped) return
    if (this.rewriting) this.held += `${line}\n`
    else this.append(`${line}\n`)
  }

  /** The iteration has ended: the file as `content()` says, as it always ends. Throws what the write throws. */
  async save(): Promise<void> {
    while (this.rewriting) await this.rewriting
    this.stopped = true
    await this.target.workspace.writeText(this.target.path, this.content(), { durable: false })
  }

  private append(text: string): void {
    const bytes = Buffer.byteLength(text)
    // Appended, the file would pass the limit: it is rewritten with the lines kept, this one among them.
    if (this.onDisk + bytes > this.limit) return this.rewrite(this.content())
    this.onDisk += bytes
    this.target.workspace.appendText(this.target.path, text).catch(error => this.fail(error))
  }

  private rewrite(text: string): void {
    this.onDisk = Buffer.byteLength(text)
    this.rewriting = this.target.workspace.writeText(this.target.path, text, { durable: false }).then(
      () => {
        this.rewriting = undefined
        const held = this.held
        this.held = ''
        if (held && !this.stopped) this.append(held)
      },
      error => {
        this.rewriting = undefined
        this.fail(error)
      }
    )
  }

  private fail(error: unknown): void {
    if (this.stopped) return
    this.stopped = true
    this.held = ''
    this.target.warn(
      `Could not write ${this.target.path} as the agent's output came (${(error as Error).message}); ` +
        'it is written when the iteration ends.'
    )
  }
}
