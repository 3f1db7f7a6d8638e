import { describe, expect, it } from '@jest/globals'
import { exitCodeOf, statusOf, type HaltReason, type Status } from '../../../src/domain/outcomes.js'

describe('outcome', () => {
  it.each<[Status, number]>([
    ['completed', 0],
    ['stuck', 1],
    ['aborted', 2],
    ['interrupted', 3],
    ['halted', 0]
  ])('%s exits %i', (status, code) => {
    expect(exitCodeOf(status)).toBe(code)
  })

  it.each<[HaltReason, Status]>([
    ['completion', 'completed'],
    ['max_attempts', 'stuck'],
    ['stuck_consecutive', 'stuck'],
    ['no_progress', 'stuck'],
    ['task_removed', 'stuck'],
    ['max_iterations', 'aborted'],
    ['error', 'aborted'],
    ['interrupted', 'interrupted'],
    ['context_threshold', 'halted'],
    ['time_budget', 'halted'],
    ['cost_budget', 'halted'],
    ['rate_limited', 'halted'],
    ['run_slice', 'halted'],
    ['nothing_claimable', 'halted'],
    ['needs_input', 'halted']
  ])('%s means %s', (reason, status) => {
    expect(statusOf(reason)).toBe(status)
  })
})
