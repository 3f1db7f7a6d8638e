/** Where the loop's REST calls go: GitHub.com or GitHub Enterprise Server. */
export interface GitHubApiOptions {
  token: string | undefined
  /** GITHUB_API_URL. */
  apiUrl: string
  /** `owner/name`. */
  repository: string
  /**
   * How long one API call may take (SPEC §10: 30 s; env `RALPH_API_TIMEOUT` in tests): an API that
   * accepts the connection and never answers must not hold the step.
   */
  timeoutMs: number
}

type Octokit = ReturnType<(typeof import('@actions/github'))['getOctokit']>

/**
 * The toolkit's octokit (`@actions/github`, imported on first use so runs that make no call never load
 * it) with the repository's owner and name, and a fresh time limit for each call; or why there is none.
 */
export async function githubApi(
  options: GitHubApiOptions
): Promise<
  | { octokit: Octokit; owner: string; repo: string; request: () => { signal: AbortSignal } }
  | { missing: string }
> {
  const [owner, repo] = options.repository.split('/')
  if (!options.token)
    return {
      missing: "there is no token. Pass 'github-token' (its default is the job's token) or set GITHUB_TOKEN."
    }
  if (!owner || !repo) return { missing: 'GITHUB_REPOSITORY (owner/name) is not set.' }
  const { getOctokit } = await import('@actions/github')
  const octokit = getOctokit(options.token, { baseUrl: options.apiUrl })
  // A signal of its own for each call: the time limit is per call, as SPEC §10 says.
  return { octokit, owner, repo, request: () => ({ signal: AbortSignal.timeout(options.timeoutMs) }) }
}

/** Whether the call was given up by its time limit (octokit wraps the fetch's TimeoutError in a RequestError). */
export function timedOut(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true
  }
  return /operation was aborted|due to timeout/i.test(String((error as { message?: string }).message))
}

/** An API error's status and the first line of its message (never the token: octokit's messages carry none). */
export function apiError(error: unknown): { status: number | undefined; said: string } {
  const { status, message } = error as { status?: number; message?: string }
  return { status, said: (message ?? String(error)).split('\n')[0] }
}

/** "did not answer within 30 s", for a call given up by its time limit. */
export function noAnswer(options: GitHubApiOptions): string {
  return `${options.apiUrl} did not answer within ${Math.round(options.timeoutMs / 100) / 10} s`
}
