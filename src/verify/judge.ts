import { readJunit } from './junit.js'
import { failureMarker, readSummary } from './runner-summaries.js'

/** What the verify command did. */
export interface VerifyRun {
  exitCode: number | null
  timedOut: boolean
  output: string
  /** With `verify-report`: the report's text, or not found (`why`: it is there but cannot be read). */
  report?: { found: false; path: string; why?: string } | { found: true; path: string; xml: string }
}

/**
 * The verify gate of SPEC §7: exit code 0 and — with a report — tests > 0 and failures + errors = 0;
 * without one, a recognised summary with ≥ 1 pass and 0 failures ("0 passed" is a failure), or no
 * summary and no failure marker. `rule` says which rule decided, for the log.
 */
export function judgeVerify(run: VerifyRun): { pass: boolean; rule: string } {
  if (run.timedOut) return { pass: false, rule: 'the verify command timed out' }
  if (run.exitCode !== 0) return { pass: false, rule: `exit code ${run.exitCode ?? 'none (killed)'}` }
  if (run.report) {
    if (!run.report.found) {
      const { path, why } = run.report
      return {
        pass: false,
        rule: why ? `verify-report ${path} cannot be read: ${why}` : `verify-report ${path} was not written`
      }
    }
    const totals = readJunit(run.report.xml)
    if (!totals.ok) return { pass: false, rule: `verify-report ${run.report.path}: ${totals.reason}` }
    const bad = totals.failures + totals.errors
    const rule = `JUnit report: ${totals.tests} tests, ${totals.failures} failures, ${totals.errors} errors`
    return { pass: totals.tests > 0 && bad === 0, rule }
  }
  const summary = readSummary(run.output)
  if (summary) {
    const rule = `${summary.runner} summary: ${summary.passed} passed, ${summary.failed} failed`
    return { pass: summary.passed > 0 && summary.failed === 0, rule }
  }
  const marker = failureMarker(run.output)
  if (marker) return { pass: false, rule: `exit code 0 but a failure marker: ${marker.trim().slice(0, 120)}` }
  return { pass: true, rule: 'exit code 0 and no recognised test summary or failure marker' }
}
