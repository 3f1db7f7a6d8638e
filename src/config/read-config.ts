import path from 'node:path'
import { globMatcher } from '../domain/path-glob.js'
import { STORE_KINDS, type CheckpointStoreKind } from '../ports/checkpoint-store.js'
import type { Config, Mode } from './config.js'
import { ConfigError } from './config-error.js'
import { CliFlags, Inputs, type InputName } from './names.js'
import { judgeScripts } from './judge-paths.js'
import { parseFailOn, parseHooks, parseProtectedPaths, parseShard } from './parse-lists.js'
import {
  optional,
  orDefault,
  parseBoolean,
  parseChoice,
  parseWorkspacePath,
  type InputReader
} from './parse-values.js'
import { readAgent } from './read-agent.js'
import { readGit } from './read-git.js'
import { readCost } from './read-cost.js'
import { readLimits } from './read-limits.js'
import { readSandbox } from './read-sandbox.js'
import { readReview } from './read-review.js'
import { fencedEnv, secretValues } from './environment.js'
import { agentIdOf, checkpointKeyOf, runIdentity } from './read-run.js'
import { readTaskSource } from './read-tasks.js'
import { configWarnings } from './warnings.js'
import { checkResolvesInside, checkStateDir, type RealPath } from './workspace-paths.js'

/** Where readConfig reads from: the action's inputs or the CLI's flags, plus the process around it. */
export interface ConfigSource {
  /** The value of an input, '' when not set (`core.getInput`, or `name => flags[name] ?? ''`). */
  getInput(name: string): string
  /** The process environment: the GITHUB_* variables, and what the agent and hooks inherit. */
  env: Record<string, string | undefined>
  /** Reads a UTF-8 file by absolute path; throws (ideally with an OS `code`) when it cannot. */
  readFile(path: string): string
  /**
   * An absolute path with every symbolic link resolved: the real path of its nearest existing
   * ancestor, joined with the parts that do not exist yet (`realPathOf` in the edges).
   */
  realPath: RealPath
  /** The current directory: the workspace when GITHUB_WORKSPACE is not set. */
  cwd: string
}

/**
 * Turns every input and the environment into one validated Config, the only place that does.
 * An empty input means "not set" and gets its SPEC §6 default; the first invalid input throws a
 * ConfigError naming it, its value and what is expected. Inputs that are valid but do not do
 * what the user probably meant come back as warnings. Pure apart from `source.readFile`.
 */
