import type { LeftSoFar, Progress } from '../../src/ports/progress.js'

/** Progress for unit tests: every record the loop made, in order. */
export class RecordingProgress implements Progress {
  readonly records: LeftSoFar[] = []

  left(now: LeftSoFar): Promise<void> {
    this.records.push({ ...now })
    return Promise.resolve()
  }
}
