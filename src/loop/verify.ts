import type { Config } from '../config/config.js'
import type { ProcessRunner } from '../ports/process.js'
import type { Log, Transcript } from '../ports/log.js'
import type { Workspace } from '../ports/workspace.js'
import { describeExit } from '../process/describe.js'
import { judgeVerify, type VerifyRun } from '../verify/judge.js'
import { shellArgv } from '../process/shell.js'

/** The verify gate's verdict (SPEC §7). */
export interface VerifyVerdict {
  pass: boolean
  /** Which rule decided, for the log. */
  rule: string
  /** The last lines of its output, for `{{verify_output}}`. */
  tail: string
}

/** Lines of a failing verify's output that reach the next prompt. */
export const VERIFY_TAIL_LINES = 200

/** Runs `verify-command` under `iteration-timeout` and judges it. */
export async function runVerify(
  deps: {
    config: Config
    runner: ProcessRunner
    log: Log
    transcript: Transcript
    workspace: Workspace
    signal: AbortSignal
  },
  timeoutMs: number
): Promise<VerifyVerdict> {
  const { config, log, transcript } = deps
  const command = config.verifyCommand ?? ''
  if (config.verifyReport) await deps.workspace.remove(config.verifyReport)
  log.info(`Verify gate: running ${command}`)
  transcript.startGroup('Verify output')
  const result = await deps.runner.run({
    argv: shellArgv(command),
    cwd: config.workspace,
    env: config.env,
    timeoutMs,
    signal: deps.signal,
    onOutput: chunk => transcript.write(chunk)
  })
  transcript.endGroup()
  const tail = lastLines(result.tail, VERIFY_TAIL_LINES)
  const reportPath = config.verifyReport
  let report: VerifyRun['report']
  if (reportPath) {
    report = (await deps.workspace.exists(reportPath))
      ? { found: true, path: reportPath, xml: await deps.workspace.readText(reportPath) }
      : { found: false, path: reportPath }
  }
  const { pass, rule } = result.spawnError
    ? { pass: false, rule: describeExit(result) }
    : judgeVerify({
        exitCode: result.exitCode,
        timedOut: result.timedOut,
        output: result.tail,
        ...(report ? { report } : {})
      })
  log.info(`Verify gate: ${pass ? 'pass' : 'fail'} — ${rule}`)
  return { pass, rule, tail }
}

/** The last `count` lines of a text. */
export function lastLines(text: string, count: number): string {
  const lines = text.split('\n')
  return lines.slice(Math.max(0, lines.length - count)).join('\n')
}
