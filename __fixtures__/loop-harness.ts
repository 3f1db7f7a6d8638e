import path from 'node:path'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { localStore, type CheckpointStore } from '../src/checkpoint/store.js'
import { readConfig } from '../src/config/read-config.js'
import type { LoopResult } from '../src/loop/deps.js'
import { runLoop } from '../src/loop/run-loop.js'
import { createProcessRunner } from '../src/process/runner.js'
import type { Clock } from '../src/system/ports.js'
import { systemClock } from '../src/system/clock.js'
import { createWorkspace } from '../src/system/workspace.js'
import { RecordingLogger } from './logger.js'
import { gitWork } from '../src/system/git-work.js'

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
  } = {}
): Promise<{ result: LoopResult; log: RecordingLogger }> {
  const { config } = readConfig({
    getInput: name => inputs[name] ?? '',
    env: cleanEnv(options.env),
    readFile: file => readFileSync(file, 'utf8'),
    cwd: dir
  })
  const log = new RecordingLogger()
  const clock = options.clock ?? systemClock
  const result = await runLoop({
    config,
    clock,
    logger: log,
    runner: createProcessRunner(),
    workspace: createWorkspace(dir),
    store: options.store ?? localStore('file'),
    git: gitWork(dir, cleanEnv(options.env)),
    signal: options.signal ?? new AbortController().signal,
    hardSignal: new AbortController().signal,
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