export function readConfig(source: ConfigSource): { config: Config; warnings: string[] } {
  const { env } = source
  const workspace = path.resolve(source.cwd, env.GITHUB_WORKSPACE || source.cwd)
  const inActions = env.GITHUB_ACTIONS === 'true'
  const get: InputReader = name => {
    const value = source.getInput(name).trim()
    return value === '' ? undefined : value
  }
  const inWorkspace = (input: InputName, raw: string): string => parseWorkspacePath(input, raw, workspace)
  const warnings: string[] = []

  const mode = parseChoice<Mode>(Inputs.Mode, orDefault(get, Inputs.Mode), ['build', 'plan'])
  const shard = optional(get, Inputs.Shard, undefined, (_, raw) => parseShard(raw))
  const run = runIdentity(env)
  const stateDir = inWorkspace(Inputs.StateDir, orDefault(get, Inputs.StateDir))
  const taskSource = readTaskSource(get, workspace, mode, stateDir)
  const agent = readAgent(get, warnings)
  const prompt = readPrompt(get, source, workspace)
  const limits = readLimits(get)
  const review = readReview(get, taskSource.taskSource, warnings)
  const config: Config = {
    workspace,
    inActions,
    ...taskSource,
    ...agent,
    prompt,
    mode,
    completionPromise: orDefault(get, Inputs.CompletionPromise),
    ...limits,
    ...readCost(get, { ...agent, ...limits }),
    verifyCommand: get(Inputs.VerifyCommand),
    verifyReport: optional(get, Inputs.VerifyReport, undefined, inWorkspace),
    protectedPaths: parseProtectedPaths(orDefault(get, Inputs.ProtectedPaths)),
    ...review,
    judgeScripts: judgeScripts(workspace, [get(Inputs.VerifyCommand), review.reviewCommand]),
    checkpoint: optional<CheckpointStoreKind>(
      get,
      Inputs.Checkpoint,
      inActions ? 'cache' : 'file',
      (input, raw) => parseChoice(input, raw, STORE_KINDS)
    ),
    checkpointKey: checkpointKeyOf(orDefault(get, Inputs.CheckpointKey), run, shard),
    resume: parseChoice(Inputs.Resume, orDefault(get, Inputs.Resume), ['auto', 'never'] as const),
    forceRestart: parseBoolean(Inputs.ForceRestart, orDefault(get, Inputs.ForceRestart)),
    stateDir,
    hooks: parseHooks(orDefault(get, Inputs.Hooks)),
    failOn: parseFailOn(orDefault(get, Inputs.FailOn)),
    questions: parseBoolean(Inputs.Questions, orDefault(get, Inputs.Questions)),
    dryRun: parseBoolean(Inputs.DryRun, orDefault(get, Inputs.DryRun)),
    ...readSandbox(get, env, warnings),
    // A flag of the CLI only: in Actions the answer is a comment on the pull request.
    answer: inActions ? undefined : source.getInput(CliFlags.Answer).trim() || undefined,
    shard,
    ...readGit(get, { inActions, workflow: run.workflow, shard, env }),
    agentId: agentIdOf(run, shard),
    run,
    env: fencedEnv(env),
    secrets: [],
    apiTimeoutMs: secondsOf(env.RALPH_API_TIMEOUT, 30_000),
    taskCliTimeoutMs: secondsOf(env.RALPH_TASK_CLI_TIMEOUT, 5 * 60_000),
    apiRetryWaitMs: secondsOf(env.RALPH_API_RETRY_WAIT, 1000),
    cache: {
      timeoutMs: secondsOf(env.RALPH_CACHE_TIMEOUT, 60_000),
      readOnly: env.ACTIONS_CACHE_MODE?.trim().toLowerCase() === 'read',
      hasToken: Boolean(env.ACTIONS_RUNTIME_TOKEN)
    }
  }
  config.secrets = secretValues(env, [config.githubToken])
  checkStateDir(orDefault(get, Inputs.StateDir), config.stateDir, workspace, source.realPath)
  checkProtectedPaths(config)
  warnings.push(...configWarnings(config))
  return { config, warnings }
}

/** A task file under `protected-paths` could never be marked done: every such iteration would fail (SPEC §7). */
function checkProtectedPaths(config: Config): void {
  const tasks = config.tasks
  if (tasks === undefined || !globMatcher(config.protectedPaths)(tasks)) return
  const value = config.protectedPaths.join(', ')
  throw new ConfigError(
    Inputs.ProtectedPaths,
    value,
    'globs that leave the task file free',
    `Input 'protected-paths' ('${value}') matches the task file ${tasks}: no iteration could mark a task done. ` +
      'Expected globs that leave the task file free: list the folders the verify command runs instead.'
  )
}

/** A time limit in seconds from the environment (`RALPH_CACHE_TIMEOUT`, `RALPH_API_TIMEOUT`, `RALPH_API_RETRY_WAIT`), in ms; else `fallbackMs`. */
function secondsOf(value: string | undefined, fallbackMs: number): number {
  const seconds = Number(value)
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : fallbackMs
}

/** `prompt`, or the contents of `prompt-file` (not both); undefined for the built-in prompt. */
function readPrompt(
  get: InputReader,
  { readFile, realPath }: Pick<ConfigSource, 'readFile' | 'realPath'>,
  workspace: string
): string | undefined {
  const prompt = get(Inputs.Prompt)
  const promptFile = get(Inputs.PromptFile)
  if (promptFile === undefined) return prompt
  if (prompt !== undefined) {
    throw new ConfigError(
      Inputs.PromptFile,
      promptFile,
      "only one of 'prompt' and 'prompt-file'",
      `Inputs 'prompt' and 'prompt-file' ('${promptFile}') are both set. ` +
        `Expected only one of them: remove 'prompt' or 'prompt-file'.`
    )
  }
  const named = parseWorkspacePath(Inputs.PromptFile, promptFile, workspace)
  const relative = checkResolvesInside(Inputs.PromptFile, promptFile, named, workspace, realPath)
  let text: string
  try {
    text = readFile(path.join(workspace, relative))
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error))
    throw new ConfigError(
      Inputs.PromptFile,
      promptFile,
      `a readable file in the workspace (reading it failed: ${reason})`
    )
  }
  if (text.trim() === '')
    throw new ConfigError(Inputs.PromptFile, promptFile, 'a file with a prompt in it, not an empty one')
  return text
}
