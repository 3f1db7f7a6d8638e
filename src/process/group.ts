import { spawn, type ChildProcess } from 'node:child_process'
import { statSync } from 'node:fs'
import type { ProcessSpec } from '../ports/process.js'

/**
 * Starts `spec.argv` as the leader of a new process group (`detached: true` makes the child call
 * setsid(), so its pid is also its group id), so one signal reaches it and every descendant that
 * stayed in the group. Stdin is a pipe only when there is text to write; otherwise it is /dev/null,
 * which reads as EOF at once. May throw synchronously (e.g. ENOTDIR, E2BIG); ENOENT and EACCES
 * arrive later as the child's 'error' event, with `pid` undefined.
 */
export function spawnGroup(spec: ProcessSpec): ChildProcess {
  const [file, ...args] = spec.argv
  return spawn(file, args, {
    detached: true,
    cwd: spec.cwd,
    // Bash treats a socket on stdin with SHLVL unset as an ssh session and sources ~/.bashrc; the
    // runner starts node without a shell, so SHLVL is often unset there.
    env: spec.env.SHLVL === undefined ? { ...spec.env, SHLVL: '1' } : spec.env,
    stdio: [spec.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']
  })
}

/**
 * Sends `signal` to the whole group led by `pid`; never throws. A group that is already gone
 * (ESRCH) is the usual failure, and EPERM is what macOS reports for a group of only zombies:
 * either way there is nothing left to signal, and a throw here would escape from a timer.
 */
export function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined || pid <= 0) return
  try {
    process.kill(-pid, signal)
  } catch {
    // Nothing left to signal (see above).
  }
}

/**
 * One line saying why `spec.argv[0]` could not be started. Node reports a missing working
 * directory as ENOENT of the executable, so the directory is checked to name the real cause.
 */
export function describeSpawnError(spec: ProcessSpec, code: string, message: string): string {
  const start = `cannot start "${spec.argv[0] ?? ''}"`
  const cwdProblem = checkDirectory(spec.cwd)
  if (cwdProblem && (code === 'ENOENT' || code === 'ENOTDIR')) return `${start}: ${cwdProblem} (${code})`
  if (code === 'ENOENT') return `${start}: command not found (ENOENT); is it installed and on PATH?`
  if (code === 'EACCES') return `${start}: permission denied (EACCES); is it an executable file?`
  return `${start}: ${message.split('\n')[0]} (${code})`
}

function checkDirectory(dir: string): string | undefined {
  try {
    return statSync(dir).isDirectory() ? undefined : `working directory "${dir}" is not a directory`
  } catch {
    return `working directory "${dir}" does not exist`
  }
}
