import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fallbackPresetFor, presetFor, reviewPresetFor } from '../../../src/agents/factory.js'
import { CATALOGUE, PRESET_NAMES } from '../../../src/agents/presets/catalogue.js'
import type { PresetEntry } from '../../../src/agents/presets/preset-entry.js'
import { splitShellWords } from '../../../src/config/shell-words.js'
import { INPUT_DOCS } from '../../../src/config/descriptions.js'
import { readConfig } from '../../../src/config/read-config.js'
import { FakeClock } from '../../../__fixtures__/clock.js'
import { sourceOf } from '../config/config-source.js'

const clock = new FakeClock()
const configOf = (inputs: Record<string, string>) =>
  readConfig(sourceOf({ tasks: 'plan.json', ...inputs })).config

// The config, the factory and the docs take every preset from the catalogue (STYLE.md "One place
// per variant"): a new entry needs no change to any of them.
describe.each(CATALOGUE.map(entry => [entry.name, entry as PresetEntry] as const))(
  'the %s entry',
  (name, entry) => {
    it('is an agent the config accepts, with its binary and default agent-args', () => {
      const config = configOf({ agent: name })
      expect(config.agent).toBe(name)
      expect(config.agentBinary).toBe(entry.binary)
      expect(config.agentArgs).toEqual(splitShellWords(entry.defaultArgs))
    })

    it("has its model flags replaced by 'model'", () => {
      const config = configOf({ agent: name, model: 'b', 'agent-args': `${entry.modelFlags[0]} a --x` })
      expect(config.agentArgs).toEqual(['--x'])
    })

    it('is the agent, the fallback and the reviewer the factory picks by its name', () => {
      const config = configOf({ agent: name, review: name, 'fallback-agent': name })
      expect(presetFor(config, clock)).toMatchObject({ name, installHint: entry.install })
      const fallback = fallbackPresetFor({ ...config, agent: 'command' }, clock, name)
      const fallbackArgv = fallback.invocation('go', false).argv
      expect(fallbackArgv[0]).toBe(entry.binary)
      for (const arg of splitShellWords(entry.defaultArgs)) expect(fallbackArgv).toContain(arg)
      const reviewArgv = reviewPresetFor(config, clock)?.invocation('go', false).argv ?? []
      const readOnly = { binary: entry.binary, args: [...entry.reviewArgs], model: undefined, now: () => 0 }
      expect(reviewArgv).toEqual(entry.invocation(readOnly, 'go', false).argv)
    })

    // SPEC §4a: a CLI whose own sandbox cannot nest in ours runs with the entry's sandboxedArgs there.
    it.each([
      ['the default agent-args, sandbox on', undefined, true, entry.sandboxedArgs ?? entry.defaultArgs],
      ['the default agent-args, sandbox off', undefined, false, entry.defaultArgs],
      ['agent-args set, sandbox on', '--own-flag', true, '--own-flag'],
      ['agent-args set, sandbox off', '--own-flag', false, '--own-flag']
    ])('runs with %s as it should', (_case, agentArgs, sandboxed, expected) => {
      const config = configOf({ agent: name, ...(agentArgs !== undefined && { 'agent-args': agentArgs }) })
      const argv = presetFor(config, clock, sandboxed).invocation('go', false).argv
      const options = {
        binary: entry.binary,
        args: splitShellWords(expected),
        model: undefined,
        now: () => 0
      }
      expect(argv).toEqual(entry.invocation(options, 'go', false).argv)
      const fallback = fallbackPresetFor({ ...config, agent: 'command' }, clock, name, sandboxed)
      if (agentArgs === undefined) expect(fallback.invocation('go', false).argv).toEqual(argv)
    })

    it('is documented in the inputs that take a preset', () => {
      for (const input of ['agent', 'fallback-agent', 'review'] as const)
        expect(INPUT_DOCS[input].description).toContain(name)
      expect(INPUT_DOCS['agent-args'].default).toContain(`${name}: ${entry.defaultArgs}`)
      const pricing = INPUT_DOCS['token-prices'].description.includes(name)
      expect(pricing).toBe(!entry.reportsCost)
    })
  }
)

it('refuses a name that is not in the catalogue, listing the ones that are', () => {
  expect(() => configOf({ agent: 'aider' })).toThrow(`one of ${[...PRESET_NAMES, 'command'].join(', ')}`)
})

// Nothing outside the catalogue tests a preset's name: the names appear quoted only in its entries.
it('names no preset outside src/agents/presets/', () => {
  const root = path.resolve('src')
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap(name => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? files(full) : [full]
    })
  const quoted = new RegExp(`(['"])(${PRESET_NAMES.join('|')})\\1`)
  const naming = files(root)
    .filter(file => !file.startsWith(path.join(root, 'agents', 'presets') + path.sep))
    .filter(file => quoted.test(readFileSync(file, 'utf8')))
  expect(naming.map(file => path.relative(root, file))).toEqual([])
})

// docs/agents.md has one section per preset, and it lists the entry's facts.
it.each(CATALOGUE.map(entry => [entry.name, entry as PresetEntry] as const))(
  'docs/agents.md has a section on %s with its entry',
  (name, entry) => {
    const docs = readFileSync('docs/agents.md', 'utf8')
    const start = docs.indexOf(`\n## \`${name}\``)
    expect(start).toBeGreaterThan(0)
    const section = docs.slice(start, docs.indexOf('\n## ', start + 1))
    const { modelHosts, keyVariables, baseUrl } = entry.sandbox
    const inside = entry.sandboxedArgs === undefined ? [] : [entry.sandboxedArgs]
    const facts = [entry.install, entry.reviewArgs.join(' '), ...modelHosts, ...keyVariables, ...inside]
    for (const fact of [...facts, baseUrl.kind === 'env' ? baseUrl.variable : 'base_url'])
      expect(section).toContain(fact)
  }
)
