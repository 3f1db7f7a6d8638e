import { appendFileSync, readFileSync } from 'node:fs'
import packageJson from '../../package.json' with { type: 'json' }
import { aggregateReports, renderAggregate } from '../report/aggregate.js'
import type { Report } from '../report/report.js'
import type { Logger } from '../ports/log.js'
import { localStore } from '../checkpoint/store.js'
import { ConfigError } from '../config/config-error.js'
import { expectedShards } from '../config/read-run.js'
import { helpText, parseFlags } from '../config/flags.js'
import { fencedEnv } from '../config/environment.js'
import { readConfig } from '../config/read-config.js'
import { redactor } from '../domain/redact.js'
import type { LoopResult } from '../domain/result.js'
import { runLoop } from '../loop/run-loop.js'
import { configFiles } from './config-files.js'
import { dryRunText } from './dry-run.js'
import { recordFence } from '../system/git/fence-record.js'
import { realDeps } from './real-deps.js'
import { abortedBeforeStart, outputsOf } from './outputs.js'
import { watchSignals } from './signals.js'
import { terminalLogger } from './terminal-logger.js'

/** The local CLI: flags → the same Config and loop; the process exit code is the loop's `exit-code`. */
export async function runCli(argv: string[]): Promise<number> {
  const startedAt = Date.now()
  const logger = terminalLogger({ debug: Boolean(process.env.RALPH_DEBUG) })
  let parsed
  try {
    parsed = parseFlags(argv)
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error))
    logger.info('Run ralph-loop --help for the flags.')
    return 2
  }
  if (parsed.command === 'help') {
    logger.info(helpText())
    return 0
  }
  if (parsed.command === 'aggregate') return aggregate(parsed.positionals, logger)
  if (parsed.command === 'version') {
    logger.info(`ralph-loop ${packageJson.version}`)
    return 0
  }
  const signals = watchSignals()
  signals.onFirst(({ name }) => logger.info(`Received ${name}: stopping the agent and saving state.`))
  let result: LoopResult
  // Until the config is read no secret is known; the outputs then are abortedBeforeStart's fixed words.
  let redact = redactor([])
  try {
    // The CLI works in the current directory even when run inside a workflow step.
    const { GITHUB_WORKSPACE: _workspace, GITHUB_ACTIONS: _actions, ...configEnv } = process.env
    const { config, warnings } = readConfig({
      getInput: name => parsed.inputs[name] ?? '',
      env: configEnv,
      ...configFiles,
      cwd: process.cwd()
    })
    config.env = fencedEnv(process.env)
    redact = redactor(config.secrets)
    for (const warning of warnings) logger.warning(warning)
    if (config.dryRun) {
      logger.info(await dryRunText(config, logger, signals))
      return 0
    }
    const store = localStore(config.checkpoint === 'none' ? 'none' : 'file')
    const fence = await recordFence(config.workspace, config.env, { baseEnv: config.env, timeoutMs: 10_000 })
    const deps = realDeps({ config, logger, store, signals, startedAt, fence })
    result = await runLoop(deps)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    logger.error(message, error instanceof ConfigError ? 'Invalid input' : 'Ralph Loop aborted')
    result = abortedBeforeStart(message)
  }
  const outputs = outputsOf(result, redact)
  // SPEC §7: locally the person is right here; the next run takes the answer as a flag.
  if (result.question) {
    logger.info(
      `The agent asks:\n\n${result.question}\n\nAnswer it: run again with the same flags and --answer "<your answer>".`
    )
  }
  logger.info(
    [
      'status',
      'halt-reason',
      'exit-code',
      'iterations',
      'tasks-done',
      'tasks-total',
      'work-remaining',
      'stuck-task'
    ]
      .map(name => `${name}=${outputs[name as keyof typeof outputs]}`)
      .join(' ')
  )
  return result.exitCode
}

/** `ralph-loop aggregate <report.json>...`: one summary of a matrix of shards; exits with the worst exit code. */
function aggregate(paths: string[], logger: Logger): number {
  if (paths.length === 0) {
    logger.error(
      'aggregate needs the report.json files of the shards, e.g. ralph-loop aggregate reports/*/report.json'
    )
    return 2
  }
  const reports: Report[] = []
  for (const file of paths) {
    try {
      reports.push(JSON.parse(readFileSync(file, 'utf8')) as Report)
    } catch (error) {
      logger.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
      return 2
    }
  }
  const merged = aggregateReports(reports, expectedShards(process.env))
  const markdown = renderAggregate(merged)
  logger.info(markdown)
  // In a workflow step the merged summary also goes to the job summary.
  const summaryFile = process.env.GITHUB_STEP_SUMMARY
  if (summaryFile) appendFileSync(summaryFile, markdown)
  logger.info(
    JSON.stringify({ status: merged.status, tasks_done: merged.tasksDone, tasks_total: merged.tasksTotal })
  )
  return merged.exitCode
}
