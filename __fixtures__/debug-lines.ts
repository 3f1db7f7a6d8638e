/**
 * How the lines @actions/cache and @actions/core write to stdout start: debug lines, masks, the tar
 * commands, upload progress, hits and misses, and the warnings of the cache faults the tests cause on
 * purpose. Expected in every run of the in-process cache tests, so they are not shown.
 */
const CHATTER = [
  '::debug::',
  '::add-mask::',
  '[command]',
  'Cache ',
  'Sent ',
  'Received ',
  'Attempt ',
  'Failed to save: ',
  '::warning::Failed to '
]
const PATCHED = Symbol.for('ralph.dropDebugLines')

/**
 * Removes the lines of `chunk` that start like the cache's chatter and keeps every other character as it
 * was. `atLineStart` says whether the output before `chunk` ended a line: when it did not, the first line
 * of `chunk` is the rest of a line already written, never a line of its own.
 */
export function withoutDebugLines(chunk: string, atLineStart = true): string {
  if (!CHATTER.some(start => chunk.includes(start))) return chunk
  return chunk
    .split(/(?<=\n)/)
    .filter((line, i) => !(CHATTER.some(start => line.startsWith(start)) && (i > 0 || atLineStart)))
    .join('')
}

/**
 * Makes `stream` drop the cache's chatter written to it (`CHATTER`): @actions/core writes a line for every
 * debug() call of @actions/cache straight to process.stdout, hundreds per run of the in-process cache
 * tests. `RALPH_TEST_VERBOSE=1` shows them. Every other line, and every Buffer, passes untouched.
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
