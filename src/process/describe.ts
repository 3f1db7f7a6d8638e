import type { ProcessResult } from '../ports/process.js'

/** One line saying how a process ended, for logs and prompts. */
export function describeExit(result: ProcessResult): string {
  if (result.spawnError) return result.spawnError
  if (result.timedOut) return `timed out after ${Math.round(result.durationMs / 1000)} s`
  if (result.signal) return `killed by ${result.signal}`
  return `exited with code ${result.exitCode ?? 'unknown'}`
}
