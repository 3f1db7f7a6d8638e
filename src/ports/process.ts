import type { ModelAccess } from './sandbox.js'

/** What to run and how (SPEC §4): the agent, hooks, task commands and the verify gate all go through this. */
export interface ProcessSpec {
  /** Executable and arguments; for shell text use `['bash', '-c', text]`. */
  argv: string[]
  cwd: string
  /** Full environment of the child (not merged with process.env by the runner). */
  env: Record<string, string | undefined>
  /**
   * Run with `HOME` and `XDG_CONFIG_HOME` in a new empty private folder, removed after (SPEC §7): the
   * verify command and the reviewer never read the agent's home.
   */
  freshHome?: boolean
  /**
   * Run inside the run's sandbox when it is on (SPEC §4a), with a private home and temp folder; `access`:
   * how the agent CLI that runs reaches its model (none for the command agent and the verify command).
   */
  sandbox?: { access?: ModelAccess }
  /** Written to stdin then closed; when undefined stdin is closed at once. */
  stdin?: string
  /** Kill the group after this long (SIGTERM, then SIGKILL after `killGraceMs`). 0 or undefined = no timeout. */
  timeoutMs?: number
  /** Grace between SIGTERM/SIGINT and SIGKILL; default 2000 ms. */
  killGraceMs?: number
  /** Aborting interrupts the group: SIGINT, then SIGKILL after `interruptGraceMs` (default 2000). */
  signal?: AbortSignal
  interruptGraceMs?: number
  /** Aborting kills the group with SIGKILL at once and stops waiting for output (a second Ctrl+C). */
  hardSignal?: AbortSignal
  /** Live output (stdout and stderr interleaved as they arrive), decoded as UTF-8. */
  onOutput?: (chunk: string, stream: 'stdout' | 'stderr') => void
  /** Live output as the bytes read, undecoded (git's file names need not be UTF-8). */
  onBytes?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void
  /** Complete stdout lines (without the newline), as they arrive; a line longer than `maxLineBytes` is cut. */
  onLine?: (line: string) => void
  /** Default 16 MiB. */
  maxLineBytes?: number
  /**
   * Asked after each chunk is delivered: a promise means the consumer is behind (a slow log), and
   * the child's output is not read until it settles — the child then blocks on a full pipe instead
   * of the loop buffering its output in memory.
   */
  backlog?: () => Promise<void> | undefined
  /** How much of the combined output to keep in memory; default 64 KiB. */
  tailBytes?: number
}

/** A finished process run, the same shape for success and failure. */
export interface ProcessResult {
  /** Exit code of the main process, or null when it ended by a signal or never started. */
  exitCode: number | null
  /** Signal name that ended the main process, if any. */
  signal: string | null
  durationMs: number
  /** True when `timeoutMs` elapsed and the group was killed. */
  timedOut: boolean
  /** True when the run was interrupted through `signal`. */
  interrupted: boolean
  /** The last `tailBytes` of combined output. */
  tail: string
  /** Total bytes of output seen. */
  outputBytes: number
  /** Set when the process could not be started (e.g. ENOENT): a readable message. */
  spawnError?: string
  /** The error code of a spawn failure, e.g. 'ENOENT'. */
  spawnErrorCode?: string
}

/** Runs one process in its own process group and always resolves (never rejects). */
export interface ProcessRunner {
  run(spec: ProcessSpec): Promise<ProcessResult>
}
