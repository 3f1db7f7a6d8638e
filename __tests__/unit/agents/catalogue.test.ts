import { describe, expect, it } from '@jest/globals'
import { StreamLine } from '../../../src/agents/presets/stream-line.js'
import { CATALOGUE, entryOf, NO_COST_NAMES, PRESET_NAMES } from '../../../src/agents/presets/catalogue.js'
import type { PresetEntry } from '../../../src/agents/presets/preset-entry.js'
import { secretValues } from '../../../src/config/environment.js'

const options = { binary: '/opt/bin/cli', args: ['--extra'], model: 'model-x', now: () => 0 }
const table = CATALOGUE.map(entry => [entry.name, entry as PresetEntry] as const)
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/

// A new preset is one entry: these are the facts each one must declare (SPEC §4, §4a).
describe.each(table)('the %s entry', (name, entry) => {
  it('declares how to run it', () => {
    expect(name).toMatch(/^[a-z][a-z0-9-]*$/)
    expect(entry.binary).not.toBe('')
    expect(entry.defaultArgs).not.toBe('')
    expect(entry.modelFlags.length).toBeGreaterThan(0)
    expect(entry.reviewArgs.length).toBeGreaterThan(0)
    expect(entry.install).toMatch(/^npm i -g @[a-z-]+\/[a-z-]+$/)
    expect(typeof entry.reportsCost).toBe('boolean')
    expect(entryOf(entry.name as never)).toBe(entry)
  })

  it('declares what the sandbox needs: model hosts, key variables, base URL, home', () => {
    const { modelHosts, keyVariables, baseUrl, home } = entry.sandbox
    expect(modelHosts.length).toBeGreaterThan(0)
    for (const host of modelHosts) expect(host).toMatch(HOST)
    expect(keyVariables.length).toBeGreaterThan(0)
    // Every key the CLI reads is a secret the loop masks.
    for (const variable of keyVariables)
      expect(secretValues({ [variable]: 'a-long-key-value' })).toEqual(['a-long-key-value'])
    if (baseUrl.kind === 'env') expect(baseUrl.variable).toMatch(/^[A-Z][A-Z0-9_]+$/)
    else expect(home.settings).toContain(baseUrl.file)
    expect(home.paths.length).toBeGreaterThan(0)
    expect(home.credentials.length).toBeGreaterThan(0)
    expect(home.settings.length).toBeGreaterThan(0)
    // A file is a credential or a setting, never both, and lies in the CLI's home.
    expect(home.credentials.filter(file => home.settings.includes(file))).toEqual([])
    for (const file of [...home.credentials, ...home.settings])
      expect(home.paths.some(path => file === path || file.startsWith(`${path}/`))).toBe(true)
  })

  it('runs the binary it is given, with the prompt in argv and stdin closed', () => {
    const { argv, stdin } = entry.invocation(options, 'do the task', false)
    expect(argv[0]).toBe(options.binary)
    expect(argv).toContain('do the task')
    expect(argv).toContain('--extra')
    expect(stdin).toBeUndefined()
  })

  it('sends a long prompt on stdin instead of argv', () => {
    const { argv, stdin } = entry.invocation(options, 'do the task', true)
    expect(argv).not.toContain('do the task')
    expect(stdin).toBe('do the task')
  })

  it('passes the model with one of its model flags', () => {
    const { argv } = entry.invocation(options, 'go', false)
    const at = argv.indexOf('model-x')
    expect(entry.modelFlags).toContain(argv[at - 1])
    expect(entry.invocation({ ...options, model: undefined }, 'go', false).argv).not.toContain('model-x')
  })

  it('passes what is left of the budget only with a budget flag', () => {
    const { argv } = entry.invocation(options, 'go', false, 0.5)
    if (entry.budgetFlag) expect(argv.slice(argv.indexOf(entry.budgetFlag))[1]).toBe('0.5')
    else expect(argv).toEqual(entry.invocation(options, 'go', false).argv)
  })

  it('reads its output with a parser of its own', () => {
    const parser = entry.readers(() => 0, '').parser
    parser.onLine(new StreamLine('not json'))
    const ended = { exitCode: 1, signal: null, timedOut: false, interrupted: false, durationMs: 1 }
    const telemetry = parser.finish({ ...ended, tail: '', outputBytes: 8 })
    expect(telemetry.errorClass).not.toBe('none')
  })
})

describe('the catalogue', () => {
  it('names each preset once', () => {
    expect(new Set(PRESET_NAMES).size).toBe(CATALOGUE.length)
    expect(PRESET_NAMES).not.toContain('command')
    expect(PRESET_NAMES).not.toContain('none')
  })

  it('lists the presets that report no cost from their entries', () => {
    expect(NO_COST_NAMES).toEqual(CATALOGUE.filter(entry => !entry.reportsCost).map(entry => entry.name))
  })
})
