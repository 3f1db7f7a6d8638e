/** One loop per state dir (SPEC §8): the lock a run holds for its whole life. */
export interface StateLock {
  /**
   * Takes the lock. Refused when another live loop holds it (`holder` says who); a lock whose process
   * is gone is taken over (`takenOver` says whose it was).
   */
  acquire(): Promise<{ ok: true; takenOver?: string } | { ok: false; holder: string }>
  /** Gives the lock back, if this run holds it. */
  release(): Promise<void>
}
