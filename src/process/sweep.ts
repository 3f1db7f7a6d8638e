import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import type { ProcessRunner } from '../ports/process.js'

/** The variable that marks every process one run of a child started (SPEC §10). */
export const MARKER_VAR = 'RALPH_RUN_MARKER'
/**
 * The variable that marks every process any child of this loop started (SPEC §8): the lock records
 * it, so a loop that takes over the lock of one killed with SIGKILL stops what that one left running.
 */
export const LOOP_MARKER_VAR = 'RALPH_LOOP_MARKER'
/** This loop's mark, one per process. */
export const LOOP_MARKER = randomUUID()
/** Rounds of scan-and-kill: a process may fork between a scan and the kill. */
const ROUNDS = 5

/**
 * A runner that gives each run its own marker in the environment and, when the run ends, kills every
 * process that still carries it: a daemon the agent started with `setsid` leaves the process group
 * the runner kills, but keeps its environment. A process that drops the marker (`env -i`) escapes;
 * SECURITY.md says so, and what isolates the agent instead.
 */
export function markedRunner(runner: ProcessRunner): ProcessRunner {
  return {
    async run(spec) {
      const marker = randomUUID()
      const env = { ...spec.env, [MARKER_VAR]: marker, [LOOP_MARKER_VAR]: LOOP_MARKER }
      const result = await runner.run({ ...spec, env })
      sweepMarked(marker)
      return result
    }
  }
}

/**
 * SIGKILLs every process (and its process group) whose environment holds `variable=marker`
 * (`RALPH_RUN_MARKER` by default); the number of processes it found. Reads Linux's /proc; elsewhere
 * it finds nothing and does nothing.
 * Synchronous: a runner holds a few hundred processes, and a read of /proc through the thread pool
 * costs each of them a round trip after every child the loop runs.
 */
export function sweepMarked(marker: string, variable = MARKER_VAR): number {
  const own = groupOf('self')
  let found = 0
  for (let round = 0; round < ROUNDS; round++) {
    const marked = markedProcesses(marker, variable)
    found += marked.length
    if (marked.length === 0) break
    for (const { pid, group } of marked) {
      kill(pid)
      // A process that called setsid leads its own group: its children go with it.
      if (group !== undefined && group > 1 && group !== own) kill(-group)
    }
  }
  return found
}

/** Processes (not this one) whose environment holds the marker, with their process group. */
function markedProcesses(marker: string, variable: string): { pid: number; group?: number }[] {
  const needle = Buffer.from(`${variable}=${marker}\0`)
  const names = read(() => readdirSync('/proc')) ?? []
  const marked: { pid: number; group?: number }[] = []
  for (const name of names) {
    const pid = Number(name)
    if (!/^\d+$/.test(name) || pid === process.pid) continue
    // Gone already (ENOENT), or another user's process (EACCES): neither is ours to stop.
    const environ = read(() => readFileSync(`/proc/${name}/environ`))
    if (!environ || !holds(environ, needle)) continue
    marked.push({ pid, group: groupOf(name) })
  }
  return marked
}

function holds(environ: Buffer, needle: Buffer): boolean {
  if (environ.subarray(0, needle.length).equals(needle)) return true
  return environ.includes(Buffer.concat([Buffer.from('\0'), needle]))
}

/** The process group of `/proc/{pid}` (field 5 of its stat, after the command name in parentheses). */
function groupOf(pid: string): number | undefined {
  const stat = read(() => readFileSync(`/proc/${pid}/stat`, 'utf8')) ?? ''
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const group = Number(fields[2])
  return Number.isInteger(group) ? group : undefined
}

/** What `call` reads, or undefined when it cannot. */
function read<T>(call: () => T): T | undefined {
  try {
    return call()
  } catch {
    return undefined
  }
}

function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Gone already.
  }
}
