import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fc from 'fast-check'
import { branchProblem } from '../../../src/config/read-git.js'

/** What git itself says of a branch name. */
const gitAccepts = (name: string) => spawnSync('git', ['check-ref-format', '--branch', name]).status === 0

// Short names over an alphabet rich in the characters git's rules are about.
const names = fc.string({
  unit: fc.constantFrom(...'ab/.-_@{}~^:?*[\\ \t\n'.split(''), 'lock', 'é'),
  minLength: 1,
  maxLength: 8
})

describe("the loop's branch check agrees with git check-ref-format --branch", () => {
  it('accepts only names git accepts, and refuses every name git refuses (200 samples)', () => {
    fc.assert(
      fc.property(names, name => {
        const ours = branchProblem(name) === undefined
        // `@` is HEAD to git; the loop refuses it as a work branch on purpose.
        if (name === '@') return !ours
        return ours === gitAccepts(name)
      }),
      { numRuns: 200, seed: 4242 }
    )
  })

  it.each(['ralph/nightly', 'a.b/c', 'ü-x'])('%s: both accept', name => {
    expect([branchProblem(name), gitAccepts(name)]).toEqual([undefined, true])
  })
})
