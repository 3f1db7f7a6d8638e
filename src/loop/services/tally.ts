import type { Telemetry } from '../../agents/agent-types.js'
import type { IterationRecord } from '../../domain/iteration.js'

/** Figures of this run only (the loop's lifetime totals live in LoopState). */
export class RunTally {
  iterations = 0
  longestMs = 0
  costUsd = 0
  costedIterations = 0
  inputTokens = 0
  outputTokens = 0
  usageReported = false
  sessionId = ''
  /** The agent's last words in the latest iteration, for the job summary of a stuck loop. */
  lastMessage = ''
  completedThisRun = 0
  readonly records: IterationRecord[] = []

  /** Counts what an invocation reported about itself. */
  addUsage(telemetry: Telemetry, durationMs: number, lastWords: string): void {
    this.longestMs = Math.max(this.longestMs, durationMs)
    if (telemetry.sessionId) this.sessionId = telemetry.sessionId
    this.lastMessage = lastWords
    if (telemetry.costUsd !== undefined) {
      this.costUsd += telemetry.costUsd
      this.costedIterations += 1
    }
    if (telemetry.inputTokens !== undefined || telemetry.outputTokens !== undefined) {
      this.usageReported = true
      this.inputTokens += telemetry.inputTokens ?? 0
      this.outputTokens += telemetry.outputTokens ?? 0
    }
  }

  /** Counts a finished iteration. */
  addRecord(record: IterationRecord): void {
    this.iterations += 1
    this.records.push(record)
  }
}
