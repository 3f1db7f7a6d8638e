/** Where the REST API is: GitHub.com or GitHub Enterprise Server, and how long one call may take. */
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

/** The most pages one list reads (10,000 items): a guard against an API that never ends its pages. */
const MAX_PAGES = 100
/** Items per page: GitHub's most, so a long list takes few calls. */
const PER_PAGE = 100

type Octokit = ReturnType<(typeof import('@actions/github'))['getOctokit']>

/** A client for one repository, with a fresh time limit for each call. */
export interface GitHubApi {
  octokit: Octokit
  owner: string
  repo: string
  /** The `request` option of one call: a signal of its own, as the limit is per call (SPEC §10). */
  request: () => { signal: AbortSignal }
}

/**
 * `call` with the toolkit's octokit (`@actions/github`, imported on first use so runs that make no API
 * call never load it) for the repository, or a warning: there is no client (`what` starts the sentence,
 * "No pull request"), or the call failed (`explain` words the error, most often through `refusal`).
 */
export async function withApi<T>(
  options: GitHubApiOptions,
  what: string,
  explain: (error: unknown) => string,
  call: (api: GitHubApi) => Promise<T>
): Promise<T | { ok: false; warning: string }> {
  const [owner, repo] = options.repository.split('/')
  if (!options.token) {
    return {
      ok: false,
      warning: `${what}: there is no token. Pass 'github-token' (its default is the job's token) or set GITHUB_TOKEN.`
    }
  }
  if (!owner || !repo) return { ok: false, warning: `${what}: GITHUB_REPOSITORY (owner/name) is not set.` }
  try {
    const { getOctokit } = await import('@actions/github')
    const octokit = getOctokit(options.token, { baseUrl: options.apiUrl })
    const request = () => ({ signal: AbortSignal.timeout(options.timeoutMs) })
    return await call({ octokit, owner, repo, request })
  } catch (error) {
    return { ok: false, warning: explain(error) }
  }
}

/**
 * Every item of a list, page by page (`per_page` and `page` go into the call), at most MAX_PAGES pages,
 * each call under its own time limit (octokit.paginate would share one signal). GitHub links the next
 * page while there is one (the `link` header, rel="next").
 */
export async function allPages<T>(
  read: (page: { per_page: number; page: number }) => Promise<{ data: T[]; headers: { link?: string } }>
): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, headers } = await read({ per_page: PER_PAGE, page })
    items.push(...data)
    if (!/rel="next"/.test(headers.link ?? '')) break
  }
  return items
}

/** Whether the call was given up by its time limit (octokit wraps the fetch's TimeoutError in a RequestError). */
function timedOut(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true
  }
  return /operation was aborted|due to timeout/i.test(String((error as { message?: string }).message))
}

/**
 * A failed call as a warning that names what the job needs (`permissions`, as a workflow writes it:
 * "issues: write"), never the token. `start` says what could not be done.
 */
export function refusal(
  start: string,
  error: unknown,
  options: GitHubApiOptions,
  permissions: string
): string {
  if (timedOut(error)) {
    const seconds = Math.round(options.timeoutMs / 100) / 10
    return `${start}: ${options.apiUrl} did not answer within ${seconds} s. The next run tries again.`
  }
  const { status, said } = statusOf(error)
  if (status === 401 || status === 403 || status === 404)
    return `${start} (HTTP ${status}: ${said}). Give the job 'permissions: ${permissions}', or pass a token that may, as 'github-token'.`
  return `${start}: ${said}.`
}

/** An API error's HTTP status and the first line of its message, without the period a sentence around it adds. */
export function statusOf(error: unknown): { status: number | undefined; said: string } {
  const { status, message } = error as { status?: number; message?: string }
  return { status, said: ((message ?? String(error)).split('\n')[0] ?? '').replace(/\.$/, '') }
}
