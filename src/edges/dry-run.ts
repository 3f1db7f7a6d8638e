import { localStore } from '../checkpoint/store.js'
import type { Config } from '../config/config.js'
import { dryRun } from '../loop/dry-run.js'
import type { Logger } from '../ports/log.js'
import type { ActionsLogger } from './actions-logger.js'
import { realDeps } from './real-deps.js'
import { toolkit } from './runner-protocol.js'
import type { SignalWatch } from './signals.js'

/** A job summary keeps at most 1 MiB a step: a dry run of a huge plan is cut well before. */
const MAX_SUMMARY_CHARS = 200_000

/**
 * `dry-run` (SPEC §11) on the real deps: the text to print. Throws with the start's message when the
 * task source cannot be read, as a real run would stop at its start (aborted, exit code 2).
 */
export async function dryRunText(
  config: Config,
  logger: Logger,
  signals: Pick<SignalWatch, 'signal' | 'hardSignal'>
): Promise<string> {
  const deps = realDeps({ config, logger, store: localStore('none'), signals, startedAt: Date.now() })
  const dry = await dryRun(deps)
  if ('stop' in dry) throw new Error(dry.stop.message)
  return dry.text
}

/** The action's dry run: the text in the log and in the job summary; no output is set, the step passes. */
export async function dryRunInActions(
  config: Config,
  logger: ActionsLogger,
  signals: Pick<SignalWatch, 'signal' | 'hardSignal'>
): Promise<void> {
  const text = await dryRunText(config, logger, signals)
  logger.info(text)
  await logger.flush()
  const core = await toolkit()
  try {
    await core.summary.addRaw(summaryOf(text)).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The text as markdown: a heading, then the text in a fence that none of its lines can close. */
export function summaryOf(text: string): string {
  const cut =
    text.length > MAX_SUMMARY_CHARS
      ? `${text.slice(0, MAX_SUMMARY_CHARS)}\n… (cut: the log has it all)`
      : text
  const longest = Math.max(2, ...(cut.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  return `## Ralph Loop: dry run\n\n${fence}text\n${cut}\n${fence}\n`
}
