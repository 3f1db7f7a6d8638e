import { describe, expect, it } from '@jest/globals'
import { INPUT_DOCS } from '../../../src/config/descriptions.js'
import { ConfigError } from '../../../src/config/config-error.js'
import { editDistance, helpText, parseFlags, type ParsedFlags } from '../../../src/config/flags.js'
import { Inputs } from '../../../src/config/names.js'
import { readConfig } from '../../../src/config/read-config.js'

const run = (inputs: Record<string, string>, positionals: string[] = []): ParsedFlags => ({
  command: 'run',
  inputs,
  positionals
})

describe('parseFlags', () => {
  it.each<[string, string[], ParsedFlags]>([
    ['nothing', [], run({})],
    ['space form', ['--max-iterations', '2'], run({ 'max-iterations': '2' })],
    ['= form', ['--max-iterations=2'], run({ 'max-iterations': '2' })],
    ['= form with = in the value', ['--prompt=a=b'], run({ prompt: 'a=b' })],
    ['empty = form', ['--model='], run({ model: '' })],
    [
      'several flags',
      ['--tasks', 'plan.json', '--agent', 'command', '--agent-command', './agent.sh'],
      run({ tasks: 'plan.json', agent: 'command', 'agent-command': './agent.sh' })
    ],
    ['--subtasks alias', ['--subtasks', 'fixtures/plan.json'], run({ tasks: 'fixtures/plan.json' })],
    ['--subtasks= alias', ['--subtasks=plan.json'], run({ tasks: 'plan.json' })],
    [
      'bare boolean at the end',
      ['--tasks', 'p.json', '--force-restart'],
      run({ tasks: 'p.json', 'force-restart': 'true' })
    ],
    ['bare boolean before a flag', ['--push', '--branch', 'x'], run({ push: 'true', branch: 'x' })],
    ['boolean with a value', ['--push', 'false'], run({ push: 'false' })],
    ['boolean with = value', ['--commit-no-verify=FALSE'], run({ 'commit-no-verify': 'FALSE' })],
    [
      'every bare boolean',
      ['--push', '--commit-no-verify', '--force-restart'],
      run({
        push: 'true',
        'commit-no-verify': 'true',
        'force-restart': 'true'
      })
    ],
    ['a value that starts with a dash', ['--agent-args', '--verbose'], run({ 'agent-args': '--verbose' })],
    ['a negative number stays a value', ['--max-iterations', '-1'], run({ 'max-iterations': '-1' })],
    [
      'a multi-word value',
      ['--agent-args', '--model opus --verbose'],
      run({ 'agent-args': '--model opus --verbose' })
    ],
    [
      'repeated hooks join with newlines',
      ['--hooks', 'onComplete: a', '--hook', 'onStuck: b', '--hook=onHalt: c'],
      run({ hooks: 'onComplete: a\nonStuck: b\nonHalt: c' })
    ],
    ['another repeated flag keeps the last', ['--model', 'a', '--model', 'b'], run({ model: 'b' })],
    ['explicit run', ['run', '--tasks', 'p.json'], run({ tasks: 'p.json' })],
    [
      'aggregate with report paths',
      ['aggregate', 'a/report.json', 'b/report.json'],
      { command: 'aggregate', inputs: {}, positionals: ['a/report.json', 'b/report.json'] }
    ],
    [
      'aggregate with flags between paths',
      ['aggregate', 'a.json', '--state-dir', 's', 'b.json'],
      { command: 'aggregate', inputs: { 'state-dir': 's' }, positionals: ['a.json', 'b.json'] }
    ],
    [
      'words after -- are positional',
      ['aggregate', '--', '--odd.json'],
      { command: 'aggregate', inputs: {}, positionals: ['--odd.json'] }
    ],
    ['--help', ['--tasks', 'p.json', '--help'], { command: 'help', inputs: {}, positionals: [] }],
    ['-h despite an unknown flag', ['--bogus', '-h'], { command: 'help', inputs: {}, positionals: [] }],
    ['help', ['help'], { command: 'help', inputs: {}, positionals: [] }],
    ['--version', ['--version'], { command: 'version', inputs: {}, positionals: [] }]
  ])('%s', (_name, argv, parsed) => {
    expect(parseFlags(argv)).toEqual(parsed)
  })

  it.each<[string[], string, string]>([
    [
      ['--max-iteration', '2'],
      '--max-iteration',
      "Unknown flag '--max-iteration'. Did you mean '--max-iterations'?"
    ],
    [['--max-iteration=2'], '--max-iteration', "Did you mean '--max-iterations'?"],
    [['--subtask', 'p.json'], '--subtask', "Did you mean '--subtasks'?"],
    [['--verison'], '--verison', "Did you mean '--version'?"],
    [['--frobnicate'], '--frobnicate', "Unknown flag '--frobnicate'."],
    [['-n', '2'], '-n', "Unknown flag '-n'."],
    // names every JavaScript object has are no flags either
    [['--toString', 'x'], '--toString', "Unknown flag '--toString'."],
    [['--constructor=x'], '--constructor', "Unknown flag '--constructor'."],
    [
      ['--tasks'],
      '--tasks',
      "Flag '--tasks' has no value, expected a value: --tasks <value> or --tasks=<value>."
    ],
    [['--tasks', '--max-iterations', '2'], '--tasks', "Flag '--tasks' has no value"],
    [['--hook', '--push'], '--hook', "Flag '--hook' has no value"],
    [['plan.json'], 'plan.json', "Unexpected argument 'plan.json'"],
    [['--push', 'maybe', 'extra'], 'extra', "Unexpected argument 'extra'"]
  ])('refuses %j', (argv, input, message) => {
    let error: unknown
    try {
      parseFlags(argv)
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).input).toBe(input)
    expect((error as ConfigError).message).toContain(message)
  })

  it('gives no suggestion for a flag far from every known one', () => {
    expect(() => parseFlags(['--zzzzzzzz'])).toThrow(/^Unknown flag '--zzzzzzzz'\.$/)
  })

  it('feeds readConfig through a getInput over its inputs', () => {
    const { inputs } = parseFlags(['--subtasks', 'plan.json', '--max-iterations=5', '--push'])
    const { config } = readConfig({
      getInput: name => inputs[name] ?? '',
      env: {},
      readFile: () => '',
      realPath: absolute => absolute,
      cwd: '/tmp/project'
    })
    expect(config).toMatchObject({ tasks: 'plan.json', maxIterations: 5, push: true, checkpoint: 'file' })
  })
})

