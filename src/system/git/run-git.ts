import { fencedEnv } from '../../config/environment.js'
import { obeying } from '../../process/leash.js'
import { createProcessRunner } from '../../process/runner.js'
import type { ProcessRunner } from '../../ports/process.js'
import { fenceConfig, pinOrigin, withConfig, type GitFence } from './fence.js'

/** What one git command did. `code` is -1 when git did not run or did not finish (see `stderr`). */
export interface GitResult {
  code: number
  stdout: string
  stderr: string
}

/** Options for one git command. */
export interface GitOptions {
  /** Extra environment variables, added to `baseEnv`. */
  env?: Record<string, string | undefined>
  /** The environment git inherits (default: this process's, fenced: git runs hooks the agent can write). */
  baseEnv?: Record<string, string | undefined>
  /** Kills git after this long (default 30 s); the result then has code -1. */
  timeoutMs?: number
  /** The runner to start git with (default: the real one). */
  runner?: ProcessRunner
  /** Stops git (its process group, git hooks included) like every other child on the first signal. */
  signal?: AbortSignal
  /** The second signal: kills git at once. */
  hardSignal?: AbortSignal
  /** Written to git's stdin (closed at once otherwise). */
  stdin?: string
  /** Added to the environment of the commands that talk to origin only (`REMOTE_COMMANDS`): the credentials. */
  remoteEnv?: Record<string, string>
  /**
   * What the run recorded at its start (SPEC §10): origin's URL, which the commands that talk to origin
   * reach whatever the config says now, and the user's own credential helpers and pinned keys. Hooks
   * and fsmonitor are off for every git call, with a fence or without.
   */
  fence?: GitFence
  /** Only to read the user's own config for the fence (`recordFence`): none of the fence's entries. */
  unfenced?: boolean
}

/** The git commands that talk to the remote, the only ones given `remoteEnv`. */
export const REMOTE_COMMANDS: ReadonlySet<string> = new Set(['fetch', 'push', 'ls-remote', 'pull'])

const DEFAULT_TIMEOUT_MS = 30_000
// `git status -z` of a very large tree can run to tens of megabytes; past this the output is not trusted.
const MAX_OUTPUT = 512 * 1024 * 1024
let defaultRunner: ProcessRunner | undefined

/**
 * Runs `git args…` in `root` without a shell, through the process runner like every other child (its
 * own process group, stopped by the signal). Never rejects: a missing git binary, a timeout, a signal
 * or an oversized output gives code -1 with the reason in `stderr`. `GIT_OPTIONAL_LOCKS=0` stops
 * read-only commands such as `status` from taking the index lock, which would race an agent's own git
 * commands. What the agent may have planted in the config cannot act here (`fenceConfig`, `pinOrigin`).
 */
export async function runGit(root: string, args: string[], options: GitOptions = {}): Promise<GitResult> {
  const result = await runGitBytes(root, args, options)
  return { ...result, stdout: result.stdout.toString('utf8') }
}

/** `runGit` with stdout as git printed it, undecoded: file names are bytes, not necessarily UTF-8. */
export async function runGitBytes(
  root: string,
  args: string[],
  options: GitOptions = {}
): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const runner = options.runner ?? (defaultRunner ??= createProcessRunner())
  const out = { stdout: [] as Buffer[], stderr: [] as Buffer[], size: 0 }
  const command = subcommand(args)
  const remote = REMOTE_COMMANDS.has(command)
  const pinned = remote ? pinOrigin(args, command, options.fence?.origin ?? '') : { args, config: [] }
  const env = {
    ...(options.baseEnv ?? fencedEnv(process.env)),
    GIT_OPTIONAL_LOCKS: '0',
    GIT_TERMINAL_PROMPT: '0',
    ...options.env,
    ...(remote && options.remoteEnv)
  }
  const result = await runner.run({
    argv: ['git', ...pinned.args],
    cwd: root,
    // Last, so that it wins over the files and over anything the caller's environment set before.
    env: options.unfenced ? env : withConfig(env, [...fenceConfig(options.fence), ...pinned.config]),
    ...obeying(options, timeout),
    tailBytes: 0,
    ...(options.stdin !== undefined && { stdin: options.stdin }),
    onBytes: (chunk, stream) => {
      out.size += chunk.length
      if (out.size <= MAX_OUTPUT) out[stream].push(chunk)
    }
  })
  const stdout = Buffer.concat(out.stdout)
  const stderr = Buffer.concat(out.stderr).toString('utf8')
  const name = `git ${command}`
  // An exit code is git's own status; anything else means git never finished, so its output cannot be trusted.
  const reason = result.spawnError
    ? result.spawnError
    : result.timedOut
      ? `${name} timed out after ${timeout} ms`
      : result.interrupted
        ? `${name} was stopped by a signal`
        : out.size > MAX_OUTPUT
          ? `${name} printed more than ${MAX_OUTPUT} bytes`
          : result.exitCode === null
            ? `${name} was killed by ${result.signal ?? 'a signal'}`
            : undefined
  if (reason === undefined) return { code: result.exitCode ?? -1, stdout, stderr }
  return { code: -1, stdout, stderr: stderr ? `${stderr}\n${reason}` : reason }
}

// git's own options that take their value as the next argument (`git -c user.name=x -C dir commit`).
const VALUED_OPTIONS = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace', '--config-env'])

/** The git command in `args` (`commit` in `-c user.name=x commit -m y`), else the first one (`--version`). */
export function subcommand(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (VALUED_OPTIONS.has(arg)) i++
    else if (!arg.startsWith('-')) return arg
  }
  return args[0] ?? ''
}

/**
 * The workspace's position inside its git work tree, as git's `--show-prefix` ('' at the top,
 * else `sub/dir/`) in bytes (a latin1 string, as git's status paths are read), or undefined when
 * `root` is not inside a work tree or git is not installed.
 */
export async function gitPrefix(root: string, options: GitOptions = {}): Promise<string | undefined> {
  const result = await runGitBytes(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix'], options)
  if (result.code !== 0) return undefined
  const [inside, prefix = ''] = result.stdout.toString('latin1').split('\n')
  return inside === 'true' ? prefix : undefined
}

/** HEAD's commit sha, or undefined on an unborn branch (a repository with no commit yet). */
export async function headSha(root: string, options: GitOptions = {}): Promise<string | undefined> {
  const result = await runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD'], options)
  const sha = result.stdout.trim()
  return result.code === 0 && sha ? sha : undefined
}

/** `-c user.name=… -c user.email=…`: commits and merges work even where git has no identity set. */
export function identity(author: { name: string; email: string }): string[] {
  return ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`]
}
