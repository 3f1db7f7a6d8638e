import { describe, expect, it, jest } from '@jest/globals'
import { systemClock } from '../../../src/system/real-clock.js'
import { FakeClock } from '../../../__fixtures__/clock.js'

describe('systemClock', () => {
  it('reads the real time', () => {
    const before = Date.now()
    const now = systemClock.now()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it('sleeps for about the time asked', async () => {
    const start = Date.now()
    await systemClock.sleep(30)
    expect(Date.now() - start).toBeGreaterThanOrEqual(25)
  })

  it('wakes early when the signal aborts', async () => {
    const controller = new AbortController()
    const start = Date.now()
    setTimeout(() => controller.abort(), 20)
    await systemClock.sleep(60_000, controller.signal)
    expect(Date.now() - start).toBeLessThan(5_000)
  })

  it('resolves at once on an already-aborted signal', async () => {
    const start = Date.now()
    await systemClock.sleep(60_000, AbortSignal.abort())
    expect(Date.now() - start).toBeLessThan(1_000)
  })

  it('does not pile up abort listeners on a long-lived signal', async () => {
    const { signal } = new AbortController()
    const added = jest.spyOn(signal, 'addEventListener')
    const removed = jest.spyOn(signal, 'removeEventListener')
    for (let i = 0; i < 5; i++) await systemClock.sleep(1, signal)
    expect(added).toHaveBeenCalledTimes(5)
    expect(removed).toHaveBeenCalledTimes(5)
  })
})

describe('FakeClock', () => {
  it('starts at a fixed time and can be set', () => {
    const clock = new FakeClock()
    expect(clock.now()).toBe(Date.UTC(2025, 0, 1))
    clock.time = 1_000
    expect(clock.now()).toBe(1_000)
    expect(new FakeClock(42).now()).toBe(42)
  })

  it('records sleeps, advances and resolves at once', async () => {
    const clock = new FakeClock(0)
    await clock.sleep(1_000)
    await clock.sleep(2_500)
    expect(clock.sleeps).toEqual([1_000, 2_500])
    expect(clock.slept).toBe(3_500)
    expect(clock.now()).toBe(3_500)
  })

  it('advances without recording a sleep', () => {
    const clock = new FakeClock(0)
    clock.advance(60_000)
    expect(clock.now()).toBe(60_000)
    expect(clock.sleeps).toEqual([])
  })

  it('records but does not spend a sleep whose signal already aborted', async () => {
    const clock = new FakeClock(0)
    await clock.sleep(5_000, AbortSignal.abort())
    expect(clock.sleeps).toEqual([5_000])
    expect(clock.now()).toBe(0)
  })
})
