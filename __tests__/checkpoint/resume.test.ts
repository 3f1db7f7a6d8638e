import { describe, expect, it } from '@jest/globals'
import { decideResume } from '../../src/checkpoint/resume.js'
import type { Checkpoint } from '../../src/checkpoint/schema.js'
import { validCheckpoint } from '../../__fixtures__/checkpoints.js'

const base = {
  resume: 'auto' as const,
  forceRestart: false,
  planPath: 'plan.json',
  maxIterations: 20,
  sourceFingerprint: 'abc'
}
const stuck = validCheckpoint({
  status: 'stuck',
  halt_reason: 'max_attempts',
  consecutive: { task: 't2', count: 0 }
})

describe('decideResume (SPEC §8)', () => {
  it.each<[string, Checkpoint | undefined, Partial<typeof base>, string]>([
    ['no checkpoint', undefined, {}, 'new'],
    ['halted', validCheckpoint(), {}, 'resume'],
    ['interrupted', validCheckpoint({ status: 'interrupted', halt_reason: 'interrupted' }), {}, 'resume'],
    ['aborted by an error', validCheckpoint({ status: 'aborted', halt_reason: 'error' }), {}, 'resume'],
    ['completed', validCheckpoint({ status: 'completed', halt_reason: 'completion' }), {}, 'new'],
    ['resume: never', validCheckpoint(), { resume: 'never' }, 'new'],
    ['force-restart', validCheckpoint(), { forceRestart: true }, 'new'],
    ['another plan', validCheckpoint(), { planPath: 'other.json' }, 'new'],
    ['stuck, source unchanged', stuck, {}, 'stop'],
    ['stuck, source changed', stuck, { sourceFingerprint: 'changed' }, 'resume-reset'],
    [
      'max_iterations, not raised',
      validCheckpoint({ status: 'aborted', halt_reason: 'max_iterations' }),
      {},
      'stop'
    ],
    [
      'max_iterations, raised',
      validCheckpoint({ status: 'aborted', halt_reason: 'max_iterations' }),
      { maxIterations: 30 },
      'resume'
    ]
  ])('%s → %s', (_name, checkpoint, overrides, action) => {
    expect(decideResume({ ...base, ...overrides, checkpoint }).action).toBe(action)
  })

  it('names the stuck task and the ways on', () => {
    const decision = decideResume({ ...base, checkpoint: stuck })
    expect(decision).toMatchObject({ action: 'stop', reason: 'max_attempts', stuckTask: 't2' })
    expect(decision.action === 'stop' && decision.message).toMatch(
      /change the task source.*force-restart: true/
    )
  })

  it('warns when the checkpoint belongs to another plan', () => {
    const decision = decideResume({ ...base, planPath: 'other.json', checkpoint: validCheckpoint() })
    expect(decision).toMatchObject({
      action: 'new',
      warning: expect.stringContaining('plan.json') as unknown
    })
  })
})