describe('editDistance', () => {
  it.each<[string, string, number]>([
    ['', '', 0],
    ['push', 'push', 0],
    ['psuh', 'push', 2],
    ['max-iteration', 'max-iterations', 1],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3]
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
  })
})

describe('helpText', () => {
  const help = helpText()

  it.each(Object.values(Inputs))('lists --%s with its description', input => {
    expect(help).toMatch(new RegExp(`--${input}[ ,]`))
    expect(help).toContain(INPUT_DOCS[input].description)
  })

  it('shows defaults, aliases and the boolean form', () => {
    expect(help).toContain('(default: 20)')
    expect(help).toContain('--tasks, --subtasks <value>')
    expect(help).toContain('--hooks, --hook <value>')
    expect(help).toContain('--push [true|false]')
    expect(help).toContain('ralph-loop aggregate')
    expect(help).toContain('-h, --help')
  })

  it('lists the flags by group, the ten to set first first in each', () => {
    expect(help).toMatch(/When to stop\n {2}--max-iterations <value> +Iterations over the whole loop/)
    expect(help.indexOf('Budgets\n')).toBeLessThan(help.indexOf('--time-budget'))
    expect(help.indexOf('--time-budget')).toBeLessThan(help.indexOf('--iteration-timeout'))
  })
})
