import { noProgress } from '../src/ports/progress.js'
import path from 'node:path'
import { FakeSandbox } from './fakes/fake-sandbox.js'
import { fileURLToPath } from 'node:url'
import { localStore } from '../src/checkpoint/store.js'
import type { CheckpointStore } from '../src/ports/checkpoint-store.js'
import { readConfig } from '../src/config/read-config.js'
import { configFiles } from '../src/edges/config-files.js'
import type { LoopResult } from '../src/domain/result.js'
import { runLoop } from '../src/loop/run-loop.js'
import { createProcessRunner } from '../src/process/runner.js'
import type { Clock } from '../src/ports/clock.js'
import { systemClock } from '../src/system/real-clock.js'
import { createWorkspace } from '../src/system/files/file-workspace.js'
import { RecordingLogger } from './logger.js'
import { gitWork } from '../src/system/git/git-work.js'
import { taskSourceFor } from '../src/edges/real-deps.js'
import { githubComments } from '../src/edges/github-comments.js'
import { githubPullRequests } from '../src/edges/github-pull-requests.js'
import type { PullRequests } from '../src/ports/pull-requests.js'
import { gitStateMirror } from '../src/system/git/git-state.js'
import { fileLock } from '../src/system/files/state-lock.js'
import { LOCK_FILE } from '../src/domain/state.js'

/** Folder of the scripted test agents. */
export const AGENTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'agents')

/** A minimal environment for child processes, free of the developer's or CI's GITHUB_* variables. */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', SHLVL: '1', ...extra }
}

/** Runs the real loop (real processes, real files) in `dir` with the given inputs, as the CLI would. */
export async function runLoopIn(
  dir: string,
  inputs: Record<string, string>,
  options: {
    env?: Record<string, string>
    clock?: Clock
    signal?: AbortSignal
    startedAt?: number
    store?: CheckpointStore
    pullRequests?: PullRequests
  } = {}
): Promise<{ result: LoopResult; log: RecordingLogger }> {
  const { config } = readConfig({
    getInput: name => inputs[name] ?? '',
    env: cleanEnv(options.env),
    ...configFiles,
    cwd: dir
  })
  const log = new RecordingLogger()
  const clock = options.clock ?? systemClock
  const runner = createProcessRunner()
  const signal = options.signal ?? new AbortController().signal
  const hardSignal = new AbortController().signal
  const workspace = createWorkspace(dir)
  const api = {
    token: config.githubToken,
    apiUrl: config.run.apiUrl,
    repository: config.run.repository,
    timeoutMs: config.apiTimeoutMs,
    retryWaitMs: config.apiRetryWaitMs
  }
  const result = await runLoop({
    config,
    clock,
    log,
    transcript: log,
    runner,
    workspace,
    tasks: taskSourceFor(config, { runner, workspace, log, signal, hardSignal }),
    store: options.store ?? localStore('file'),
    sandbox: new FakeSandbox(),
    progress: noProgress,
    lock: fileLock(path.join(dir, config.stateDir, LOCK_FILE)),
    git: gitWork(dir, { baseEnv: cleanEnv(options.env), signal, hardSignal }),
    mirror: gitStateMirror(dir, config.checkpointKey, { baseEnv: cleanEnv(options.env) }),
    pullRequests: options.pullRequests ?? githubPullRequests(api),
    comments: githubComments(api),
    signal,
    hardSignal,
    startedAt: options.startedAt ?? clock.now()
  })
  return { result, log }
}

/** Inputs for the `command` agent running one of the scripted agents. */
export function agentInputs(command: string): Record<string, string> {
  return { agent: 'command', 'agent-command': command }
}

/** A `subtasks` JSON plan with `count` open tasks t1…tN. */
export function jsonPlan(count: number): string {
  const subtasks = Array.from({ length: count }, (_, i) => ({
    id: `t${i + 1}`,
    title: `Task ${i + 1}`,
    done: false
  }))
  return JSON.stringify({ subtasks }, null, 2)
}
