import type * as Core from '@actions/core'

/** The toolkit's @actions/core: inputs, outputs, state, masking, annotations, groups, the job summary. */
export type Toolkit = typeof Core

let loaded: Promise<Toolkit> | undefined

/**
 * @actions/core, imported on the first call (ADR 0006). The bundle keeps it in a chunk of its own, so
 * the local CLI never loads it; the action loads it once, before its first line.
 */
export function toolkit(): Promise<Toolkit> {
  return (loaded ??= import('@actions/core'))
}
