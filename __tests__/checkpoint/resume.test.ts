import { describe, expect, it } from '@jest/globals'
import { decideResume } from '../../src/checkpoint/resume.js'
import type { Checkpoint } from '../../src/checkpoint/schema.js'
import { validCheckpoint } from '../../__fixtures__/checkpoints.js'

const base = {
  resume: 'auto' as 'auto' | 'never',
  forceRestart: false,
  planPath: 'plan.json',
  maxIterations: 20,
  sourceFingerprint: 'abc'
}
const capped = validCheckpoint({ status: 'aborted', halt_reason: 'max_iterations' })
const stuck = validCheckpoint({
  status: 'stuck',
  halt_reason: 'max_attempts',
  consecutive: { task: 't2', count: 0 }
})

describe('decideResume (SPEC §8)', () => {
  const cases: { name: string; checkpoint?: Checkpoint; overrides?: Partial<typeof base>; action: string }[] =
    [
      { name: 'no checkpoint', action: 'new' },
      { name: 'halted', checkpoint: validCheckpoint(), action: 'resume' },
      {
        name: 'interrupted',
        checkpoint: validCheckpoint({ status: 'interrupted', halt_reason: 'interrupted' }),
        action: 'resume'
      },
      {
        name: 'aborted by an error',
        checkpoint: validCheckpoint({ status: 'aborted', halt_reason: 'error' }),
        action: 'resume'
      },
      {
        name: 'completed',
        checkpoint: validCheckpoint({ status: 'completed', halt_reason: 'completion' }),
        action: 'new'
      },
      { name: 'resume: never', checkpoint: validCheckpoint(), overrides: { resume: 'never' }, action: 'new' },
      {
        name: 'force-restart',
        checkpoint: validCheckpoint(),
        overrides: { forceRestart: true },
        action: 'new'
      },
      {
        name: 'another plan',
        checkpoint: validCheckpoint(),
        overrides: { planPath: 'other.json' },
        action: 'new'
      },
      { name: 'stuck, source unchanged', checkpoint: stuck, action: 'stop' },
      {
        name: 'stuck, source changed',
        checkpoint: stuck,
        overrides: { sourceFingerprint: 'changed' },
        action: 'resume-reset'
      },
      { name: 'max_iterations, not raised', checkpoint: capped, action: 'stop' },
      {
        name: 'max_iterations, raised',
        checkpoint: capped,
        overrides: { maxIterations: 30 },
        action: 'resume'
      }
    ]
  for (const { name, checkpoint, overrides, action } of cases) {
    it(`${name} → ${action}`, () => {
      expect(decideResume({ ...base, ...overrides, checkpoint }).action).toBe(action)
    })
  }

  it('names the stuck task and the ways on', () => {
    const decision = decideResume({ ...base, checkpoint: stuck })
    expect(decision).toMatchObject({ action: 'stop', reason: 'max_attempts', stuckTask: 't2' })
    expect(decision.action === 'stop' && decision.message).toMatch(
      /change the task source.*force-restart: true/
    )
  })

  it('warns when the checkpoint belongs to another plan', () => {
    const decision = decideResume({ ...base, planPath: 'other.json', checkpoint: validCheckpoint() })
    expect(decision.action).toBe('new')
    expect(decision.action === 'new' && decision.warning).toContain('plan.json')
  })
})
