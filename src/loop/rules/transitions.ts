import type { Answer, OpenQuestion, QuestionComment } from '../../domain/question.js'
import { idCounts, type LoopStart, type LoopState } from '../../domain/state.js'

/**
 * One change of the loop's state, pure: the state before to the state after. `LoopContext.apply` is the
 * only place a transition takes effect, and this file (with `advance()` for an iteration) the only place
 * one is made (SPEC §5, §8): what the checkpoint says is decided here and nowhere else.
 */
export type Transition = (state: LoopState) => LoopState

/** A resumed loop (SPEC §8): the checkpoint's state in place of a new loop's. */
export function resumed(loaded: LoopState): Transition {
  return () => loaded
}

/** The task source changed since the loop got stuck on `task` (SPEC §8): its attempts and the stuck counters start again. */
export function taskReset(task: string): Transition {
  return state => ({
    ...state,
    attempts: idCounts(Object.entries(state.attempts).filter(([id]) => id !== task)),
    consecutive: { task: null, count: 0 },
    noProgressCount: 0
  })
}

/** What the loop wrote to GitHub issues, once each over its lifetime (SPEC §3); a new loop carries the old one's. */
export function issuesNoted(noted: readonly string[]): Transition {
  return state => ({ ...state, issuesNoted: [...noted] })
}

/** A new loop notes what it found at its start (SPEC §10): its HEAD and the paths left out of its commits. */
export function loopStarted(start: LoopStart): Transition {
  return state => ({
    ...state,
    loopStart: { head: start.head, leftOut: start.leftOut && [...start.leftOut] }
  })
}

/**
 * Iteration numbers never repeat (SPEC §8): past the highest number the loop's commits carry, the
 * lifetime count following. A state already past it is left as it is.
 */
export function renumbered(highest: number): Transition {
  return state =>
    highest < state.iteration
      ? state
      : {
          ...state,
          iteration: highest + 1,
          totals: { ...state.totals, iterations: state.totals.iterations + highest + 1 - state.iteration }
        }
}

/** The summary the next prompt continues from (SPEC §5 step 6); null when it is gone or unusable. */
export function continuationAt(path: string | null): Transition {
  return state => ({ ...state, continuationPath: path })
}

/** The agent asked a person (SPEC §7): the loop waits on the question; the answer it had is used up. */
export function questionAsked(question: OpenQuestion): Transition {
  return state => ({ ...state, question: { ...question }, answer: null })
}

/** The question is on the pull request (SPEC §7): the next run reads the answers after this comment. */
export function questionPosted(comment: QuestionComment): Transition {
  return state =>
    state.question ? { ...state, question: { ...state.question, comment: { ...comment } } } : state
}

/** A person answered (SPEC §7): the answer goes to the next prompt, the question is closed. */
export function answered(answer: Answer): Transition {
  return state => ({ ...state, question: null, answer: { ...answer } })
}

/** `questions: false` (SPEC §7): the loop goes on without an answer, the question dropped. */
export function questionDropped(): Transition {
  return state => ({ ...state, question: null })
}

/**
 * The verify gate's verdict (SPEC §7), or none when it did not run: whether `verify` is work remaining
 * (`pending`, the verdict's by default) and the output the next prompt shows. The one writer of
 * `verifyPending`, in an iteration (`advance`) or outside one (the completion path).
 */
export function gateRan(verdict: { pass: boolean; tail: string } | undefined, pending?: boolean): Transition {
  return state => {
    const verifyOutput = verdict ? (verdict.pass ? '' : verdict.tail) : state.verifyOutput
    const verifyPending = pending ?? (verdict ? !verdict.pass : state.verifyPending)
    return { ...state, verifyPending, verifyOutput }
  }
}
