import Bottleneck from 'bottleneck/light.js'
import { callName, checkAnswer } from './github-answers.js'

/** At most this many tries of one call, the first included (SPEC §10). */
export const MAX_TRIES = 3

type GetOctokit = (typeof import('@actions/github'))['getOctokit']
type Plugin = Parameters<GetOctokit>[2]
type RequestOptions = Record<string, unknown> & { retries?: number; signal?: AbortSignal }
type Options = { method: string; url: string; request?: RequestOptions }

/** How long a try may take, and the wait before the first retry (the second waits 4 times as long). */
export interface TryLimits {
  timeoutMs: number
  retryWaitMs: number
}

/**
 * GitHub's pacing of writes, shared by every client of the process like the plugin's own: 1 s between
 * two writes, 3 s between two that notify people (a comment, a pull request). Made here only so that
 * it follows `retryWaitMs` (1 s), which tests shorten.
 */
let pacing: { unitMs: number; write: Bottleneck.Group; notifications: Bottleneck.Group } | undefined
function pacedBy(unitMs: number) {
  if (pacing?.unitMs !== unitMs) {
    const group = (id: string, minTime: number) => new Bottleneck.Group({ id, maxConcurrent: 1, minTime })
    pacing = {
      unitMs,
      write: group('octokit-write', unitMs),
      notifications: group('octokit-notifications', 3 * unitMs)
    }
  }
  return { write: pacing.write, notifications: pacing.notifications }
}

/** One call across its tries: how many were made, until when another may start, and how the last failed. */
interface Call {
  tries: number
  deadline: number
  last?: unknown
}

/**
 * The toolkit's octokit with octokit's retry and throttling plugins (SPEC §10): a 5xx or a try that
 * timed out is tried again after 1 s, then 4 s (`retryWaitMs`); a rate limit, primary or secondary,
 * after the time GitHub names (`retry-after`, or the reset), when that fits. At most MAX_TRIES tries
 * within twice the per-try time limit (60 s for 30 s). Every answer is checked: an answer that is not
 * the JSON expected is an UnexpectedAnswer, never tried again.
 */
export async function triedOctokit(token: string, baseUrl: string, limits: TryLimits) {
  const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling')
  ])
  // Every hook of a call is handed the same options object (before-after-hook binds it): the call's key.
  const calls = new WeakMap<object, Call>()
  const callOf = (options: Options): Call => {
    const known = calls.get(options)
    if (known) return known
    // Request options of its own: the retry plugin reads `retries` from them, and the defaults' are shared.
    options.request = { ...options.request }
    const call = { tries: 0, deadline: Date.now() + 2 * limits.timeoutMs }
    calls.set(options, call)
    return call
  }
  const worthWaiting = (retryAfterS: number, options: Options): boolean => {
    const call = callOf(options)
    return call.tries < MAX_TRIES && Date.now() + retryAfterS * 1000 < call.deadline
  }
  // The first plugin's hook is the innermost (inside the retries, outside only the token's): it runs once
  // per try. Hooks are bound to the call's options, so the try's signal is set on them, not handed on.
  const eachTry: Plugin = octokit => {
    octokit.hook.wrap('request', async (request, options) => {
      const call = callOf(options)
      if (call.tries >= MAX_TRIES || Date.now() >= call.deadline) throw call.last
      call.tries += 1
      const own = options.request as RequestOptions
      own.signal = AbortSignal.timeout(Math.min(limits.timeoutMs, call.deadline - Date.now()))
      try {
        const response = await request(options)
        const route = `${options.method} ${options.url}`
        checkAnswer(route, callName(options.method, response.url), response.status, response.data)
        return response
      } catch (error) {
        call.last = Object.assign(error as object, { tries: call.tries })
        // The retry plugin reads how many more it may make from here (0: none).
        const more = call.tries < MAX_TRIES && Date.now() < call.deadline
        own.retries = more ? MAX_TRIES - 1 : 0
        throw error
      }
    })
    return {}
  }
  return getOctokit(
    token,
    {
      baseUrl,
      retry: {
        retries: MAX_TRIES - 1,
        retryAfterBaseValue: limits.retryWaitMs,
        // 403 and 429 are the rate limits, the throttling plugin's; the others will not change.
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451]
      },
      throttle: {
        onRateLimit: worthWaiting,
        onSecondaryRateLimit: worthWaiting,
        ...pacedBy(limits.retryWaitMs)
      }
    },
    eachTry,
    retry,
    throttling
  )
}
