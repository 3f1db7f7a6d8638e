import type { Status } from '../domain/outcomes.js'
import type { CheckpointStoreKind } from '../ports/checkpoint-store.js'
import type { PresetName } from '../agents/presets/catalogue.js'

export type TaskSourceKind = 'json' | 'yaml' | 'markdown' | 'command'
/** A preset of the catalogue (`agents/presets/`), or any shell command. */
export type AgentKind = PresetName | 'command'
export type Mode = 'build' | 'plan'
export type CommitMode = 'none' | 'task' | 'iteration'
export type PullRequestMode = 'none' | 'draft' | 'ready'
export type ReviewKind = 'none' | PresetName | 'command'

/** A hook: `event: command` from the `hooks` input. */
export interface HookSpec {
  event: string
  command: string
}

/** US dollars per million tokens; `cached` is the price of cached input tokens (default: `input`). */
export interface TokenPrices {
  input: number
  output: number
  cached: number
}

/** The four shell commands of a task-CLI source (SPEC §3). */
export interface TaskCommands {
  peek: string
  status: string
  active: string
  fail: string
}

/** Everything the loop needs to know, read once from the inputs (or CLI flags) and the environment. */
export interface Config {
  /** Absolute path of the workspace (GITHUB_WORKSPACE, or the current directory). */
  workspace: string
  /** Whether we run inside GitHub Actions (GITHUB_ACTIONS=true). */
  inActions: boolean
  /** The task file, relative to the workspace; undefined for `command` sources and plan mode without one. */
  tasks: string | undefined
  /** The task source kind after resolving `auto`; undefined when there is no source (plan mode). */
  taskSource: TaskSourceKind | undefined
  taskCommands: TaskCommands
  /**
   * `task-source: github-issues` (SPEC §3): the open issues with this label are the tasks, kept as a json
   * plan at `tasks` (`state-dir/issues.json`); undefined for every other source.
   */
  githubIssues: { label: string } | undefined
  agent: AgentKind
  /** `agent-command` for the `command` agent. */
  agentCommand: string | undefined
  /** `agent-args`, already split like a shell would. */
  agentArgs: string[]
  /** The executable to run for a preset (the preset's name unless `agent-binary` is set). */
  agentBinary: string
  model: string | undefined
  /** The prompt template, or undefined for the built-in default. */
  prompt: string | undefined
  mode: Mode
  completionPromise: string
  maxIterations: number
  /** 0 = no limit. */
  iterationsPerRun: number
  maxAttempts: number
  /** 0 = off. */
  stuckThreshold: number
  /** 0 = off. */
  noProgressLimit: number
  /** Tokens; 0 = no context check. */
  contextWindow: number
  contextThreshold: number
  timeBudgetMs: number
  iterationTimeoutMs: number
  /** 0 = no limit. */
  maxCostUsd: number
  /** 0 = no limit; over the loop's lifetime (the checkpoint's totals). */
  maxTotalCostUsd: number
  /** `fallback-agent`: the preset that takes over after a usage limit (SPEC §4); undefined = none. */
  fallbackAgent: PresetName | undefined
  /** `token-prices`: what tokens cost, for agents that report no cost (SPEC §4). */
  tokenPrices: TokenPrices | undefined
  rateLimitWaitMs: number
  verifyCommand: string | undefined
  /** Relative to the workspace. */
  verifyReport: string | undefined
  /**
   * Globs of paths the agent may not change (SPEC §7), relative to the workspace and normalised
   * (`normalizeGlob`); empty = off.
   */
  protectedPaths: string[]
  /**
   * The scripts of `verify-command` and `review-command` in the workspace, relative to it: protected
   * besides `protectedPaths` whatever that says, with the package managers' files (SPEC §7,
   * `config/judge-paths.ts`).
   */
  judgeScripts: string[]
  /** The review gate (SPEC §7): who judges each task marked done before it counts; 'none' = off. */
  review: ReviewKind
  /** `review-command`, for `review: command`. */
  reviewCommand: string | undefined
  /** `review-prompt`, or undefined for the built-in review prompt. */
  reviewPrompt: string | undefined
  checkpoint: CheckpointStoreKind
  /** The cache key prefix after defaults, shard suffix and sanitising. */
  checkpointKey: string
  resume: 'auto' | 'never'
  forceRestart: boolean
  /** Relative to the workspace. */
  stateDir: string
  hooks: HookSpec[]
  /** Statuses that fail the step. */
  failOn: Status[]
  shard: { index: number; count: number } | undefined
  commit: CommitMode
  commitMessage: string
  /** The author of the loop's commits (SPEC §10); with `commitAuthorIsDefault` outside Actions, the repository's own identity wins. */
  commitAuthor: { name: string; email: string }
  /** `commit-author` was not set: outside Actions the loop commits as the repository's own identity when it has one. */
  commitAuthorIsDefault: boolean
  commitNoVerify: boolean
  push: boolean
  /** `push` was not set: the Actions default, which applies only when the checkout has an origin remote. */
  pushIsDefault: boolean
  pushEvery: 'end' | 'commit'
  /** The work branch; undefined = the current branch (outside Actions, unless set). */
  branch: string | undefined
  /** `branch` was not set: the Actions default `ralph/{workflow}`, used only with an origin remote. */
  branchIsDefault: boolean
  /** Open or update one pull request from the work branch (SPEC §10). */
  pullRequest: PullRequestMode
  /** The token for the pull request (the `github-token` input, else GITHUB_TOKEN / GH_TOKEN). */
  githubToken: string | undefined
  /** The pull request's base; undefined = the branch checked out before the switch. */
  base: string | undefined
  /**
   * The sandbox (SPEC §4a): `mode` (`auto`, `on`, `off`), `allow-hosts`, `agent-secrets`, and the
   * runner's folders and the real home it keeps out of reach.
   */
  sandbox: {
    mode: 'auto' | 'on' | 'off'
    allowHosts: string[]
    agentSecrets: string[]
    /** RUNNER_TEMP and the folders of the runner's file commands (GITHUB_OUTPUT and the like). */
    runnerPaths: string[]
    /** The real HOME: its credential files are unreadable inside, its CLI settings are copied in. */
    home: string
  }
  /** `questions`: the agent may ask a person, and the run halts for the answer (SPEC §7). */
  questions: boolean
  /** `dry-run`: check the inputs, print the tasks as read and the first prompt, run nothing (SPEC §11). */
  dryRun: boolean
  /** The CLI's `--answer`: a person's answer to the open question (never read in Actions). */
  answer: string | undefined
  /** `RALPH_AGENT_ID`: `ralph-{job}` plus the shard. */
  agentId: string
  /** Run identity, for the checkpoint and the cache key. */
  run: {
    id: string
    attempt: string
    workflow: string
    job: string
    ref: string
    /** `owner/name` (GITHUB_REPOSITORY); '' outside Actions. */
    repository: string
    /** GITHUB_SERVER_URL, for links to the run. */
    serverUrl: string
    /** GITHUB_API_URL: the REST API (GitHub Enterprise Server too). */
    apiUrl: string
  }
  /**
   * The environment of every child (agent, verify, hooks, task CLI, git): the step's environment
   * without the runner's control channel and the action's inputs (SPEC §4; `fencedEnv`).
   */
  env: Record<string, string | undefined>
  /** Values to mask in the log and to replace by `***` in what the loop writes (SPEC §4), longest first. */
  secrets: string[]
  /** How long one GitHub API call may take (env `RALPH_API_TIMEOUT`, seconds; default 30, SPEC §10). */
  apiTimeoutMs: number
  /** How long one task CLI command may take (env `RALPH_TASK_CLI_TIMEOUT`, seconds; default 300, SPEC §3). */
  taskCliTimeoutMs: number
  /**
   * The wait before a failed GitHub API call's first retry; the second waits 4 times as long (env
   * `RALPH_API_RETRY_WAIT`, seconds; default 1, SPEC §10).
   */
  apiRetryWaitMs: number
  /** The cache store's view of the runner (read in-process only, never handed to a child). */
  cache: {
    /** How long one cache call may take (env `RALPH_CACHE_TIMEOUT`, seconds; default 60). */
    timeoutMs: number
    /** `ACTIONS_CACHE_MODE=read`: this job may read the cache but not write to it. */
    readOnly: boolean
    /** Whether the runner gave the step a cache token (ACTIONS_RUNTIME_TOKEN). */
    hasToken: boolean
  }
}
