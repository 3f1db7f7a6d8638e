import fc from 'fast-check'

/** A property test's runs: a fixed seed keeps CI repeatable; `FC_RUNS=400 FC_SEED=<n>` explore further. */
export function propertyRuns(numRuns: number): { numRuns: number; seed: number } {
  return { numRuns: Number(process.env.FC_RUNS ?? numRuns), seed: Number(process.env.FC_SEED ?? 20261124) }
}

/**
 * The property every fingerprint kept between calls must have: on a tree from `setUp`, at the start and
 * after each batch of operations, the kept state (`kept`) equals one taken from nothing (`fresh`), as
 * `equal` checks (a jest `expect`).
 */
export async function keptEqualsFresh<Op, S>(options: {
  batches: fc.Arbitrary<Op[][]>
  runs: number
  setUp: () => Promise<{ root: string; kept: () => Promise<S>; close: () => void }>
  apply: (root: string, op: Op, n: number) => void
  fresh: (root: string) => Promise<S>
  equal: (kept: S, fresh: S) => void
}): Promise<void> {
  const { batches, setUp, apply, fresh, equal } = options
  await fc.assert(
    fc.asyncProperty(batches, async list => {
      const { root, kept, close } = await setUp()
      equal(await kept(), await fresh(root))
      let n = 0
      for (const batch of list) {
        for (const op of batch) apply(root, op, n++)
        equal(await kept(), await fresh(root))
      }
      close()
    }),
    propertyRuns(options.runs)
  )
}
