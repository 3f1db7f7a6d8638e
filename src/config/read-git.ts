import { slugify } from '../domain/slug.js'
import type { CommitMode, Config } from './config.js'
import { ConfigError } from './config-error.js'
import { BOT_AUTHOR, Inputs } from './names.js'
import { parseCommitAuthor } from './parse-lists.js'
import { optional, orDefault, parseBoolean, parseChoice, type InputReader } from './parse-values.js'
import { runIdentity, shardSuffix } from './read-run.js'

/**
 * The inputs that keep the work in git (SPEC §10). In Actions everything not pushed is lost with the
 * runner, so there the defaults keep the work with no setting: `commit: task`, `push: true` (unless
 * `commit: none`) and the work branch `ralph/{workflow}` (plus the shard). Outside Actions the loop
 * neither commits nor switches branches unless told to.
 */
export function readGit(
  get: InputReader,
  context: {
    inActions: boolean
    workflow: string
    shard: Config['shard']
    env: Record<string, string | undefined>
  }
) {
  const { inActions } = context
  const commit = optional<CommitMode>(get, Inputs.Commit, inActions ? 'task' : 'none', (input, raw) =>
    parseChoice(input, raw, ['none', 'task', 'iteration'])
  )
  const pushInput = get(Inputs.Push)
  const branchInput = get(Inputs.Branch)
  if (branchInput !== undefined) checkBranch(Inputs.Branch, branchInput)
  const base = get(Inputs.Base)
  if (base !== undefined) checkBranch(Inputs.Base, base)
  return {
    commit,
    commitMessage: orDefault(get, Inputs.CommitMessage),
    commitAuthor: parseCommitAuthor(get(Inputs.CommitAuthor) ?? BOT_AUTHOR),
    commitAuthorIsDefault: get(Inputs.CommitAuthor) === undefined,
    commitNoVerify: parseBoolean(Inputs.CommitNoVerify, orDefault(get, Inputs.CommitNoVerify)),
    push: pushInput === undefined ? inActions && commit !== 'none' : parseBoolean(Inputs.Push, pushInput),
    pushIsDefault: pushInput === undefined,
    pushEvery: parseChoice(Inputs.PushEvery, orDefault(get, Inputs.PushEvery), ['end', 'commit'] as const),
    branch: branchInput ?? (inActions ? defaultBranch(context.workflow, context.shard) : undefined),
    branchIsDefault: branchInput === undefined,
    pullRequest: parseChoice(Inputs.PullRequest, orDefault(get, Inputs.PullRequest), [
      'none',
      'draft',
      'ready'
    ] as const),
    // The action passes `${{ github.token }}` by default; the CLI reads the usual variables.
    githubToken: get(Inputs.GithubToken) ?? (context.env.GITHUB_TOKEN || context.env.GH_TOKEN || undefined),
    base
  }
}

/** `ralph/{workflow}` with the workflow's name as a slug, plus `-shard{i}of{n}`. */
export function defaultBranch(workflow: string, shard: Config['shard']): string {
  return `ralph/${slugify(workflow) || 'loop'}${shardSuffix(shard)}`
}

/**
 * A branch name git accepts (the rules of `git check-ref-format --branch`) that cannot be taken for an
 * option; anything else is an input error, before git ever sees it.
 */
export function checkBranch(input: typeof Inputs.Branch | typeof Inputs.Base, name: string): void {
  const problem = branchProblem(name)
  if (problem) throw new ConfigError(input, name, `a valid branch name, such as ralph/nightly (${problem})`)
}

/** Why `name` is not a valid branch name, or undefined when it is. */
export function branchProblem(name: string): string | undefined {
  if (name.startsWith('-')) return 'it must not start with -'
  if (name === '@' || name === 'HEAD') return `${name} names no branch`
  // Control characters, space and the characters git reserves for revision syntax.
  if (/[\p{Cc} ~^:?*[\\]/u.test(name)) return 'no spaces, control characters or any of ~ ^ : ? * [ \\'
  if (name.includes('..') || name.includes('@{')) return 'no .. and no @{'
  if (name.startsWith('/') || name.endsWith('/') || name.endsWith('.') || name.includes('//'))
    return 'no empty part, no . at the end'
  if (name.split('/').some(part => part.startsWith('.') || part.endsWith('.lock')))
    return 'no part may start with . or end with .lock'
  return undefined
}

/**
 * What the post step pushes with: `github-token` as the runner passes it, and the server it belongs to.
 * The post step reads no other input.
 */
export function postGitToken(env: Record<string, string | undefined> = process.env): {
  githubToken: string
  serverUrl: string
} {
  return {
    githubToken: (env[`INPUT_${Inputs.GithubToken.toUpperCase()}`] ?? '').trim(),
    serverUrl: runIdentity(env).serverUrl
  }
}
