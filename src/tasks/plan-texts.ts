/** The three texts of a task file in a merge: the common ancestor, the work branch's, the base's. */
export interface PlanTexts {
  ancestor: string
  work: string
  base: string
}

/** A merged task file: its text, the ids that joined from the base and the ids that left with it. */
export interface PlanMerge {
  text: string
  joined: string[]
  left: string[]
}

/**
 * The ids a merge by id moves, whatever the file's kind: joined are new on the base only; left were
 * there before and the base removed them while the work branch kept them.
 */
export function idMoves(
  ancestor: Iterable<string>,
  work: Iterable<string>,
  base: Iterable<string>
): Pick<PlanMerge, 'joined' | 'left'> {
  const [before, onWork, onBase] = [new Set(ancestor), new Set(work), new Set(base)]
  return {
    joined: [...onBase].filter(id => !before.has(id) && !onWork.has(id)),
    left: [...before].filter(id => !onBase.has(id) && onWork.has(id))
  }
}

/** A reason naming the file, from what a parse threw. */
export function planReason(error: unknown, file: string): { reason: string } {
  const why = error instanceof Error ? error.message : String(error)
  return { reason: why.startsWith(file) ? why : `${file}: ${why}` }
}
