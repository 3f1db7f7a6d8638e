import type { ProcessResult, ProcessRunner, ProcessSpec } from '../../src/ports/process.js'

/** What a scripted process does: its output and how it ends. */
export interface Script {
  /** Printed on stdout (delivered to `onOutput`, `onBytes` and, line by line, to `onLine`). */
  stdout?: string
  stderr?: string
  /** Default 0, or null when it ended by `signal`. */
  exitCode?: number | null
  signal?: string | null
  timedOut?: boolean
  /** The process could not be started: `ENOENT`, `EACCES`… */
  spawnErrorCode?: string
}

/** Decides what one run does; may change the world first (edit a task file), or wait (a slow agent). */
export type Handler = (spec: ProcessSpec, call: number) => Script | undefined | Promise<Script | undefined>

/** The shell text of a `bash -c` run, or the argv joined with spaces. */
export function commandOf(spec: ProcessSpec): string {
  return spec.argv[0] === 'bash' && spec.argv[1] === '-c' ? (spec.argv[2] ?? '') : spec.argv.join(' ')
}

/**
 * A process runner for unit tests: nothing is started. Every run is recorded in `calls` and answered
 * by the handler (by default: exit 0, no output). A run whose `signal` is already aborted is an
 * interrupted run, as with the real runner.
 */
export class ScriptedRunner implements ProcessRunner {
  readonly calls: ProcessSpec[] = []

  constructor(private readonly handler: Handler = () => undefined) {}

  /** The runs whose command (shell text or argv) satisfies `match`. */
  runsOf(match: string | RegExp): ProcessSpec[] {
    return this.calls.filter(spec =>
      typeof match === 'string' ? commandOf(spec) === match : match.test(commandOf(spec))
    )
  }

  /** The `RALPH_EVENT` of every hook run, in order. */
  get hookEvents(): string[] {
    return this.calls.flatMap(spec => (spec.env.RALPH_EVENT ? [spec.env.RALPH_EVENT] : []))
  }

  async run(spec: ProcessSpec): Promise<ProcessResult> {
    this.calls.push(spec)
    if (spec.signal?.aborted) return result({ exitCode: null }, { interrupted: true })
    const script = (await this.handler(spec, this.calls.length)) ?? {}
    if (script.spawnErrorCode) {
      return result(
        { exitCode: null },
        {
          spawnErrorCode: script.spawnErrorCode,
          spawnError: `cannot start "${spec.argv[0] ?? ''}": scripted ${script.spawnErrorCode}`
        }
      )
    }
    const stdout = script.stdout ?? ''
    const stderr = script.stderr ?? ''
    if (stdout) spec.onOutput?.(stdout, 'stdout')
    if (stderr) spec.onOutput?.(stderr, 'stderr')
    if (stdout) spec.onBytes?.(Buffer.from(stdout), 'stdout')
    if (stderr) spec.onBytes?.(Buffer.from(stderr), 'stderr')
    if (spec.onLine) for (const line of stdout.split('\n').filter(l => l !== '')) spec.onLine(line)
    const tailBytes = spec.tailBytes ?? 64 * 1024
    const tail = tailBytes === 0 ? '' : (stdout + stderr).slice(-tailBytes)
    return result(script, {
      tail,
      outputBytes: Buffer.byteLength(stdout + stderr),
      interrupted: spec.signal?.aborted ?? false
    })
  }
}

function result(script: Script, extra: Partial<ProcessResult>): ProcessResult {
  return {
    exitCode: script.exitCode === undefined ? 0 : script.exitCode,
    signal: script.signal ?? null,
    durationMs: 0,
    timedOut: script.timedOut ?? false,
    interrupted: false,
    tail: '',
    outputBytes: 0,
    ...extra
  }
}
