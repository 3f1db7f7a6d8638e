import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'

/** A process that carries a trial's mark. */
export interface Marked {
  pid: number
  command: string
}

/**
 * A mark in the environment of a run: every process the run starts (agent, verify command, hooks, the
 * task CLI, git and the hooks git runs) inherits it, whatever its command line says or becomes (a
 * `bash -c` that execs its last command, a git hook run by a relative path). What still carries the
 * mark once the run has exited was left behind by it.
 */
export class TrialMark {
  /** The variable to add to the run's environment. */
  readonly env: Record<string, string>
  private readonly entry: string

  constructor() {
    const value = randomUUID()
    this.env = { RALPH_TRIAL_MARK: value }
    this.entry = `RALPH_TRIAL_MARK=${value}`
  }

  /** The marked processes alive now, but `except` (the run itself). A zombie has no environment left. */
  alive(except?: number): Marked[] {
    return environments()
      .filter(p => p.pid !== except && p.environment.includes(this.entry))
      .map(({ pid, command }) => ({ pid, command }))
  }

  /** Polls for at most `ms` until no marked process is left (a killed group takes a moment); what is left. */
  async gone(ms: number): Promise<Marked[]> {
    const until = Date.now() + ms
    for (;;) {
      const left = this.alive()
      if (left.length === 0 || Date.now() >= until) return left
      await new Promise(resolve => setTimeout(resolve, 20))
    }
  }

  /** SIGKILLs every marked process: what the runner does to the processes a SIGKILLed step left. */
  kill(): void {
    for (const { pid } of this.alive()) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // gone already
      }
    }
  }
}

/** Every process's environment entries and command line: from /proc on Linux, else from `ps eww`. */
function environments(): (Marked & { environment: string[] })[] {
  if (!existsSync('/proc/self/environ')) return fromPs()
  const found: (Marked & { environment: string[] })[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const environment = readFileSync(`/proc/${name}/environ`, 'utf8').split('\0')
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim()
      found.push({ pid: Number(name), command, environment })
    } catch {
      // gone meanwhile, or another user's
    }
  }
  return found
}

// `ps e` prints the environment after the command line, separated by spaces.
function fromPs(): (Marked & { environment: string[] })[] {
  const { stdout } = spawnSync('ps', ['eww', '-A', '-o', 'pid=,command='], { encoding: 'utf8' })
  return stdout
    .split('\n')
    .map(line => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter(match => match !== null)
    .map(([, pid, rest]) => ({ pid: Number(pid), command: rest ?? '', environment: (rest ?? '').split(' ') }))
}
