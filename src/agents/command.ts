import type { ProcessResult } from '../ports/process.js'
import type { AgentPreset, OutputParser, Telemetry } from './presets/agent-types.js'
import type { StreamLine } from './presets/stream-line.js'
import type { ErrorClass } from '../domain/iteration.js'
import { promptLines } from './promise.js'
import { workRemainingOf } from './work-remaining.js'
import { describeExit } from '../process/describe.js'
import { shellArgv } from '../process/shell.js'

/** How much of a command agent's output counts as its own final words (SPEC §7). */
const FINAL_BYTES = 2048
/** The parser reads only `work_remaining` JSON lines (a long list of ids fits in well under this). */
const MARKER_LINE_BYTES = 1024 * 1024

/** The `command` agent: any shell command, the prompt on stdin and in `$RALPH_PROMPT_FILE`. */
export function commandAgent(command: string): AgentPreset {
  return {
    name: 'command',
    installHint: 'check the agent-command input',
    maxLineBytes: MARKER_LINE_BYTES,
    invocation: prompt => ({ argv: shellArgv(command), stdin: prompt }),
    createReaders: prompt => ({ parser: new CommandParser(prompt) })
  }
}

class CommandParser implements OutputParser {
  private workRemaining: string[] | undefined
  private readonly promptLines: Set<string>

  constructor(prompt: string) {
    this.promptLines = new Set(promptLines(prompt))
  }

  onLine(line: StreamLine): void {
    this.workRemaining = workRemainingOf(line.text) ?? this.workRemaining
  }

  finish(result: ProcessResult): Telemetry {
    const errorClass: ErrorClass = result.timedOut ? 'timeout' : result.exitCode === 0 ? 'none' : 'crashed'
    return {
      finalMessage: this.ownWords(result.tail),
      errorClass,
      ...(errorClass === 'none' ? {} : { errorMessage: describeExit(result) }),
      ...(this.workRemaining ? { workRemaining: this.workRemaining } : {})
    }
  }

  /** The last 2 KB of output without the lines that merely repeat the prompt (an echoed promise is not the agent's). */
  private ownWords(tail: string): string {
    const own = tail
      .split('\n')
      .filter(line => !this.promptLines.has(line.trim()))
      .join('\n')
    return own.length > FINAL_BYTES ? own.slice(own.length - FINAL_BYTES) : own
  }
}
