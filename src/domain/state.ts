import type { IterationRecord, ReviewBase, Totals } from './iteration.js'
import type { Answer, OpenQuestion } from './question.js'

/**
 * Everything the loop carries from one iteration to the next, and across runs through the checkpoint.
 * Read-only all the way down: it changes only by a pure transition through `LoopContext.apply`
 * (src/loop/rules/transitions.ts, advance()), so that one place decides what the checkpoint says.
 */
export interface LoopState {
  /** The next iteration's number, over the loop's lifetime (starts at 1). */
  readonly iteration: number
  /** Attempts per task id (open tasks only); a null-prototype object (`idCounts`): any id is data. */
  readonly attempts: Readonly<Record<string, number>>
  /** Consecutive failed iterations on one task. */
  readonly consecutive: { readonly task: string | null; readonly count: number }
  readonly noProgressCount: number
  /** Work remaining after the previous iteration; null before the loop's first iteration. */
  readonly lastWorkRemaining: readonly string[] | null
  /** Summary file of the previous iteration, relative to the workspace. */
  readonly continuationPath: string | null
  /** Parse error or agent error of the previous iteration, for `{{last_error}}`. */
  readonly lastError: string
  /** Tail of the last failing verify run, for `{{verify_output}}`; non-empty while `verify` remains. */
  readonly verifyOutput: string
  /** True while the verify gate fails: `verify` is part of the work remaining. */
  readonly verifyPending: boolean
  /**
   * Tasks marked done in an iteration that changed a protected path (SPEC §7): not done for the loop
   * until a later iteration that changes none ends with them still marked.
   */
  readonly heldMarks: readonly string[]
  /** The review gate's findings on the marks it did not approve (SPEC §7), for `{{review}}`; '' when none. */
  readonly reviewFindings: string
  /**
   * Where the review gate's diff of each task starts (SPEC §7), by task id (a null-prototype object):
   * the tree before the first iteration on its work not yet approved. Only with the review gate on.
   */
  readonly reviewBases: Readonly<Record<string, Frozen<ReviewBase>>>
  /** The agent's question the loop waits on (SPEC §7); null when none. */
  readonly question: Frozen<OpenQuestion> | null
  /** A person's answer for the next iteration's prompt; null once an iteration used it. */
  readonly answer: Frozen<Answer> | null
  /**
   * What the loop wrote to GitHub issues (`task-source: github-issues`): `#N done`, `#N stuck`, so that
   * each comment is written once over the loop's lifetime (SPEC §3).
   */
  readonly issuesNoted: readonly string[]
  /** What the loop found at its start (SPEC §10); null when not known (outside git, an older checkpoint). */
  readonly loopStart: LoopStart | null
  readonly totals: Frozen<Totals>
  readonly history: readonly Frozen<IterationRecord>[]
}

/** What a loop found when it began (SPEC §10), kept for the runs that resume it. */
export interface LoopStart {
  /** HEAD then; null when unborn. The loop's own commits are those after it. */
  readonly head: string | null
  /**
   * The paths already changed then, from the repository's top as `GitPort.changed()` shows them: never
   * part of the loop's commits. Null when there were too many to record (LEFT_OUT_LIMIT): a resumed run
   * then leaves out everything it finds changed, as a new loop does.
   */
  readonly leftOut: readonly string[] | null
}

/** T read-only all the way down: fields, arrays and nested objects; the compiler refuses a write. */
export type Frozen<T> = T extends readonly (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T

/** At most this many paths changed before a loop's start are recorded in its checkpoint. */
export const LEFT_OUT_LIMIT = 1000

/** The state of a loop that has not run yet. */
export function newLoopState(): LoopState {
  return {
    iteration: 1,
    attempts: idCounts(),
    consecutive: { task: null, count: 0 },
    noProgressCount: 0,
    lastWorkRemaining: null,
    continuationPath: null,
    lastError: '',
    verifyOutput: '',
    verifyPending: false,
    heldMarks: [],
    reviewFindings: '',
    reviewBases: reviewBasesOf(),
    question: null,
    answer: null,
    issuesNoted: [],
    loopStart: null,
    totals: { iterations: 0, cost_usd: 0, input_tokens: 0, output_tokens: 0, duration_ms: 0 },
    history: []
  }
}

/** The checkpoint keeps the last 100 iterations; the totals keep the rest. */
export const HISTORY_LIMIT = 100

/** The lock a run holds in `state-dir` (SPEC §8: one loop per state dir). */
export const LOCK_FILE = 'lock'

/**
 * A record keyed by task ids with no prototype, so that ids such as `constructor`, `toString` or
 * `__proto__` are plain keys (SPEC §1: an id is always compared as a string).
 */
export function idCounts(entries: Iterable<readonly [string, number]> = []): Record<string, number> {
  const counts = Object.create(null) as Record<string, number>
  for (const [id, n] of entries) counts[id] = n
  return counts
}

/** Review bases keyed by task id, with no prototype (any id is data, as in `idCounts`). */
export function reviewBasesOf(
  entries: Iterable<readonly [string, ReviewBase]> = []
): Record<string, ReviewBase> {
  const bases = Object.create(null) as Record<string, ReviewBase>
  for (const [id, base] of entries) bases[id] = { ...base }
  return bases
}
