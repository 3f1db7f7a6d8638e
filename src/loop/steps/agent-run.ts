import type { AgentPreset, Telemetry } from '../../agents/presets/agent-types.js'
import { ARGV_PROMPT_LIMIT } from '../../agents/presets/agent-types.js'
import type { ProcessResult } from '../../ports/process.js'
import { redactor } from '../../domain/redact.js'
import type { LoopDeps } from '../loop-deps.js'
import { AgentStream } from './agent-stream.js'
import { withSilentRun } from '../rules/silent-run.js'
import { withTokenCost } from '../rules/token-cost.js'

/** One agent invocation's process result and what its output said. */
export interface AgentRun {
  result: ProcessResult
  telemetry: Telemetry
}

/** Everything one invocation needs besides the config. */
export interface AgentCall {
  prompt: string
  promptFile: string
  iteration: number
  taskId: string
  stateDir: string
  timeoutMs: number
  /** What is left of `max-cost-usd` this run, when it is set. */
  budgetUsd?: number
  /** More variables for this invocation (a reviewer's `RALPH_DIFF_FILE`). */
  env?: Record<string, string>
  /** A home of its own, never the agent's (the reviewer: SPEC §7). */
  freshHome?: boolean
  /** Where the raw stream is kept, relative to the workspace (`state-dir/iteration_{n}.jsonl`, SPEC §4). */
  streamFile?: string
}

/** Runs the agent once in its own process group, streaming its output to the log (SPEC §4). */
export async function runAgent(
  deps: Pick<LoopDeps, 'config' | 'runner' | 'transcript' | 'log' | 'signal' | 'hardSignal' | 'workspace'>,
  agent: AgentPreset,
  call: AgentCall
): Promise<AgentRun> {
  const { config, transcript } = deps
  // Very long prompts would hit the OS argv limit: they go on stdin instead.
  const onStdin = Buffer.byteLength(call.prompt) > ARGV_PROMPT_LIMIT
  const { argv, stdin } = agent.invocation(call.prompt, onStdin, call.budgetUsd)
  const { parser, narrator } = agent.createReaders(call.prompt, config.workspace)
  // The presets' streams show as a transcript, the raw stream kept in a file; a command's output as it is.
  const stream = new AgentStream(
    transcript,
    narrator,
    redactor(config.secrets),
    call.streamFile
      ? { workspace: deps.workspace, path: call.streamFile, warn: message => deps.log.warning(message) }
      : undefined
  )
  await stream.begin()
  // A parser that sees a fatal sign (a rejected key being retried) stops the agent at once.
  const fatal = new AbortController()
  const result = await deps.runner.run({
    argv,
    cwd: config.workspace,
    env: {
      ...config.env,
      RALPH_ITERATION: String(call.iteration),
      RALPH_TASK_ID: call.taskId,
      RALPH_AGENT_ID: config.agentId,
      RALPH_STATE_DIR: call.stateDir,
      RALPH_PROMPT_FILE: call.promptFile,
      ...call.env
    },
    ...(call.freshHome && { freshHome: true }),
    sandbox: agent.access ? { access: agent.access } : {},
    ...(stdin === undefined ? {} : { stdin }),
    timeoutMs: call.timeoutMs,
    signal: deps.signal,
    hardSignal: AbortSignal.any([deps.hardSignal, fatal.signal]),
    onOutput: (chunk, from) => stream.output(chunk, from),
    ...(transcript.backlog && { backlog: () => transcript.backlog?.() }),
    ...(agent.maxLineBytes && { maxLineBytes: agent.maxLineBytes }),
    // Each line is read once, masked, for both; the parser first: a fatal sign stops the agent before
    // the line is kept and shown.
    onLine: text => {
      const line = stream.read(text)
      parser.onLine(line)
      if (!fatal.signal.aborted && parser.fatal?.()) fatal.abort()
      stream.line(line)
    }
  })
  stream.end()
  await stream.save()
  const telemetry = agent.alwaysPrints ? withSilentRun(parser.finish(result), result) : parser.finish(result)
  return { result, telemetry: withTokenCost(telemetry, deps.config.tokenPrices) }
}
