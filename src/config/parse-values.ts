import path from 'node:path'
import { ConfigError } from './config-error.js'
import { INPUT_DOCS } from './descriptions.js'
import type { InputName } from './names.js'

/** Reads one input, trimmed; undefined when empty, which means "not set: use the default". */
export type InputReader = (name: InputName) => string | undefined

/** The accepted range of a numeric input and how to say it in a message. */
export interface NumberRule {
  min: number
  /** Rejects `min` itself (durations must be > 0). */
  minExclusive?: boolean
  max?: number
  /** What is accepted, phrased to follow "expected": `an integer from 1 to 10`. */
  expected: string
}

// Plain digits only: Number() would also take '1e3', '0x10', ' 5 ', '+5' and '' (as 0).
const INTEGER = /^\d+$/
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/

const TRUE_FORMS = ['true', 'True', 'TRUE']
const FALSE_FORMS = ['false', 'False', 'FALSE']

function inRange(value: number, rule: NumberRule): boolean {
  const aboveMin = rule.minExclusive ? value > rule.min : value >= rule.min
  return Number.isFinite(value) && aboveMin && value <= (rule.max ?? Number.MAX_SAFE_INTEGER)
}

/** A whole number written in plain decimal digits, within the rule's range. */
export function parseInteger(input: InputName, raw: string, rule: NumberRule): number {
  const value = INTEGER.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(value) || !inRange(value, rule)) throw new ConfigError(input, raw, rule.expected)
  return value
}

/** A non-negative decimal number (`0.5`, `.5`, `3`), within the rule's range. */
export function parseDecimal(input: InputName, raw: string, rule: NumberRule): number {
  const value = DECIMAL.test(raw) ? Number(raw) : NaN
  if (!inRange(value, rule)) throw new ConfigError(input, raw, rule.expected)
  return value
}

/** A duration given in (possibly fractional) minutes, returned in milliseconds. */
export function parseMinutes(input: InputName, raw: string, rule: NumberRule): number {
  const ms = Math.round(parseDecimal(input, raw, rule) * 60_000)
  // A positive value so small that it rounds to 0 ms would behave like the forbidden 0.
  if (rule.minExclusive && ms <= 0) throw new ConfigError(input, raw, rule.expected)
  return ms
}

/** A boolean in the forms `core.getBooleanInput` accepts (YAML 1.2 core schema). */
export function parseBoolean(input: InputName, raw: string): boolean {
  if (TRUE_FORMS.includes(raw)) return true
  if (FALSE_FORMS.includes(raw)) return false
  throw new ConfigError(input, raw, 'true or false')
}

/** One of a fixed set of words; case does not matter (`Claude` is `claude`). */
export function parseChoice<T extends string>(input: InputName, raw: string, choices: readonly T[]): T {
  const choice = choices.find(c => c === raw.toLowerCase())
  if (choice === undefined) throw new ConfigError(input, raw, `one of ${choices.join(', ')}`)
  return choice
}

/**
 * A path inside the workspace, returned relative to it. Relative paths are taken from the
 * workspace; absolute ones must lie inside it. The workspace itself is refused: every path input
 * names a file or a folder of the loop's own.
 */
export function parseWorkspacePath(input: InputName, raw: string, workspace: string): string {
  const relative = path.relative(workspace, path.resolve(workspace, raw))
  const escapes = relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)
  if (escapes) throw new ConfigError(input, raw, `a path inside the workspace (${workspace})`)
  if (relative === '') {
    throw new ConfigError(input, raw, `a path inside the workspace (${workspace}), not the workspace itself`)
  }
  return relative
}

/** Reads an optional input through a parser, or returns the default when it is not set. */
export function optional<T>(
  get: InputReader,
  input: InputName,
  fallback: T,
  parse: (input: InputName, raw: string) => T
): T {
  const raw = get(input)
  return raw === undefined ? fallback : parse(input, raw)
}

/** An input's value or, when it is not set, its plain default in INPUT_DOCS (never a computed one). */
export function orDefault(get: InputReader, input: InputName): string {
  return get(input) ?? INPUT_DOCS[input].default
}
