import { INPUT_DOCS, inputsOf } from './descriptions.js'
import { INPUT_GROUPS, type InputGroup } from './input-doc.js'
import { ConfigError } from './config-error.js'
import { CliFlags, Inputs, type CliFlagName, type InputName } from './names.js'

/** What the command line asks for: the command, the inputs given as flags, and other words. */
export interface ParsedFlags {
  command: 'run' | 'aggregate' | 'help' | 'version'
  /** Input name → value as given; a CLI `getInput` is `name => inputs[name] ?? ''`. */
  inputs: Record<string, string>
  /** For `aggregate`: the report paths. Empty for `run`, which takes none. */
  positionals: string[]
}

const INPUT_NAMES: readonly string[] = [...Object.values(Inputs), ...Object.values(CliFlags)]

/** Inputs that may be given as a bare flag meaning `true` (`--push`). */
export const BOOLEAN_INPUTS: readonly string[] = [
  Inputs.ForceRestart,
  Inputs.Push,
  Inputs.CommitNoVerify,
  Inputs.DryRun
]

/** Other spellings accepted for an input: seed `000`'s `--subtasks`, and the singular `--hook`. */
export const FLAG_ALIASES: Readonly<Record<string, InputName>> = {
  subtasks: Inputs.Tasks,
  hook: Inputs.Hooks
}

const HELP_FLAGS = ['--help', '-h']
const VERSION_FLAG = '--version'

/**
 * Parses the local CLI's arguments. Flags are named like the inputs, as `--name value` or
 * `--name=value`. A non-boolean flag takes the next word as its value even when that word starts
 * with a dash (`--agent-args --verbose`), unless the word is itself a known flag. Throws
 * ConfigError for an unknown flag (suggesting the closest known one), a flag without its value,
 * and stray words after a run.
 */
export function parseFlags(argv: string[]): ParsedFlags {
  const end = argv.includes('--') ? argv.indexOf('--') : argv.length
  const flagWords = argv.slice(0, end)
  // Help and version win wherever they are: a user asking for help should not get an error instead.
  if (flagWords.some(word => HELP_FLAGS.includes(word)))
    return { command: 'help', inputs: {}, positionals: [] }
  if (flagWords.includes(VERSION_FLAG)) return { command: 'version', inputs: {}, positionals: [] }

  const inputs: Record<string, string> = {}
  const words: string[] = []
  for (let i = 0; i < flagWords.length; i++) {
    const word = flagWords[i]
    if (!word.startsWith('-') || word === '-') {
      words.push(word)
      continue
    }
    const { input, inline } = resolveFlag(word)
    const next = flagWords[i + 1]
    let value: string
    if (inline !== undefined) value = inline
    else if (BOOLEAN_INPUTS.includes(input) && (next === undefined || next.startsWith('-'))) value = 'true'
    else if (next !== undefined && !isKnownFlag(next)) value = flagWords[++i]
    else throw missingValue(word)
    // Hooks accumulate, one line per flag; every other flag given twice keeps the last value.
    inputs[input] =
      input === Inputs.Hooks && inputs[input] !== undefined ? `${inputs[input]}\n${value}` : value
  }
  words.push(...argv.slice(end + 1))

  const [first, ...rest] = words
  if (first === 'aggregate') return { command: 'aggregate', inputs, positionals: rest }
  if (first === 'help') return { command: 'help', inputs, positionals: [] }
  const stray = first === 'run' ? rest : words
  if (stray.length > 0) {
    throw new ConfigError(
      stray[0],
      stray[0],
      'a flag',
      `Unexpected argument '${stray[0]}': a run takes only flags, such as --tasks ${stray[0]}.`
    )
  }
  return { command: 'run', inputs, positionals: [] }
}

/** The input a `--name` or `--name=value` word stands for, and its inline value. */
function resolveFlag(word: string): { input: InputName | CliFlagName; inline: string | undefined } {
  const eq = word.indexOf('=')
  const flag = eq < 0 ? word : word.slice(0, eq)
  const inline = eq < 0 ? undefined : word.slice(eq + 1)
  const input = inputOf(flag)
  if (input === undefined) throw unknownFlag(flag)
  return { input, inline }
}

