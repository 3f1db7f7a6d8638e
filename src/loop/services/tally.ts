import type { Telemetry } from '../../agents/presets/agent-types.js'
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
  /** The commit each task of this run was done in, for the "done" comment (SPEC §3). */
  readonly doneIn = new Map<string, string>()
  /** The review gate's part of the figures above (SPEC §7: counted in them, and shown apart). */
  readonly review = { runs: 0, rejected: 0, costUsd: 0, inputTokens: 0, outputTokens: 0 }
  /** Hosts the sandbox refused in this run (SPEC §4a), in the order first seen. */
  private readonly blocked = new Set<string>()

  /** Adds `hosts` to the hosts the sandbox refused in this run, and gives them all. */
  blockedHosts(hosts: readonly string[] = []): string[] {
    for (const host of hosts) this.blocked.add(host)
    return [...this.blocked]
  }

  /** Whether the current iteration has counted in `costedIterations` yet. */
  private iterationCosted = false

  /** Counts what an invocation reported about itself. */
  addUsage(telemetry: Telemetry, durationMs: number, lastWords: string): void {
    this.longestMs = Math.max(this.longestMs, durationMs)
    if (telemetry.sessionId) this.sessionId = telemetry.sessionId
    this.lastMessage = lastWords
    this.iterationCosted = telemetry.costUsd !== undefined
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

  /**
   * Counts a reviewer's invocation: its cost and tokens count toward the run's (and so its budgets), and
   * are kept apart as well. Its cost joins the current iteration's: an iteration whose agent reports no
   * cost but whose reviewer does is a costed one, so that `max-cost-usd` sees it.
   */
  addReview(telemetry: Telemetry, approved: boolean): void {
    this.review.runs += 1
    if (!approved) this.review.rejected += 1
    if (telemetry.costUsd !== undefined) {
      if (!this.iterationCosted) this.costedIterations += 1
      this.iterationCosted = true
      this.costUsd += telemetry.costUsd
      this.review.costUsd += telemetry.costUsd
    }
    if (telemetry.inputTokens !== undefined || telemetry.outputTokens !== undefined) {
      this.usageReported = true
      this.inputTokens += telemetry.inputTokens ?? 0
      this.outputTokens += telemetry.outputTokens ?? 0
      this.review.inputTokens += telemetry.inputTokens ?? 0
      this.review.outputTokens += telemetry.outputTokens ?? 0
    }
  }

  /** Counts a finished iteration. */
  addRecord(record: IterationRecord): void {
    this.iterations += 1
    this.records.push(record)
  }
}
