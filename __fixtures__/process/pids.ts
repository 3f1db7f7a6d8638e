import { readFileSync } from 'node:fs'

/**
 * Pids and process groups started by a test, so `afterEach` can kill whatever a failing test
 * left running. Tests learn them from the output of their own scripts (`echo $$ $!`).
 */
export class PidTracker {
  private readonly pids = new Set<number>()

  /** Remembers pids found in a line such as `pids 123 456`; returns them. */
  track(line: string): number[] {
    const found = [...line.matchAll(/\d+/g)].map(match => Number(match[0]))
    for (const pid of found) this.pids.add(pid)
    return found
  }

  /** SIGKILLs every tracked pid and the group it may lead; ignores the ones already gone. */
  killAll(): void {
    for (const pid of this.pids) {
      for (const target of [-pid, pid]) {
        try {
          process.kill(target, 'SIGKILL')
        } catch {
          // already gone
        }
      }
    }
    this.pids.clear()
  }
}

/**
 * True when `pid` no longer runs. A zombie counts as gone: it has exited and waits only for its
 * new parent (often pid 1, which in some containers never reaps) to collect it.
 */
export function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
  return processState(pid) === 'Z'
}

/** Polls `isGone` for at most `withinMs`, since a killed process takes a moment to be torn down. */
export async function waitGone(pid: number, withinMs = 1000): Promise<boolean> {
  const deadline = Date.now() + withinMs
  while (!isGone(pid)) {
    if (Date.now() > deadline) return false
    await new Promise(resolve => setTimeout(resolve, 10))
  }
  return true
}

// Linux only: the state letter from /proc/<pid>/stat (after the parenthesised command name).
function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  } catch {
    return undefined
  }
}
