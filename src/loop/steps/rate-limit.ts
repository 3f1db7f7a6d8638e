import { fallbackPresetFor } from '../../agents/factory.js'
import type { Stop } from '../../domain/outcomes.js'
import { rateLimitWait } from '../rules/budgets.js'
import type { LoopContext } from '../context.js'

/**
 * A usage limit (SPEC §4, §6): with `fallback-agent`, a reset that is unknown — or later than
 * rate-limit-wait and the time budget allow — hands the rest of the run to the fallback at once;
 * a reset that fits is waited for. Undefined when the loop goes on.
 */
export async function onUsageLimit(
  loop: LoopContext,
  resetAt: number | undefined
): Promise<Stop | undefined> {
  // Waiting rate-limit-wait for a reset nobody announced would only delay the fallback.
  if (resetAt === undefined && switchToFallback(loop, resetAt)) return undefined
  const stop = await onRateLimit(loop, resetAt)
  return stop && switchToFallback(loop, resetAt) ? undefined : stop
}

/** When a limit resets, as the log says it. */
function resetsWhen(resetAt: number | undefined): string {
  return resetAt === undefined ? 'at an unknown time' : `at ${new Date(resetAt).toISOString()}`
}

/** Waits for a rate limit to reset when that fits, else halts so the next run resumes (SPEC §6). */
async function onRateLimit(loop: LoopContext, resetAt: number | undefined): Promise<Stop | undefined> {
  const { config, clock, log, signal, startedAt } = loop.deps
  const now = clock.now()
  const wait = rateLimitWait({
    resetAt,
    now,
    rateLimitWaitMs: config.rateLimitWaitMs,
    timeLeftMs: config.timeBudgetMs - (now - startedAt)
  })
  const when = resetsWhen(resetAt)
  if (wait === undefined) {
    return {
      reason: 'rate_limited',
      message: `The agent hit a usage limit that resets ${when}, beyond rate-limit-wait or the time budget; the next run resumes.`
    }
  }
  log.info(
    `Rate limited (resets ${when}): waiting ${Math.round(wait / 1000)} s, then resuming at ${new Date(now + wait).toISOString()}.`
  )
  await clock.sleep(wait, signal)
  return undefined
}

/**
 * `fallback-agent` (SPEC §4): a usage limit that would halt the run hands the rest of the run to the
 * fallback preset, once (a fallback that hits a limit halts the run). False when there is none.
 */
function switchToFallback(loop: LoopContext, resetAt: number | undefined): boolean {
  const { config, clock, log } = loop.deps
  const current = loop.agentPreset().name
  const fallback = config.fallbackAgent
  if (!fallback || fallback === current) return false
  loop.agent = fallbackPresetFor(config, clock, fallback, loop.sandboxed)
  log.warning(
    `The agent ${current} hit a usage limit (resets ${resetsWhen(resetAt)}): the rest of this run uses fallback-agent ${fallback} at once; the next run starts with ${current} again.`,
    'Fallback agent'
  )
  return true
}
