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
 * The verify gate of SPEC §7: exit code 0 and — with a report — a test case that ran (not skipped),
 * failures + errors = 0 and totals that agree with the cases listed; without one, a recognised
 * summary with ≥ 1 pass and 0 failures (nothing ran — "0 passed", only skipped — is a failure), or
 * no summary and no failure marker. `rule` says which rule decided, for the log.
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
    const { tests, ran, failures, errors } = totals
    const rule = `JUnit report: ${tests} tests (${ran} ran), ${failures} failures, ${errors} errors`
    return { pass: ran > 0 && bad === 0, rule }
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
