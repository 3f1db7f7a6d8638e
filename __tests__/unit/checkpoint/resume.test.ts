import { describe, expect, it } from '@jest/globals'
import { decideResume, stuckTaskOf, type ResumeInput } from '../../../src/checkpoint/resume-rules.js'
import type { Checkpoint } from '../../../src/checkpoint/schema.js'
import { validCheckpoint } from '../../../__fixtures__/checkpoints.js'

const input: Omit<ResumeInput, 'checkpoint'> = {
  resume: 'auto',
  forceRestart: false,
  planPath: 'plan.json',
  maxIterations: 20,
  sourceFingerprint: 'abc'
}
const halted = validCheckpoint()
const stuck = (overrides: Partial<Checkpoint> = {}) =>
  validCheckpoint({
    status: 'stuck',
    halt_reason: 'max_attempts',
    consecutive: { task: 't2', count: 3 },
    ...overrides
  })
const capped = validCheckpoint({ status: 'aborted', halt_reason: 'max_iterations', iteration: 21 })

type Row = [
  name: string,
  checkpoint: Checkpoint | undefined,
  change: Partial<ResumeInput>,
  expected: Record<string, unknown>
]

describe('decideResume (SPEC §8)', () => {
  const rows: Row[] = [
    ['no checkpoint', undefined, {}, { action: 'new' }],
    ['resume: never', halted, { resume: 'never' }, { action: 'new' }],
    ['force-restart, even when stuck', stuck(), { forceRestart: true }, { action: 'new' }],
    ['completed', validCheckpoint({ status: 'completed', halt_reason: 'completion' }), {}, { action: 'new' }],
    ['another plan_path', halted, { planPath: 'other.json' }, { action: 'new', warning: expect.any(String) }],
    [
      'a plan_path where tasks has none',
      halted,
      { planPath: null },
      { action: 'new', warning: expect.any(String) }
    ],
    ['the same plan spelled ./plan.json', halted, { planPath: './plan.json' }, { action: 'resume' }],
    [
      'no plan_path and no tasks (task CLI)',
      validCheckpoint({ plan_path: null }),
      { planPath: null },
      { action: 'resume' }
    ],
    ['halted', halted, {}, { action: 'resume' }],
    [
      'interrupted',
      validCheckpoint({ status: 'interrupted', halt_reason: 'interrupted' }),
      {},
      { action: 'resume' }
    ],
    [
      'killed mid-run (interrupted, no reason)',
      validCheckpoint({ status: 'interrupted', halt_reason: null }),
      {},
      { action: 'resume' }
    ],
    [
      'aborted by an error',
      validCheckpoint({ status: 'aborted', halt_reason: 'error' }),
      {},
      { action: 'resume' }
    ],
    [
      'stuck (max_attempts), source unchanged',
      stuck(),
      {},
      { action: 'stop', status: 'stuck', reason: 'max_attempts', stuckTask: 't1' }
    ],
    [
      'stuck (stuck_consecutive), source unchanged',
      stuck({ halt_reason: 'stuck_consecutive' }),
      {},
      { action: 'stop', status: 'stuck', reason: 'stuck_consecutive', stuckTask: 't1' }
    ],
    [
      'stuck (no_progress), source unchanged, more iterations allowed',
      stuck({ halt_reason: 'no_progress' }),
      { maxIterations: 50 },
      { action: 'stop', status: 'stuck', reason: 'no_progress' }
    ],
    [
      'stuck, source changed',
      stuck(),
      { sourceFingerprint: 'new' },
      { action: 'resume-reset-task', task: 't1' }
    ],
    [
      'stuck, source changed, no history',
      stuck({ history: [] }),
      { sourceFingerprint: 'new' },
      { action: 'resume-reset-task', task: 't2' }
    ],
    [
      'stuck, source changed, no task recorded at all',
      stuck({ history: [], consecutive: { task: null, count: 0 }, work_remaining: [] }),
      { sourceFingerprint: 'new' },
      { action: 'resume' }
    ],
    [
      'aborted by max_iterations, not raised',
      capped,
      {},
      { action: 'stop', status: 'aborted', reason: 'max_iterations' }
    ],
    [
      'aborted by max_iterations, lowered',
      capped,
      { maxIterations: 10 },
      { action: 'stop', status: 'aborted', reason: 'max_iterations' }
    ],
    ['aborted by max_iterations, raised', capped, { maxIterations: 21 }, { action: 'resume' }],
    [
      'aborted by max_iterations, source changed only',
      capped,
      { sourceFingerprint: 'new' },
      { action: 'stop', status: 'aborted' }
    ]
  ]

  it.each(rows)('%s', (_name, checkpoint, change, expected) => {
    const decision = decideResume({ ...input, ...change, checkpoint })
    expect(decision).toEqual(expect.objectContaining(expected))
    if (decision.action !== 'stop') expect(decision).not.toHaveProperty('message')
  })

  it('tells a stuck loop what is stuck, that it waits, and the two ways on', () => {
    const decision = decideResume({ ...input, checkpoint: stuck() })
    if (decision.action !== 'stop') throw new Error(`expected a stop, got ${decision.action}`)
    expect(decision.message).toContain('stuck on task t1')
    expect(decision.message).toContain('max_attempts')
    expect(decision.message).toContain('waits for guidance')
    expect(decision.message).toMatch(/change the task source.*force-restart: true/)
  })

  it('tells a capped loop to raise max-iterations or restart', () => {
    const decision = decideResume({ ...input, checkpoint: capped })
    if (decision.action !== 'stop') throw new Error(`expected a stop, got ${decision.action}`)
    expect(decision.message).toContain('max-iterations (20)')
    expect(decision.message).toContain('t2, t3')
    expect(decision.message).toMatch(/raise max-iterations above 20.*force-restart: true/)
  })

  it('names both task sources when the plan changed', () => {
    const decision = decideResume({ ...input, planPath: 'other.json', checkpoint: halted })
    expect(decision.action === 'new' && decision.warning).toMatch(/plan\.json.*other\.json/)
  })
})

describe('stuckTaskOf', () => {
  it('prefers the last iteration, then the failing streak, then the first open task', () => {
    expect(stuckTaskOf(stuck())).toBe('t1')
    expect(stuckTaskOf(stuck({ history: [] }))).toBe('t2')
    expect(stuckTaskOf(stuck({ history: [], consecutive: { task: null, count: 0 } }))).toBe('t2')
    expect(
      stuckTaskOf(stuck({ history: [], consecutive: { task: null, count: 0 }, work_remaining: [] }))
    ).toBe(undefined)
  })
})
