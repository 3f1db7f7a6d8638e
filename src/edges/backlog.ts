import type { Writable } from 'node:stream'

/**
 * A promise when `stream` holds written data it could not pass on yet (a pipe whose reader is
 * slower than the agent), settling once it drains or can no longer drain (closed, failed);
 * undefined when it keeps up. Files and terminals are written synchronously and never lag.
 */
export function backlogOf(stream: Writable): Promise<void> | undefined {
  if (!stream.writableNeedDrain || stream.destroyed) return undefined
  return new Promise(resolve => {
    const done = () => {
      stream.off('drain', done)
      stream.off('close', done)
      stream.off('error', done)
      resolve()
    }
    stream.on('drain', done)
    stream.on('close', done)
    stream.on('error', done)
  })
}
