/**
 * The agent's question to a person and its answer (SPEC §7 "Questions"): an agent that cannot go on
 * ends its final message with `<question>…</question>`, the run halts `needs_input`, and a later run
 * hands a person's answer to the next prompt as `{{answer}}`.
 */

/** Where the question was posted: a comment on the work branch's pull request. */
export interface QuestionComment {
  /** The pull request (an issue number for the comments API). */
  pullRequest: number
  /** The comment's id: the answer is the first fitting comment after it. */
  id: number
  /** When GitHub made it (ISO 8601): comments are read from then on. */
  at: string
}

/** A question the loop waits on: asked in `iteration`, on `task`. */
export interface OpenQuestion {
  text: string
  task: string
  iteration: number
  /** When the agent asked it (ISO 8601). */
  askedAt: string
  /** Set once the question is posted on the pull request. */
  comment?: QuestionComment
}

/** A person's answer, held for the next iteration's prompt (and its summary). */
export interface Answer {
  question: string
  text: string
  /** Who answered: a GitHub login, or `--answer` on the command line. */
  by: string
}

/** The longest question or answer the loop keeps (the checkpoint, the prompt, the comment). */
export const MAX_QUESTION_CHARS = 8_000
