import { execFile } from 'node:child_process'

/** What one git command did. `code` is -1 when git did not run or did not finish (see `stderr`). */
export interface GitResult {
  code: number
  stdout: string
  stderr: string
}

/** Options for one git command. */
export interface GitOptions {
  /** Extra environment variables, added to the inherited environment. */
  env?: Record<string, string>
  /** Kills git after this long (default 30 s); the result then has code -1. */
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 30_000
// `git status -z` of a very large tree can run to tens of megabytes; the default 1 MiB would cut it.
const MAX_BUFFER = 512 * 1024 * 1024

/**
 * Runs `git args…` in `root` without a shell. Never rejects: a missing git binary, a timeout or an
 * oversized output gives code -1 with the reason in `stderr`. `GIT_OPTIONAL_LOCKS=0` stops read-only
 * commands such as `status` from taking the index lock, which would race an agent's own git commands.
 */
export function runGit(root: string, args: string[], options: GitOptions = {}): Promise<GitResult> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const env = { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0', ...options.env }
  return new Promise(resolve => {
    execFile(
      'git',
      args,
      { cwd: root, env, timeout, maxBuffer: MAX_BUFFER, encoding: 'utf8', windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) {
          resolve({ code: 0, stdout, stderr })
          return
        }
        // A numeric code is git's own exit status; a string code (ENOENT, maxBuffer) or a kill means
        // git never finished, so its output cannot be trusted.
        if (typeof error.code === 'number') {
          resolve({ code: error.code, stdout, stderr })
          return
        }
        const reason =
          typeof error.code === 'string' || !error.killed
            ? error.message
            : `git ${args[0] ?? ''} timed out after ${timeout} ms`
        resolve({ code: -1, stdout, stderr: stderr ? `${stderr}\n${reason}` : reason })
      }
    )
  })
}

/**
 * The workspace's position inside its git work tree, as git's `--show-prefix` ('' at the top,
 * else `sub/dir/`), or undefined when `root` is not inside a work tree or git is not installed.
 */
export async function gitPrefix(root: string): Promise<string | undefined> {
  const result = await runGit(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix'])
  if (result.code !== 0) return undefined
  const [inside, prefix = ''] = result.stdout.split('\n')
  return inside?.trim() === 'true' ? prefix.trim() : undefined
}

/** True when `root` is inside a git work tree (false too when git is not installed). */
export async function isGitWorkTree(root: string): Promise<boolean> {
  return (await gitPrefix(root)) !== undefined
}

/** HEAD's commit sha, or undefined on an unborn branch (a repository with no commit yet). */
export async function headSha(root: string): Promise<string | undefined> {
  const result = await runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD'])
  const sha = result.stdout.trim()
  return result.code === 0 && sha ? sha : undefined
}

/** One entry of `git status --porcelain=v1 -z`: `XY` codes, the path and, for a rename, its origin. */
export interface StatusEntry {
  xy: string
  path: string
  origPath?: string
}

/**
 * Parses `git status --porcelain=v1 -z` output. Paths stay relative to the repository's top, as
 * porcelain prints them whatever the cwd; a rename or copy (`R`/`C`) carries its origin in the next field.
 */
export function parseStatusZ(output: string): StatusEntry[] {
  const fields = output.split('\0')
  const entries: StatusEntry[] = []
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? ''
    if (field.length < 4) continue
    const xy = field.slice(0, 2)
    const entry: StatusEntry = { xy, path: field.slice(3) }
    if (/[RC]/.test(xy)) entry.origPath = fields[++i]
    entries.push(entry)
  }
  return entries
}
