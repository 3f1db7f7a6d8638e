import { TaskFileError, type Task } from '../tasks/types.js'
import type { Stop } from './finish.js'
import type { FileSource } from './source.js'
import type { LoopState } from './state.js'
import { currentTask, newlyDone, realRemaining } from './work.js'
import type { After, Before, Finished, TaskCounts, WorkSource } from './work-source.js'

/** A json or markdown task file (or no source at all, in plan mode). */
export class FileWork implements WorkSource {
  readonly tracksTasks = true
  private list: Task[] = []
  // remaining() is asked several times an iteration; on a 10,000-task plan each walk costs.
  private open?: { of: Task[]; ids: string[] }

  constructor(
    private readonly source: FileSource | undefined,
    private readonly verifyCommand: string | undefined
  ) {}

  get hasSource(): boolean {
    return this.source !== undefined
  }

  async start(): Promise<Stop | undefined> {
    if (!this.source) return undefined
    try {
      this.list = await this.source.load()
      return undefined
    } catch (error) {
      if (error instanceof TaskFileError) return { reason: 'error', message: `Task source ${error.message}` }
      throw error
    }
  }

  before(): Promise<Before> {
    return Promise.resolve({ kind: 'run', peek: '' })
  }

  async after(): Promise<After> {
    if (!this.source) return { tasksDone: [], doneCount: 0, sourceError: '' }
    const before = this.list
    try {
      this.list = await this.source.load()
    } catch (error) {
      if (!(error instanceof TaskFileError)) throw error
      return { tasksDone: [], doneCount: 0, sourceError: error.message }
    }
    const tasksDone = newlyDone(before, this.list)
    return { tasksDone, doneCount: tasksDone.length, sourceError: '' }
  }

  finished(): Finished {
    return this.remaining().length === 0 ? 'done' : 'work-left'
  }

  current(state: LoopState) {
    return currentTask(this.list, state, this.verifyCommand)
  }

  remaining(): string[] {
    if (this.open?.of !== this.list) this.open = { of: this.list, ids: realRemaining(this.list) }
    return [...this.open.ids]
  }

  size(): number {
    return this.remaining().length
  }

  tasks(): readonly Task[] {
    return this.list
  }

  counts(): TaskCounts {
    return { total: this.list.length, done: this.list.length - this.remaining().length }
  }

  fingerprint(): Promise<string> {
    return this.source ? this.source.fingerprint() : Promise.resolve('')
  }
}
