import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import type { ProcessRunner } from '../ports/process.js'

/** The variable that marks every process one run of a child started (SPEC §10). */
export const MARKER_VAR = 'RALPH_RUN_MARKER'
/** Rounds of scan-and-kill: a process may fork between a scan and the kill. */
const ROUNDS = 5

/**
 * A runner that gives each run its own marker in the environment and, when the run ends, kills every
 * process that still carries it: a daemon the agent started with `setsid` leaves the process group
 * the runner kills, but keeps its environment. A process that drops the marker (`env -i`) escapes;
 * SECURITY.md says so, and what isolates the agent instead.
 */
export function markedRunner(runner: ProcessRunner, sweep = sweepMarked): ProcessRunner {
  return {
    async run(spec) {
      const marker = randomUUID()
      const result = await runner.run({ ...spec, env: { ...spec.env, [MARKER_VAR]: marker } })
      await sweep(marker)
      return result
    }
  }
}

/**
 * SIGKILLs every process (and its process group) whose environment holds `RALPH_RUN_MARKER=marker`;
 * the number of processes found. Reads Linux's /proc; elsewhere it finds nothing and does nothing.
 */
export async function sweepMarked(marker: string): Promise<number> {
  const own = await groupOf('self')
  let found = 0
  for (let round = 0; round < ROUNDS; round++) {
    const marked = await markedProcesses(marker)
    if (marked.length === 0) break
    found += marked.length
    for (const { pid, group } of marked) {
      kill(pid)
      // A process that called setsid leads its own group: its children go with it.
      if (group !== undefined && group > 1 && group !== own) kill(-group)
    }
  }
  return found
}

/** Processes (not this one) whose environment holds the marker, with their process group. */
export async function markedProcesses(marker: string): Promise<{ pid: number; group?: number }[]> {
  const needle = Buffer.from(`${MARKER_VAR}=${marker}\0`)
  const names = await readdir('/proc').catch(() => [] as string[])
  const marked: { pid: number; group?: number }[] = []
  for (const name of names) {
    const pid = Number(name)
    if (!/^\d+$/.test(name) || pid === process.pid) continue
    // Gone already (ENOENT), or another user's process (EACCES): neither is ours to stop.
    const environ = await readFile(`/proc/${name}/environ`).catch(() => undefined)
    if (!environ || !holds(environ, needle)) continue
    marked.push({ pid, group: await groupOf(name) })
  }
  return marked
}

function holds(environ: Buffer, needle: Buffer): boolean {
  if (environ.subarray(0, needle.length).equals(needle)) return true
  return environ.includes(Buffer.concat([Buffer.from('\0'), needle]))
}

/** The process group of `/proc/{pid}` (field 5 of its stat, after the command name in parentheses). */
async function groupOf(pid: string): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const group = Number(fields[2])
  return Number.isInteger(group) ? group : undefined
}

function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Gone already.
  }
}
