import type { Telemetry } from '../../agents/presets/agent-types.js'
import type { ProcessResult } from '../../ports/process.js'

/** Why a run that exited 0 and printed nothing failed: its likely cause, for the summary and the log. */
export const SILENT_RUN =
  'the agent exited 0 without printing anything: in a sandbox this is often a missing temp folder or home (TMPDIR, HOME); with sandbox: off it is often a wrapper script that swallows the output'

/**
 * SPEC §4a, the known traps: a preset's CLI prints its stream whenever it runs, so a run of it that
 * exits 0 with no output at all did nothing anyone can follow: a `no_result` with the likely cause,
 * never a success — whatever its parser made of nothing. A run that printed anything, failed, or
 * was stopped keeps its own reading; a `command` agent (a shell script may work silently) keeps its
 * own too (agent-run.ts asks `alwaysPrints`). Pure.
 */
export function withSilentRun(telemetry: Telemetry, result: ProcessResult): Telemetry {
  const silent =
    result.exitCode === 0 &&
    result.outputBytes === 0 &&
    !result.timedOut &&
    !result.interrupted &&
    result.spawnError === undefined
  return silent ? { ...telemetry, errorClass: 'no_result', errorMessage: SILENT_RUN } : telemetry
}