/** The input a `--name` flag (without its value) stands for, directly or through an alias. */
function inputOf(flag: string): InputName | CliFlagName | undefined {
  const name = flag.startsWith('--') ? flag.slice(2) : ''
  if (INPUT_NAMES.includes(name)) return name as InputName | CliFlagName
  return Object.hasOwn(FLAG_ALIASES, name) ? FLAG_ALIASES[name] : undefined
}

function isKnownFlag(word: string): boolean {
  return inputOf(word.split('=')[0]) !== undefined || HELP_FLAGS.includes(word) || word === VERSION_FLAG
}

function unknownFlag(flag: string): ConfigError {
  const name = flag.replace(/^-+/, '')
  const closest = nearest(name, [...INPUT_NAMES, ...Object.keys(FLAG_ALIASES), 'help', 'version'])
  const hint = editDistance(name, closest) <= 2 ? ` Did you mean '--${closest}'?` : ''
  return new ConfigError(flag, flag, 'a known flag', `Unknown flag '${flag}'.${hint}`)
}

function missingValue(flag: string): ConfigError {
  const expected = `a value: ${flag} <value> or ${flag}=<value>`
  return new ConfigError(flag, '', expected, `Flag '${flag}' has no value, expected ${expected}.`)
}

/** The candidate nearest to `word` by edit distance; the first on a tie. */
export function nearest(word: string, candidates: readonly string[]): string {
  return candidates.reduce((best, candidate) =>
    editDistance(word, candidate) < editDistance(word, best) ? candidate : best
  )
}

/** Levenshtein distance: insertions, deletions and substitutions each cost 1. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution))
    }
    previous = current
  }
  return previous[b.length]
}

const USAGE = `Usage:
  ralph-loop [flags]                      run the loop in the current directory
  ralph-loop aggregate <report.json>...   merge shards' report.json files into one summary
                                          (RALPH_SHARDS=N: expect N reports, else aborted)

Runs a coding agent again and again over a task list until the work is done, the loop is
stuck or a budget runs out; exits 0 completed or halted, 1 stuck, 2 aborted, 3 interrupted.
Flags are named like the action's inputs: --name value or --name=value.`

/** One flag's left column: `--push [true|false]`, `--tasks, --subtasks <value>`. */
function flagColumn(input: InputName): string {
  const aliases = Object.keys(FLAG_ALIASES).filter(alias => FLAG_ALIASES[alias] === input)
  const names = [input, ...aliases].map(name => `--${name}`).join(', ')
  return `${names} ${BOOLEAN_INPUTS.includes(input) ? '[true|false]' : '<value>'}`
}

/** The CLI's help: usage, then every flag with its description and default, from INPUT_DOCS, by group. */
export function helpText(): string {
  const row = (input: InputName): [string, string] => {
    const doc = INPUT_DOCS[input]
    const repeat = input === 'hooks' ? ' Repeatable: one hook per flag.' : ''
    const fallback = doc.default === '' ? '' : ` (default: ${doc.default})`
    return [flagColumn(input), `${doc.description}${repeat}${fallback}`]
  }
  const groups: [string, [string, string][]][] = [
    ...(Object.entries(INPUT_GROUPS) as [InputGroup, string][]).map(
      ([group, title]): [string, [string, string][]] => [title, inputsOf(group).map(row)]
    ),
    [
      'The command line',
      [
        [
          '--answer <text>',
          "A person's answer to the agent's open question (needs_input), for the next prompt."
        ],
        ['-h, --help', 'Show this help.'],
        ['--version', 'Show the version.']
      ]
    ]
  ]
  const width = Math.max(...groups.flatMap(([, rows]) => rows.map(([flag]) => flag.length))) + 2
  const sections = groups.map(
    ([title, rows]) => `${title}\n${rows.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`).join('\n')}`
  )
  return `${USAGE}\n\nFlags (the ten to set first listed first in each group):\n\n${sections.join('\n\n')}\n`
}
