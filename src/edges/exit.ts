/**
 * Exits once everything written to stdout and stderr has been flushed: a pipe to a slow reader (the
 * runner, `| tee`) buffers writes, and a bare process.exit() would cut the end of the log.
 */
export function exitAfterFlush(code?: number): void {
  let pending = 2
  const done = () => {
    pending -= 1
    // process.exit(undefined) exits 0 on Node 20, dropping an exitCode set by core.setFailed.
    if (pending === 0) process.exit(code ?? process.exitCode)
  }
  process.stdout.write('', done)
  process.stderr.write('', done)
}
