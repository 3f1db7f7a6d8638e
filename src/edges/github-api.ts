import { UnexpectedAnswer, callName } from './github-answers.js'
import { triedOctokit } from './github-tries.js'

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
  /**
   * The wait before a failed call's first retry (the second waits 4 times as long); SPEC §10: 1 s
   * (env `RALPH_API_RETRY_WAIT` in tests).
   */
  retryWaitMs: number
}

/** The most pages one list reads (10,000 items): a guard against an API that never ends its pages. */
const MAX_PAGES = 100
/** Items per page: GitHub's most, so a long list takes few calls. */
const PER_PAGE = 100

/** A client for one repository; each try of a call has its own time limit (github-tries.ts). */
export interface GitHubApi {
  octokit: Awaited<ReturnType<typeof triedOctokit>>
  owner: string
  repo: string
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
    const octokit = await triedOctokit(options.token, options.apiUrl, options)
    return await call({ octokit, owner, repo })
  } catch (error) {
    return { ok: false, warning: explain(error) }
  }
}

/**
 * Every item of a list, page by page (`per_page` and `page` go into the call), at most MAX_PAGES pages,
 * each call tried on its own (octokit.paginate would share one signal). GitHub links the next
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

/**
 * Whether the call was given up by its time limit (octokit wraps the fetch's TimeoutError in a
 * RequestError; a DOMException of another realm is no `instanceof Error`, so names are compared).
 */
function timedOut(error: unknown): boolean {
  let cause = error as { name?: unknown; cause?: unknown } | undefined
  for (let depth = 0; typeof cause === 'object' && cause !== null && depth < 4; depth++) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true
    cause = cause.cause as typeof cause
  }
  return /operation was aborted|due to timeout/i.test(String((error as { message?: string }).message))
}

/**
 * A failed call as a warning that names what the job needs (`permissions`, as a workflow writes it:
 * "issues: write"), never the token, an HTML page or the code's internals. `start` says what could not
 * be done.
 */
export function refusal(
  start: string,
  error: unknown,
  options: GitHubApiOptions,
  permissions: string
): string {
  const again = 'The next run tries again.'
  if (error instanceof UnexpectedAnswer) return `${start}: ${error.message}. ${again}`
  if (timedOut(error)) {
    const seconds = Math.round(options.timeoutMs / 100) / 10
    return `${start}: ${options.apiUrl} did not answer within ${seconds} s. ${again}`
  }
  const { status, said, call } = statusOf(error)
  if ((status === 403 || status === 429) && /rate limit/i.test(said)) {
    const which = /secondary rate limit/i.test(said) ? 'a secondary rate limit' : 'the rate limit'
    return `${start}: ${call} met ${which} of GitHub (HTTP ${status}), longer than a call may wait. ${again}`
  }
  if (status === 401 || status === 403 || status === 404)
    return `${start} (HTTP ${status}${said && `: ${said}`}). Give the job 'permissions: ${permissions}', or pass a token that may, as 'github-token'.`
  if (status !== undefined && call) {
    const tries = (error as { tries?: number }).tries ?? 1
    const times = status >= 500 ? ` (${tries} ${tries === 1 ? 'try' : 'tries'})` : ''
    return `${start}: ${call} answered HTTP ${status}${said && `: ${said}`}${times}.${status >= 500 ? ` ${again}` : ''}`
  }
  return `${start}: ${said}.`
}

/**
 * An API error's HTTP status, the call (`GET /repos/octo/app/pulls`) when it reached the API, and what
 * it said: the first line of the JSON answer's message without the period a sentence around it adds;
 * nothing from an answer that is not JSON (an HTML page); else the error's own message.
 */
export function statusOf(error: unknown): { status: number | undefined; said: string; call: string } {
  const { status, message, request, response } = error as {
    status?: number
    message?: string
    request?: { method?: string; url?: string }
    response?: { data?: unknown }
  }
  const call = request?.method && request.url && response ? callName(request.method, request.url) : ''
  const data = response?.data as { message?: unknown } | undefined
  const text = response ? (typeof data?.message === 'string' ? data.message : '') : (message ?? String(error))
  return { status, call, said: (text.split('\n')[0] ?? '').replace(/\.$/, '') }
}
