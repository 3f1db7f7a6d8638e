import { describe, expect, it } from '@jest/globals'
import { INPUT_DOCS } from '../../../src/config/descriptions.js'
import { Inputs } from '../../../src/config/names.js'
import { readConfig } from '../../../src/config/read-config.js'
import { sourceOf } from './config-source.js'

describe('INPUT_DOCS', () => {
  it('documents exactly the inputs, in the order of names.ts', () => {
    expect(Object.keys(INPUT_DOCS)).toEqual(Object.values(Inputs))
  })

  it('marks the ten inputs a newcomer sets first', () => {
    expect(Object.values(INPUT_DOCS).filter(doc => doc.first)).toHaveLength(10)
  })

  it.each(Object.entries(INPUT_DOCS))('%s has a one-line description', (_input, doc) => {
    expect(doc.description).toMatch(/^[A-Za-z0-9].{10,119}\.$/)
    expect(doc.description).not.toContain('\n')
  })

  // A documented plain default must be one readConfig accepts, and give what leaving the input out gives.
  it.each(
    Object.entries(INPUT_DOCS).filter(
      ([input, doc]) =>
        doc.default !== '' &&
        !doc.computed &&
        // A workflow expression is filled in by the runner, not by the loop.
        !doc.default.includes('${{') &&
        !/ in Actions|current branch|^claude:/.test(doc.default) &&
        input !== 'tasks'
    )
  )('the documented default of %s is the real one', (input, doc) => {
    const base = { tasks: 'plan.json' }
    const implicit = readConfig(sourceOf(base)).config
    const explicit = readConfig(sourceOf({ ...base, [input]: doc.default })).config
    expect(explicit).toEqual(implicit)
  })

  // `agent-args` has one default per preset, documented as `claude: …; codex: …; gemini: …`.
  it.each(INPUT_DOCS['agent-args'].default.split('; ').map(part => part.split(': ')))(
    'the documented default agent-args of %s are the real ones',
    (agent, args) => {
      const base = { tasks: 'plan.json', agent }
      const implicit = readConfig(sourceOf(base)).config
      const explicit = readConfig(sourceOf({ ...base, 'agent-args': args })).config
      expect(explicit).toEqual(implicit)
      expect(implicit.agentArgs.length).toBeGreaterThan(0)
    }
  )

  it('documents a default agent-args for every preset', () => {
    const documented = INPUT_DOCS['agent-args'].default.split('; ').map(part => part.split(': ')[0])
    expect(documented).toEqual(['claude', 'codex', 'gemini'])
  })
})
