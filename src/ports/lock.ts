/** One loop per state dir (SPEC §8): the lock a run holds for its whole life. */
export interface StateLock {
  /**
   * Takes the lock. Refused when another live loop holds it (`holder` says who); a lock whose process
   * is gone is taken over (`takenOver` says whose it was).
   */
  acquire(): Promise<{ ok: true; takenOver?: string } | { ok: false; holder: string }>
  /**
   * Whether the lock is still this run's, after something wrote into the state dir (a cache restore):
   * ok when it is, or when it was gone or stale and is taken again; refused when another live loop
   * took it meanwhile.
   */
  confirm(): Promise<{ ok: true; takenOver?: string } | { ok: false; holder: string }>
  /** Gives the lock back, if this run holds it. */
  release(): Promise<void>
}
