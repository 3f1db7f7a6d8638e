import { noProgress, type Progress } from '../ports/progress.js'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { LOCK_FILE } from '../domain/state.js'
import type { Config } from '../config/config.js'
import type { LoopDeps } from '../loop/loop-deps.js'
import type { CheckpointStore } from '../ports/checkpoint-store.js'
import type { Log, Logger } from '../ports/log.js'
import type { ProcessRunner } from '../ports/process.js'
import type { TaskSource } from '../ports/task-source.js'
import type { Workspace } from '../ports/workspace.js'
import { createProcessRunner } from '../process/runner.js'
import type { Signals } from '../process/leash.js'
import { markedRunner } from '../process/sweep.js'
import { systemClock } from '../system/real-clock.js'
import { runtimeSandbox } from '../system/sandbox/sandbox-runtime.js'
import { CATALOGUE, entryOf, isPresetName } from '../agents/presets/catalogue.js'
import type { GitFence } from '../system/git/fence.js'
import { gitStateMirror } from '../system/git/git-state.js'
import { fileLock } from '../system/files/state-lock.js'
import { gitWork } from '../system/git/git-work.js'
import { createWorkspace } from '../system/files/file-workspace.js'
import { CliTaskSource } from '../tasks/cli-source.js'
import { fileTaskSource, noTaskSource } from '../tasks/file-source.js'
import { TaskCli } from '../tasks/task-cli.js'
import { fileSource } from '../tasks/task-file.js'
import { githubComments } from './github-comments.js'
import { githubIssues } from './github-issues.js'
import { githubPullRequests } from './github-pull-requests.js'
import { issuesTaskSource } from '../tasks/issues-source.js'
import type { IssueBoard, Issues } from '../ports/issues.js'
import type { SignalWatch } from './signals.js'

/** The real side effects behind the loop's ports, as the action and the CLI both use them. */
export function realDeps(input: {
  config: Config
  logger: Logger
  store: CheckpointStore
  signals: Pick<SignalWatch, 'signal' | 'hardSignal'>
  startedAt: number
  /** What the loop's own fetch and push add to git's environment: the credentials (SPEC §10). */
  remoteEnv?: Record<string, string>
  /** What the loop's git holds to, recorded at the start before any agent ran (SPEC §10). */
  fence?: GitFence
  /** Where the run records its progress for a post step (the action's state); none in the CLI. */
  progress?: Progress
}): LoopDeps {
  const { config, logger } = input
  // Git runs apart: the sweep after each run is for the agent, the verify command, hooks and the task CLI.
  const plain = createProcessRunner()
  const sandboxed = sandboxFor(config, logger)
  const runner = markedRunner(sandboxed.wrap(plain))
  const git = {
    runner: plain,
    baseEnv: config.env,
    ...(input.fence && { fence: input.fence }),
    signal: input.signals.signal,
    hardSignal: input.signals.hardSignal
  }
  const workspace = createWorkspace(config.workspace, git, {
    warn: message => logger.warning(message, 'No-progress detection')
  })
  const remote = { ...git, ...(input.remoteEnv && { remoteEnv: input.remoteEnv }) }
  const api = {
    token: config.githubToken,
    apiUrl: config.run.apiUrl,
    repository: config.run.repository,
    timeoutMs: config.apiTimeoutMs,
    retryWaitMs: config.apiRetryWaitMs
  }
  const sourceDeps = { runner, workspace, log: logger, ...input.signals }
  const comments = githubComments(api)
  const board = issueBoard(config, githubIssues(api, comments), sourceDeps)
  return {
    config,
    clock: systemClock,
    log: logger,
    transcript: logger,
    runner,
    workspace,
    tasks: board?.source ?? taskSourceFor(config, sourceDeps),
    store: input.store,
    lock: fileLock(path.join(config.workspace, config.stateDir, LOCK_FILE)),
    git: gitWork(config.workspace, remote),
    mirror: gitStateMirror(config.workspace, config.checkpointKey, remote),
    pullRequests: githubPullRequests(api),
    comments,
    ...(board && { issues: board.board }),
    sandbox: sandboxed.sandbox,
    progress: input.progress ?? noProgress,
    signal: input.signals.signal,
    hardSignal: input.signals.hardSignal,
    startedAt: input.startedAt
  }
}

/** The sandbox of SPEC §4a for this run: the model APIs of the presets in use are allowed, each key kept out. */
function sandboxFor(config: Config, logger: Logger) {
  const inUse = [config.agent, config.fallbackAgent, config.review].flatMap(name =>
    name && isPresetName(name) ? [entryOf(name).access] : []
  )
  return runtimeSandbox({
    mode: config.sandbox.mode,
    allowHosts: config.sandbox.allowHosts,
    agentSecrets: config.sandbox.agentSecrets,
    workspace: config.workspace,
    stateDir: path.join(config.workspace, config.stateDir),
    ...(config.githubIssues && config.tasks && { editable: path.join(config.workspace, config.tasks) }),
    env: { ...config.env, HOME: config.sandbox.home },
    runnerPaths: config.sandbox.runnerPaths,
    presets: inUse,
    apis: CATALOGUE.map(entry => entry.access),
    note: line => logger.info(line)
  })
}

/** `task-source: github-issues`: the issues merged into the json plan the file source reads (SPEC §3). */
export function issueBoard(
  config: Config,
  api: Issues,
  deps: Parameters<typeof taskSourceFor>[1]
): { source: TaskSource; board: IssueBoard } | undefined {
  if (!config.githubIssues || !config.tasks) return undefined
  const source = issuesTaskSource({
    api,
    label: config.githubIssues.label,
    path: config.tasks,
    file: taskSourceFor(config, deps),
    workspace: deps.workspace,
    log: deps.log,
    hash: sha256
  })
  return { source, board: { api, labelled: () => source.issues() } }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The task source the config asks for (SPEC §3). */
export function taskSourceFor(
  config: Config,
  deps: Signals & { runner: ProcessRunner; workspace: Workspace; log: Log }
): TaskSource {
  if (config.taskSource === 'command') {
    const cli = new TaskCli(config.taskCommands, {
      runner: deps.runner,
      cwd: config.workspace,
      env: config.env,
      agentId: config.agentId,
      timeoutMs: config.taskCliTimeoutMs,
      ...(deps.signal && { signal: deps.signal }),
      ...(deps.hardSignal && { hardSignal: deps.hardSignal })
    })
    return new CliTaskSource(cli, deps.log)
  }
  if (!config.tasks || !config.taskSource) return noTaskSource()
  const kind = config.taskSource
  return fileTaskSource(fileSource(deps.workspace, config.tasks, kind, config.shard, sha256), kind)
}
