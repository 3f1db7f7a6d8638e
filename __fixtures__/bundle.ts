import { spawn } from 'node:child_process'
import { chown, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cleanEnv } from './loop-harness.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** What a bundle run left behind. */
export interface BundleRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  /** Outputs written to GITHUB_OUTPUT (main and post only). */
  outputs: Record<string, string>
  /** State written to GITHUB_STATE by the main step. */
  state: Record<string, string>
  summary: string
}

/**
 * Parses the records of a GITHUB_OUTPUT, GITHUB_STATE or GITHUB_ENV file: `name<<delimiter … delimiter`
 * (what @actions/core writes) and `name=value` (what a shell step writes with echo).
 */
export function parseCommandFile(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i])
    if (heredoc) {
      const [, name, delimiter] = heredoc
      const end = lines.indexOf(delimiter, i + 1)
      values[name] = lines.slice(i + 1, end).join('\n')
      i = end
      continue
    }
    const eq = lines[i].indexOf('=')
    if (eq > 0) values[lines[i].slice(0, eq)] = lines[i].slice(eq + 1)
  }
  return values
}

/** Options of a bundle run. */
export interface BundleOptions {
  cwd: string
  /** Action inputs (main/post) become INPUT_* variables. */
  inputs?: Record<string, string>
  /** CLI arguments. */
  args?: string[]
  env?: Record<string, string>
  /** Files shared between a main and a post run. */
  files?: { output: string; state: string; summary: string }
  /** Called once the process has started, e.g. to send it a signal. */
  onStart?: (pid: number, output: () => string) => void
  /** Run as this user (the test process must be root); the step files are given to it. */
  user?: { uid: number; gid: number }
}

/** Makes the GITHUB_OUTPUT / GITHUB_STATE / GITHUB_STEP_SUMMARY files of one job step. */
export async function stepFiles(): Promise<{ output: string; state: string; summary: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ralph-step-'))
  const files = {
    output: path.join(dir, 'output'),
    state: path.join(dir, 'state'),
    summary: path.join(dir, 'summary')
  }
  for (const file of Object.values(files)) await writeFile(file, '')
  return files
}

/** Runs `dist/<entry>/index.js` as the runner (main, post) or a person (cli) would. */
export async function runBundle(entry: 'main' | 'post' | 'cli', options: BundleOptions): Promise<BundleRun> {
  const files = options.files ?? (await stepFiles())
  // The sandbox (SPEC §4a) is off unless a test asks for it: the other tests are about the loop, and
  // the sandbox tests (sandbox*.test.ts) run it on.
  const inputs = { sandbox: 'off', ...options.inputs }
  const inputEnv = Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])
  )
  const args =
    entry === 'cli' &&
    !(options.args ?? []).some(arg => arg.startsWith('--sandbox')) &&
    !(options.args ?? []).some(arg => ['aggregate', '--help', '--version', '-h'].includes(arg))
      ? [...(options.args ?? []), '--sandbox', 'off']
      : (options.args ?? [])
  const actionsEnv =
    entry === 'cli'
      ? {}
      : {
          GITHUB_ACTIONS: 'true',
          GITHUB_WORKSPACE: options.cwd,
          GITHUB_OUTPUT: files.output,
          GITHUB_STATE: files.state,
          GITHUB_STEP_SUMMARY: files.summary,
          GITHUB_RUN_ID: '1001',
          GITHUB_RUN_ATTEMPT: '1',
          GITHUB_WORKFLOW: 'nightly',
          GITHUB_JOB: 'loop',
          GITHUB_REF_NAME: 'main',
          RUNNER_TEMP: tmpdir()
        }
  // The runner hands the main step's saved state to the post step as STATE_* variables.
  const saved = entry === 'post' ? parseCommandFile(await readFile(files.state, 'utf8')) : {}
  const stateEnv = Object.fromEntries(Object.entries(saved).map(([name, value]) => [`STATE_${name}`, value]))
  const user = options.user
  if (user) {
    for (const file of [path.dirname(files.output), ...Object.values(files)])
      await chown(file, user.uid, user.gid)
  }
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', entry, 'index.js'), ...args], {
    cwd: options.cwd,
    // The GitHub API's retry waits and write pacing at a hundredth (10 ms, not 1 s): the API is the
    // scripted one on loopback. A retry-after is still waited in full.
    env: {
      ...cleanEnv(),
      RALPH_API_RETRY_WAIT: '0.01',
      ...actionsEnv,
      ...inputEnv,
      ...stateEnv,
      ...options.env
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(user ? { uid: user.uid, gid: user.gid } : {})
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  if (child.pid !== undefined) options.onStart?.(child.pid, () => stdout)
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
    child.on('close', (c, s) => resolve([c, s]))
  )
  return {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseCommandFile(await readFile(files.output, 'utf8')),
    state: parseCommandFile(await readFile(files.state, 'utf8')),
    summary: await readFile(files.summary, 'utf8')
  }
}

/** An `onStart` that sends `signal` once `marker` shows in the output (the agent has started). */
export function signalWhen(
  signal: NodeJS.Signals,
  marker = 'started',
  sentAt: { time: number } = { time: 0 }
) {
  return (pid: number, output: () => string) => {
    const timer = setInterval(() => {
      if (!output().includes(marker)) return
      clearInterval(timer)
      sentAt.time = Date.now()
      process.kill(pid, signal)
    }, 20)
  }
}
