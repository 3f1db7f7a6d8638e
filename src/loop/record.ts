import type { Telemetry } from '../agents/types.js'
import type { IterationRecord } from '../domain/iteration.js'

/** A fresh record of an iteration that just ran; the loop fills in its outcome afterwards. */
export function newRecord(input: {
  n: number
  task: string
  attempt: number
  startedAt: number
  durationMs: number
  treeChanged: boolean
  telemetry: Telemetry
  result: { exitCode: number | null }
}): IterationRecord {
  const { telemetry } = input
  return {
    n: input.n,
    task: input.task,
    attempt: input.attempt,
    outcome: 'failed',
    started_at: new Date(input.startedAt).toISOString(),
    duration_ms: input.durationMs,
    exit_code: input.result.exitCode,
    error_class: telemetry.errorClass,
    tasks_done: [],
    work_remaining: 0,
    tree_changed: input.treeChanged,
    ...(telemetry.errorMessage ? { error: telemetry.errorMessage } : {}),
    ...(telemetry.costUsd !== undefined ? { cost_usd: telemetry.costUsd } : {}),
    ...(telemetry.inputTokens !== undefined ? { input_tokens: telemetry.inputTokens } : {}),
    ...(telemetry.outputTokens !== undefined ? { output_tokens: telemetry.outputTokens } : {}),
    ...(telemetry.contextFill !== undefined ? { context_fill: telemetry.contextFill } : {})
  }
}
