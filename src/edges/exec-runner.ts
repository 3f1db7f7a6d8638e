import type { ProcessResult, ProcessRunner, ProcessSpec } from '../ports/process.js'

/**
 * A process runner over the toolkit's @actions/exec (ADR 0006), for the post step: its git commands
 * need no process group, no leash on a signal and no bounded tail, the things @actions/exec lacks
 * and the loop's own runner (src/process/runner.ts) has. `timeoutMs` and the signals are not
 * supported: git's own network limits bound a push (see `GIT_HTTP_LOW_SPEED_*` in run-post).
 */
export function execRunner(): ProcessRunner {
  return {
    async run(spec: ProcessSpec): Promise<ProcessResult> {
      const { getExecOutput } = await import('@actions/exec')
      const [file = '', ...args] = spec.argv
      const started = Date.now()
      const listener = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
        spec.onBytes?.(chunk, stream)
        spec.onOutput?.(chunk.toString('utf8'), stream)
      }
      try {
        const result = await getExecOutput(file, args, {
          cwd: spec.cwd,
          env: Object.fromEntries(
            Object.entries(spec.env).filter((entry): entry is [string, string] => entry[1] !== undefined)
          ),
          ...(spec.stdin !== undefined && { input: Buffer.from(spec.stdin) }),
          silent: true,
          ignoreReturnCode: true,
          listeners: { stdout: listener('stdout'), stderr: listener('stderr') }
        })
        const tail = (result.stdout + result.stderr).slice(-(spec.tailBytes ?? 64 * 1024))
        return {
          exitCode: result.exitCode,
          signal: null,
          durationMs: Date.now() - started,
          timedOut: false,
          interrupted: false,
          tail: spec.tailBytes === 0 ? '' : tail,
          outputBytes: Buffer.byteLength(result.stdout) + Buffer.byteLength(result.stderr)
        }
      } catch (error) {
        // @actions/exec rejects when the command cannot be started (not on PATH, say).
        return {
          exitCode: null,
          signal: null,
          durationMs: Date.now() - started,
          timedOut: false,
          interrupted: false,
          tail: '',
          outputBytes: 0,
          spawnError: `cannot start "${file}": ${error instanceof Error ? error.message : String(error)}`,
          spawnErrorCode: 'ENOENT'
        }
      }
    }
  }
}
