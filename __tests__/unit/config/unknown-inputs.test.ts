import { describe, expect, it } from '@jest/globals'
import { unknownInputWarnings } from '../../../src/config/unknown-inputs.js'
import { Inputs } from '../../../src/config/names.js'

const ACTIONS = { GITHUB_ACTIONS: 'true' }

describe('an INPUT_* variable that action.yml does not declare is a warning (issue 25 item 7)', () => {
  it.each([
    ['max-iteration', 'max-iterations'],
    ['max_iterations', 'max-iterations'],
    ['maxiterations', 'max-iterations'],
    ['promt', 'prompt'],
    ['prompt-files', 'prompt-file'],
    ['verfy-command', 'verify-command'],
    ['statedir', 'state-dir'],
    ['pull_request', 'pull-request'],
    ['github_token', 'github-token']
  ])('%s → %s', (key, closest) => {
    const [warning] = unknownInputWarnings({ ...ACTIONS, [`INPUT_${key.toUpperCase()}`]: '2' })
    expect(warning).toContain(`'${key}'`)
    expect(warning).toContain(`Did you mean '${closest}'?`)
  })

  it('says nothing of the declared inputs, set or empty, nor of other variables', () => {
    const env = Object.fromEntries(Object.values(Inputs).map(name => [`INPUT_${name.toUpperCase()}`, '']))
    expect(unknownInputWarnings({ ...ACTIONS, ...env, PATH: '/bin', MY_INPUT_X: '1', INPUTS: 'x' })).toEqual(
      []
    )
  })

  it('warns once per unknown variable, in a stable order', () => {
    const warnings = unknownInputWarnings({
      ...ACTIONS,
      'INPUT_MAX-ITERATION': '2',
      INPUT_PROMT: 'x',
      INPUT_TASKS: 'a'
    })
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toContain('INPUT_MAX-ITERATION')
    expect(warnings[1]).toContain('INPUT_PROMT')
  })

  it("is no one's business outside Actions", () => {
    expect(unknownInputWarnings({ 'INPUT_MAX-ITERATION': '2' })).toEqual([])
  })
})
