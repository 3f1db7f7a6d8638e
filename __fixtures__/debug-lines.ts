const DEBUG = '::debug::'
const PATCHED = Symbol.for('ralph.dropDebugLines')

/**
 * Removes the lines of `chunk` that start with `::debug::` and keeps every other character as it was.
 * `atLineStart` says whether the output before `chunk` ended a line: when it did not, the first line of
 * `chunk` is the rest of a line already written, never a debug command of its own.
 */
export function withoutDebugLines(chunk: string, atLineStart = true): string {
  if (!chunk.includes(DEBUG)) return chunk
  return chunk
    .split(/(?<=\n)/)
    .filter((line, i) => !(line.startsWith(DEBUG) && (i > 0 || atLineStart)))
    .join('')
}

/**
 * Makes `stream` drop the `::debug::` lines written to it: @actions/core writes one for every debug()
 * call of @actions/cache straight to process.stdout, hundreds per run of the in-process cache tests.
 * A runner hides them; a terminal does not. Every other line, and every Buffer, passes untouched.
 * Idempotent: a second call on the same stream changes nothing.
 */
export function dropDebugLines(stream: NodeJS.WriteStream): void {
  const marked = stream as NodeJS.WriteStream & { [PATCHED]?: true }
  if (marked[PATCHED]) return
  marked[PATCHED] = true
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean
  let atLineStart = true
  stream.write = (chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'string' || chunk === '') return write(chunk, ...rest)
    const kept = withoutDebugLines(chunk, atLineStart)
    atLineStart = chunk.endsWith('\n')
    if (kept !== '') return write(kept, ...rest)
    // Nothing left to write: still honour the callback, as a real write would.
    const callback = rest.find(arg => typeof arg === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return true
  }
}
