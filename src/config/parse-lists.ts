import { STATUSES, type Status } from '../domain/outcomes.js'
import { globProblem, normalizeGlob } from '../domain/path-glob.js'
import type { HookSpec } from './config.js'
import { ConfigError } from './config-error.js'
import { Inputs } from './names.js'

/** The events a hook can be attached to (SPEC §9). */
export const HOOK_EVENTS = [
  'onIterationEnd',
  'onTaskComplete',
  'onMaxIterationsExceeded',
  'onStuck',
  'onComplete',
  'onHalt',
  'onAbort',
  'onInterrupted',
  // The review gate (SPEC §7): once per task a reviewer did not approve.
  'onReviewReject'
] as const

/** One of HOOK_EVENTS. */
export type HookEvent = (typeof HOOK_EVENTS)[number]

/**
 * The `hooks` input: one `event: command` per line, split at the first colon (the command may
 * contain more). Blank lines and lines starting with `#` are skipped; event names are matched
 * regardless of case and stored as spelled in HOOK_EVENTS. An event may have several hooks.
 */
export function parseHooks(raw: string): HookSpec[] {
  const hooks: HookSpec[] = []
  for (const [index, text] of raw.split(/\r?\n/).entries()) {
    const line = text.trim()
    if (line === '' || line.startsWith('#')) continue
    const where = `line ${index + 1}`
    const colon = line.indexOf(':')
    if (colon < 0) {
      throw new ConfigError(Inputs.Hooks, line, `lines of the form 'event: command' (${where} has no ':')`)
    }
    const name = line.slice(0, colon).trim()
    const command = line.slice(colon + 1).trim()
    const event = HOOK_EVENTS.find(e => e.toLowerCase() === name.toLowerCase())
    if (event === undefined) {
      throw new ConfigError(
        Inputs.Hooks,
        line,
        `an event before the ':' on ${where}, one of ${HOOK_EVENTS.join(', ')}`
      )
    }
    if (command === '') throw new ConfigError(Inputs.Hooks, line, `a command after '${event}:' on ${where}`)
    hooks.push({ event, command })
  }
  return hooks
}

/** The `fail-on` input: a comma list of statuses (spaces and case tolerated, duplicates dropped) or `none`. */
export function parseFailOn(raw: string): Status[] {
  const expected = `a comma list of statuses (${STATUSES.join(', ')}) or none`
  const items = raw
    .split(',')
    .map(item => item.trim().toLowerCase())
    .filter(item => item !== '')
  if (items.length === 1 && items[0] === 'none') return []
  const statuses = items.map(item => STATUSES.find(s => s === item))
  if (items.length === 0 || statuses.includes(undefined)) throw new ConfigError(Inputs.FailOn, raw, expected)
  return [...new Set(statuses as Status[])]
}

/**
 * The `protected-paths` input (SPEC §7): globs relative to the workspace, one a line or separated by
 * commas outside `{a,b}` (blank lines and `#` lines skipped, duplicates dropped), or `none` for no
 * protection.
 */
export function parseProtectedPaths(raw: string): string[] {
  const items = raw
    .split(/\r?\n/)
    .flatMap(outsideBraces)
    .map(item => item.trim())
    .filter(item => item !== '' && !item.startsWith('#'))
  if (items.length === 1 && items[0].toLowerCase() === 'none') return []
  for (const item of items) {
    const problem = globProblem(item)
    if (problem) throw new ConfigError(Inputs.ProtectedPaths, item, problem)
  }
  return [...new Set(items.map(normalizeGlob))]
}

/** `line` split at each comma that is not inside braces: `{a,b}/**, c` → `{a,b}/**`, ` c`. */
function outsideBraces(line: string): string[] {
  const items = ['']
  let depth = 0
  for (const char of line) {
    if (char === '{') depth++
    else if (char === '}') depth = Math.max(0, depth - 1)
    if (char === ',' && depth === 0) items.push('')
    else items[items.length - 1] += char
  }
  return items
}

/** The `shard` input `i/n`: 1-based index and count, 1 ≤ i ≤ n. */
export function parseShard(raw: string): { index: number; count: number } {
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw)
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  const valid = Number.isSafeInteger(index) && Number.isSafeInteger(count) && index >= 1 && index <= count
  if (!valid) throw new ConfigError(Inputs.Shard, raw, "'i/n' with whole numbers 1 ≤ i ≤ n, such as 1/3")
  return { index, count }
}

/** The `commit-author` input `Name <email>`, as git writes an identity. */
export function parseCommitAuthor(raw: string): { name: string; email: string } {
  const match = /^([^<>]+?)\s*<([^<>\s]+)>$/.exec(raw)
  if (match === null) {
    throw new ConfigError(Inputs.CommitAuthor, raw, "'Name <email>', such as 'Ralph <ralph@example.com>'")
  }
  return { name: match[1], email: match[2] }
}
