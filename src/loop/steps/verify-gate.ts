import type { Workspace } from '../../ports/workspace.js'
import { describeExit } from '../../process/describe.js'
import { judgeVerify, type VerifyRun } from '../../verify/judge.js'
import { obeying } from '../../process/leash.js'
import { shellArgv } from '../../process/shell.js'
import type { LoopDeps } from '../loop-deps.js'

/** The verify gate's verdict (SPEC §7). */
export interface VerifyVerdict {
  pass: boolean
  /** Which rule decided, for the log. */
  rule: string
  /** The last lines of its output, for `{{verify_output}}`. */
  tail: string
}

/** Lines of a failing verify's output that reach the next prompt. */
const VERIFY_TAIL_LINES = 200

/** Runs `verify-command` under `iteration-timeout` and judges it. */
export async function runVerify(
  deps: Pick<LoopDeps, 'config' | 'runner' | 'log' | 'transcript' | 'workspace' | 'signal' | 'hardSignal'>,
  timeoutMs: number
): Promise<VerifyVerdict> {
  const { config, log, transcript } = deps
  const command = config.verifyCommand ?? ''
  if (config.verifyReport) {
    // A stale report must not pass; one that cannot be deleted (a directory, say) is judged unreadable.
    await deps.workspace.remove(config.verifyReport).catch((error: unknown) => {
      const why = error instanceof Error ? error.message : String(error)
      deps.log.warning(
        `Could not delete the old verify-report ${config.verifyReport ?? ''}: ${why}`,
        'Verify gate'
      )
    })
  }
  log.info(`Verify gate: running ${command}`)
  transcript.startGroup('Verify output')
  const result = await deps.runner.run({
    argv: shellArgv(command),
    // It runs the agent's code (SPEC §4a).
    sandbox: {},
    cwd: config.workspace,
    env: config.env,
    // Its own home: a ~/.npmrc the agent wrote must not change how the tests run (SPEC §7).
    freshHome: true,
    ...obeying(deps, timeoutMs),
    onOutput: chunk => transcript.write(chunk)
  })
  transcript.endGroup()
  const tail = result.tail.split('\n').slice(-VERIFY_TAIL_LINES).join('\n')
  const report = config.verifyReport ? await readReport(deps.workspace, config.verifyReport) : undefined
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

/** The JUnit report the verify command wrote: its text, or why there is none to judge. */
export async function readReport(workspace: Workspace, path: string): Promise<VerifyRun['report']> {
  try {
    return { found: true, path, xml: await workspace.readText(path) }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { found: false, path }
    return { found: false, path, why: error instanceof Error ? error.message : String(error) }
  }
}
