/** Names of the action's inputs, outputs and saved-state keys: the one place they are spelled (`npm run docs` writes action.yml's). */
export const Inputs = {
  Tasks: 'tasks',
  TaskSource: 'task-source',
  TaskPeekCommand: 'task-peek-command',
  TaskStatusCommand: 'task-status-command',
  TaskActiveCommand: 'task-active-command',
  TaskFailCommand: 'task-fail-command',
  Agent: 'agent',
  AgentCommand: 'agent-command',
  AgentArgs: 'agent-args',
  AgentBinary: 'agent-binary',
  Model: 'model',
  Prompt: 'prompt',
  PromptFile: 'prompt-file',
  Mode: 'mode',
  CompletionPromise: 'completion-promise',
  MaxIterations: 'max-iterations',
  IterationsPerRun: 'iterations-per-run',
  MaxAttempts: 'max-attempts',
  StuckThreshold: 'stuck-threshold',
  NoProgressLimit: 'no-progress-limit',
  ContextWindow: 'context-window',
  ContextThreshold: 'context-threshold',
  TimeBudget: 'time-budget',
  IterationTimeout: 'iteration-timeout',
  MaxCostUsd: 'max-cost-usd',
  MaxTotalCostUsd: 'max-total-cost-usd',
  FallbackAgent: 'fallback-agent',
  TokenPrices: 'token-prices',
  RateLimitWait: 'rate-limit-wait',
  VerifyCommand: 'verify-command',
  VerifyReport: 'verify-report',
  ProtectedPaths: 'protected-paths',
  // The review gate (SPEC §7).
  Review: 'review',
  ReviewCommand: 'review-command',
  ReviewPrompt: 'review-prompt',
  Checkpoint: 'checkpoint',
  CheckpointKey: 'checkpoint-key',
  Resume: 'resume',
  ForceRestart: 'force-restart',
  StateDir: 'state-dir',
  Hooks: 'hooks',
  FailOn: 'fail-on',
  Shard: 'shard',
  Commit: 'commit',
  CommitMessage: 'commit-message',
  CommitAuthor: 'commit-author',
  CommitNoVerify: 'commit-no-verify',
  Push: 'push',
  PushEvery: 'push-every',
  Branch: 'branch',
  PullRequest: 'pull-request',
  GithubToken: 'github-token',
  Base: 'base',
  // Questions answered in the pull request (SPEC §7)
  Questions: 'questions',
  // GitHub issues as the task list (SPEC §3).
  IssuesLabel: 'issues-label',
  // The sandbox (SPEC §4a)
  Sandbox: 'sandbox',
  AllowHosts: 'allow-hosts',
  AgentSecrets: 'agent-secrets',
  // Check a plan before a night (SPEC §11)
  DryRun: 'dry-run'
} as const

/** Flags of the local CLI that are no input of the action: the answer to the agent's question (SPEC §7). */
/** The author of the loop's commits in Actions, and outside it when the repository has no identity (SPEC §10). */
export const BOT_AUTHOR = 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>'

export const CliFlags = {
  Answer: 'answer'
} as const

export type CliFlagName = (typeof CliFlags)[keyof typeof CliFlags]

export type InputName = (typeof Inputs)[keyof typeof Inputs]

export const Outputs = {
  Status: 'status',
  ExitCode: 'exit-code',
  HaltReason: 'halt-reason',
  Iterations: 'iterations',
  TotalIterations: 'total-iterations',
  TasksTotal: 'tasks-total',
  TasksDone: 'tasks-done',
  TasksRemaining: 'tasks-remaining',
  WorkRemaining: 'work-remaining',
  StuckTask: 'stuck-task',
  Resumed: 'resumed',
  CheckpointKey: 'checkpoint-key',
  CostUsd: 'cost-usd',
  InputTokens: 'input-tokens',
  OutputTokens: 'output-tokens',
  SessionId: 'session-id',
  Branch: 'branch',
  HeadSha: 'head-sha',
  Commits: 'commits',
  Pushed: 'pushed',
  Report: 'report',
  TotalCostUsd: 'total-cost-usd',
  PullRequestUrl: 'pull-request-url',
  PullRequestNumber: 'pull-request-number',
  // Questions answered in the pull request (SPEC §7)
  Question: 'question',
  // The sandbox (SPEC §4a)
  Sandboxed: 'sandboxed',
  BlockedHosts: 'blocked-hosts'
} as const

export type OutputName = (typeof Outputs)[keyof typeof Outputs]

/** Keys the main step hands to the post step through `core.saveState`. */
export const StateKeys = {
  PostNeeded: 'ralph-post-needed',
  StateDir: 'ralph-state-dir',
  CacheKey: 'ralph-cache-key',
  Workspace: 'ralph-workspace',
  PushBranch: 'ralph-push-branch',
  StateRef: 'ralph-state-ref',
  /** The keys and sha-256 digests of the credentials taken out of .git/config (JSON); never their values. */
  Credentials: 'ralph-credentials',
  /** 'true' when they were taken out of .git/config, and are to be put back. */
  CredentialsTaken: 'ralph-credentials-taken',
  /** 'true' once the main step put them back. */
  CredentialsRestored: 'ralph-credentials-restored',
  /** The HEAD the main step left: the post step pushes nothing if it moved. */
  HeadSha: 'ralph-head-sha',
  /** The sha-256 of the checkpoint the main step left ('' when there was none). */
  CheckpointDigest: 'ralph-checkpoint-digest',
  /** Where the post step keeps the main step's commit when it refuses to push. */
  RescueRef: 'ralph-rescue-ref',
  /** origin's URL and the pinned git settings the main step recorded at its start (JSON; no credential helper). */
  GitFence: 'ralph-git-fence'
} as const
