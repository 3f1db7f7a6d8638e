import { describe, expect, it } from '@jest/globals'
import type { z } from 'zod'
import { checkpointSchema, recordSchema, type Checkpoint } from '../../../src/checkpoint/schema.js'
import type { HaltReason, Status } from '../../../src/domain/outcomes.js'
import type { IterationRecord, Totals } from '../../../src/domain/iteration.js'
import { validCheckpoint } from '../../../__fixtures__/checkpoints.js'

// Compile-time checks: `true` only when both types accept the same values and have the same keys, so
// a field added to IterationRecord (even an optional one) and not to the schema fails `tsc`.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type SameShape<A, B> = Same<A, B> extends true ? Same<keyof A, keyof B> : false

const record: SameShape<z.infer<typeof recordSchema>, IterationRecord> = true
const totals: SameShape<Checkpoint['totals'], Totals> = true
const statuses: Same<Checkpoint['status'], Status> = true
const reasons: Same<Checkpoint['halt_reason'], HaltReason | null> = true

describe('checkpointSchema', () => {
  it('matches the loop types (checked by tsc)', () => {
    expect([record, totals, statuses, reasons]).toEqual([true, true, true, true])
  })

  it('accepts the shared fixture and seed 001 style timestamps without milliseconds', () => {
    expect(checkpointSchema.safeParse(validCheckpoint()).success).toBe(true)
    const seed = validCheckpoint({ timestamp: '2025-11-21T12:34:56Z' })
    expect(checkpointSchema.safeParse(seed).success).toBe(true)
  })

  it('accepts SHA-256 object names and no sha at all', () => {
    for (const sha of ['c'.repeat(64), null]) {
      expect(checkpointSchema.safeParse(validCheckpoint({ head_sha: sha })).success).toBe(true)
    }
    expect(checkpointSchema.safeParse(validCheckpoint({ head_sha: 'abc1234' })).success).toBe(false)
  })
})
