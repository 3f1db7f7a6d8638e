import { readConfig } from '../../src/config/read-config.js'
import type { LoopResult } from '../../src/domain/result.js'
import { issueBoard, taskSourceFor } from '../../src/edges/real-deps.js'
import { runLoop } from '../../src/loop/run-loop.js'
import type { CheckpointStore } from '../../src/ports/checkpoint-store.js'
import type { ProcessSpec } from '../../src/ports/process.js'
import { localStore } from '../../src/checkpoint/store.js'
import { FakeClock } from '../clock.js'
import { RecordingLogger } from '../logger.js'
import { FakeGit } from './fake-git.js'
import { RecordingProgress } from './fake-progress.js'
import { FakeSandbox } from './fake-sandbox.js'
import { FakeComments } from './fake-comments.js'
import { FakeIssues } from './fake-issues.js'
import { FakePullRequests, MemoryMirror } from './fake-mirror.js'
import { MemoryLock } from './memory-lock.js'
import { MemoryWorkspace } from './memory-workspace.js'
import { commandOf, ScriptedRunner, type Handler, type Script } from './scripted-runner.js'

/** Everything a loop run on fakes leaves to look at. */
export interface FakeRun {
  result: LoopResult
  log: RecordingLogger
  runner: ScriptedRunner
  workspace: MemoryWorkspace
  git: FakeGit
  clock: FakeClock
}

/** The pieces of a fake run a test may bring; the rest are made fresh. */
export interface FakeParts {
  workspace?: MemoryWorkspace
  git?: FakeGit
  sandbox?: FakeSandbox
  clock?: FakeClock
  store?: CheckpointStore
  mirror?: MemoryMirror
  lock?: MemoryLock
  pullRequests?: FakePullRequests
  comments?: FakeComments
  /** What the run records for the post step (SPEC §10). */
  progress?: RecordingProgress
  /** GitHub's issues, for `task-source: github-issues`. */
  issues?: FakeIssues
  signal?: AbortSignal
  env?: Record<string, string>
}

/** What a fake agent can reach: the files, and the clock (an invocation may take time). */
export interface FakeWorld {
  workspace: MemoryWorkspace
  clock: FakeClock
}

/** The agent of a fake run: called for each invocation with its spec. */
export type FakeAgent = (
  spec: ProcessSpec,
  world: FakeWorld
) => Script | undefined | Promise<Script | undefined>

/**
 * Runs the real loop on fakes: a memory workspace, a scripted runner, a fake git and clock. `inputs`
 * are the action's inputs; the agent is `agent-command: agent` unless the inputs say otherwise, and
 * `handlers` answer other commands (hooks, verify, the task CLI) by their shell text.
 */
export async function runFakeLoop(
  inputs: Record<string, string>,
  agent: FakeAgent,
  parts: FakeParts & { handlers?: Record<string, Handler> } = {}
): Promise<FakeRun> {
  const workspace = parts.workspace ?? new MemoryWorkspace()
  const git = parts.git ?? new FakeGit()
  workspace.headOf = () => git.headSha
  const clock = parts.clock ?? new FakeClock()
  const log = new RecordingLogger()
  const { config } = readConfig({
    getInput: name => ({ agent: 'command', 'agent-command': 'agent', ...inputs })[name] ?? '',
    env: { PATH: '/usr/bin', ...parts.env },
    readFile: () => {
      throw new Error('the fake loop reads no files through the config')
    },
    realPath: absolute => absolute,
    cwd: workspace.root
  })
  const runner = new ScriptedRunner((spec, call) => {
    const command = commandOf(spec)
    const handler = parts.handlers?.[command]
    if (handler) return handler(spec, call)
    if (spec.env.RALPH_EVENT) return undefined
    // The check that a preset's binary is installed: it is, unless a handler says otherwise.
    if (command.startsWith(PREFLIGHT)) return parts.handlers?.[PREFLIGHT]?.(spec, call) ?? undefined
    return agent(spec, { workspace, clock })
  })
  const board = issueBoard(config, parts.issues ?? new FakeIssues(), { runner, workspace, log })
  const result = await runLoop({
    config,
    clock,
    log,
    transcript: log,
    runner,
    workspace,
    tasks: board?.source ?? taskSourceFor(config, { runner, workspace, log }),
    ...(board && { issues: board.board }),
    store: parts.store ?? localStore('file'),
    lock: parts.lock ?? new MemoryLock(),
    git,
    mirror: parts.mirror ?? new MemoryMirror(),
    pullRequests: parts.pullRequests ?? new FakePullRequests(),
    comments: parts.comments ?? new FakeComments(),
    sandbox: parts.sandbox ?? new FakeSandbox(),
    progress: parts.progress ?? new RecordingProgress(),
    signal: parts.signal ?? new AbortController().signal,
    hardSignal: new AbortController().signal,
    startedAt: clock.now()
  })
  return { result, log, runner, workspace, git, clock }
}

/** The shell text of the loop's check that the agent's binary is there; a handler under it answers it. */
export const PREFLIGHT = 'command -v'

/** A `{ subtasks }` plan of `count` open tasks t1…tN, as text. */
export function plan(count: number, done = 0): string {
  const subtasks = Array.from({ length: count }, (_, i) => ({
    id: `t${i + 1}`,
    title: `Task ${i + 1}`,
    done: i < done
  }))
  return JSON.stringify({ subtasks }, null, 2)
}

/** An agent that marks its task (`RALPH_TASK_ID`) done in the JSON plan at `file`. */
export function completesTask(file = 'plan.json'): (spec: ProcessSpec, world: FakeWorld) => Script {
  return (spec, { workspace }) => {
    const text = workspace.text(file) ?? '{}'
    const data = JSON.parse(text) as { subtasks: { id: string; done: boolean }[] }
    for (const task of data.subtasks) if (task.id === spec.env.RALPH_TASK_ID) task.done = true
    void workspace.writeText(file, JSON.stringify(data, null, 2))
    return { stdout: `done ${spec.env.RALPH_TASK_ID ?? ''}\n` }
  }
}

/** An agent that does nothing at all. */
export const idles: FakeAgent = () => ({ stdout: 'thinking\n' })
