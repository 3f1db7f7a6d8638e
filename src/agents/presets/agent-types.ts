import type { ModelAccess } from '../../ports/sandbox.js'
import type { ErrorClass } from '../../domain/iteration.js'
import type { ProcessResult } from '../../ports/process.js'
import type { StreamLine } from './stream-line.js'

/** What one agent invocation reported about itself, from its own machine-readable output. */
export interface Telemetry {
  /** The agent's own final words (used for the plan-mode promise and the summary). */
  finalMessage: string
  errorClass: ErrorClass
  /** A readable reason when `errorClass` is not `none`. */
  errorMessage?: string
  costUsd?: number
  inputTokens?: number
  outputTokens?: number
  /** Cached input tokens, a part of `inputTokens` (priced apart by `token-prices`). */
  cachedTokens?: number
  /** Tokens in the context at the last turn, and the model's window, when reported. */
  contextFill?: number
  contextWindow?: number
  sessionId?: string
  /** Epoch ms at which a rate limit resets, when the output says. */
  resetAt?: number
  /** A `work_remaining` array the agent printed (command agents without a task source). */
  workRemaining?: string[]
}

/** The argv (and stdin) of one invocation. */
export interface Invocation {
  argv: string[]
  /** Prompt text for stdin; undefined closes stdin at once. */
  stdin?: string
}

/** Reads one invocation's output line by line as it arrives, then sums it up. */
export interface OutputParser {
  onLine(line: StreamLine): void
  /** A reason to stop the agent at once (e.g. it is retrying a rejected API key for minutes), once seen. */
  fatal?(): string | undefined
  finish(result: ProcessResult): Telemetry
}

/**
 * Turns an agent's machine-readable stream into the transcript a person reads in the log (SPEC §4):
 * one line per event — its messages, each tool call with its target, a tool's result in a few words.
 * Every line it returns is one line (no line break, no control character), already bounded.
 */
export interface Narrator {
  /** The lines for one stdout line of the stream; none for a record no person needs to see. */
  lines(line: StreamLine): string[]
  /** The lines for what the stream left at its end (a CLI that prints one document when it is done). */
  end(): string[]
}

/** What reads one invocation's stream: the parser for the telemetry, the narrator for the log. */
export interface StreamReaders {
  readonly parser: OutputParser
  /** None for `command`, whose output is shown as it is. */
  readonly narrator?: Narrator
}

/** An agent CLI: how to call it and how to read what it says. */
export interface AgentPreset {
  readonly name: string
  /**
   * `onStdin`: the prompt is too long for argv and must be sent on stdin. `budgetUsd`: what is left of
   * `max-cost-usd`, for an agent that can stop itself there (claude's `--max-budget-usd`).
   */
  invocation(prompt: string, onStdin: boolean, budgetUsd?: number): Invocation
  /**
   * The readers of one invocation's stream, which read each line once between them. `prompt` lets a
   * parser ignore lines that merely echo the prompt; the narrator shows paths under `cwd` (the
   * workspace) relative to it.
   */
  createReaders(prompt: string, cwd: string): StreamReaders
  /** Shown when the binary is missing. */
  readonly installHint: string
  /**
   * The longest stdout line the parser needs whole (default 16 MiB, for JSON records that carry
   * file contents); longer lines are cut. A parser that only looks for short markers asks for less,
   * so output without newlines costs little memory.
   */
  readonly maxLineBytes?: number
  /** How the CLI reaches its model, for the sandbox's credential proxy (SPEC §4a); none for `command`. */
  readonly access?: ModelAccess
  /**
   * The CLI prints its machine-readable stream whenever it runs (every preset): a run of it that
   * exits 0 with no output at all did nothing (SPEC §4a's traps). A `command` agent may work silently.
   */
  readonly alwaysPrints?: boolean
}

/** Prompts above this size go on stdin instead of argv (SPEC §4). */
export const ARGV_PROMPT_LIMIT = 64 * 1024
