import type { OpenQuestion } from '../../domain/question.js'
import type { IssueComment } from '../../ports/comments.js'
import { QUESTION_MARKER } from '../../report/question-comment.js'

/** Author associations of people with write access to the repository: only they answer (SPEC §7). */
export const ANSWERING = ['OWNER', 'MEMBER', 'COLLABORATOR'] as const

/**
 * The answer among a pull request's comments (SPEC §7): the first, in the order they were made, after
 * the question's comment `after`, written by someone with write access and saying something. Comments
 * by others (a contributor, a stranger, a bot) and the loop's own questions are passed over.
 */
export function firstAnswer(comments: readonly IssueComment[], after: number): IssueComment | undefined {
  const answering: readonly string[] = ANSWERING
  return [...comments]
    .filter(comment => comment.id > after)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .find(
      comment =>
        answering.includes(comment.association) &&
        comment.body.trim() !== '' &&
        !comment.body.includes(QUESTION_MARKER)
    )
}

/**
 * The halt of a run that waits for an answer: what was asked, and how to answer it. `url` is the pull
 * request's address when the run knows it. Before finish has posted the question it says "not posted":
 * finish builds the message again once the comment is there.
 */
export function waitingMessage(question: OpenQuestion, inActions: boolean, url = ''): string {
  const asked = `The agent asked in iteration ${question.iteration} (task ${question.task}): "${oneLine(question.text)}".`
  if (!inActions) return `${asked} Run again with --answer "<your answer>" to hand it the answer.`
  if (question.comment) {
    return `${asked} Answer in a comment on ${pullRequestAt(question.comment.pullRequest, url)} (someone with write access); the next run hands it to the agent.`
  }
  return (
    `${asked} It could not be posted on a pull request (set pull-request: draft, and give the job ` +
    "'permissions: pull-requests: write' and 'issues: write'), so no answer can come: set questions: false to go on without one."
  )
}

/** A question on one line, cut for a log line or an annotation. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 300 ? `${line.slice(0, 300)}…` : line
}

/** A pull request as a person finds it: its number, and its address when known. */
export function pullRequestAt(number: number, url: string): string {
  return url ? `pull request #${number} (${url})` : `pull request #${number}`
}
