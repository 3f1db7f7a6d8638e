import type { Stop } from '../../domain/outcomes.js'
import { MAX_QUESTION_CHARS, type OpenQuestion } from '../../domain/question.js'
import { renderQuestionComment } from '../../report/question-comment.js'
import type { LoopContext } from '../context.js'
import { firstAnswer, pullRequestAt, waitingMessage } from '../rules/answer.js'
import { answered, questionDropped, questionPosted } from '../rules/transitions.js'
import { untilAborted } from './persistence.js'

/**
 * At the start of a run that resumes an open question (SPEC §7): the answer (`--answer`, or the first
 * comment after the question's by someone with write access) goes to the next prompt; without one the
 * run halts `needs_input` at once, invoking no agent. `questions: false` lets the loop go on without.
 */
export async function awaitAnswer(loop: LoopContext): Promise<Stop | undefined> {
  const { config, log } = loop.deps
  const open = loop.state.question
  if (!open) {
    if (config.answer !== undefined)
      log.warning('There is no open question: --answer is ignored.', 'Question')
    return undefined
  }
  if (!config.questions) {
    log.info(
      `questions is false: going on without an answer to the agent's question from iteration ${open.iteration}.`
    )
    loop.apply(questionDropped())
    return undefined
  }
  const answer =
    config.answer === undefined ? await readAnswer(loop, open) : { text: config.answer, by: '--answer' }
  if (loop.deps.signal.aborted)
    return { reason: 'interrupted', message: 'Interrupted before the loop started.' }
  if (!answer) return { reason: 'needs_input', message: waitingMessage(open, config.inActions) }
  loop.apply(
    answered({ question: open.text, text: answer.text.trim().slice(0, MAX_QUESTION_CHARS), by: answer.by })
  )
  log.info(`The answer to the agent's question came from ${answer.by}: it goes into the next prompt.`)
  return undefined
}

/** The first answer among the comments after the question's, or undefined (an API error is a warning). */
async function readAnswer(
  loop: LoopContext,
  open: OpenQuestion
): Promise<{ text: string; by: string } | undefined> {
  const { comments, log } = loop.deps
  const { comment } = open
  if (!comment) return undefined
  // The first signal does not wait for a slow API: the step has seconds left, not the call's 30.
  const stopped = { ok: false as const, warning: 'Interrupted while reading the comments.' }
  const read = await untilAborted(comments.since(comment.pullRequest, comment.at), loop.deps.signal, stopped)
  if (loop.deps.signal.aborted) return undefined
  if (!read.ok) {
    log.warning(`${read.warning} The run halts again until an answer can be read.`, 'Question')
    return undefined
  }
  const found = firstAnswer(read.comments, comment.id)
  return found && { text: found.body, by: found.author }
}

/**
 * Posts the open question on the work branch's pull request, once (SPEC §7), and remembers the comment
 * for the next run. Without a pull request, or when the API refuses, a warning says how to answer.
 */
export async function postQuestion(
  loop: LoopContext,
  pullRequest: number | undefined,
  url: string
): Promise<void> {
  const { config, comments, log } = loop.deps
  const open = loop.state.question
  if (!open || open.comment || !config.inActions) return
  if (pullRequest === undefined) {
    log.warning(
      "The agent's question is not posted: there is no pull request of the work branch. Set pull-request: draft (with permissions pull-requests: write and issues: write) to be asked in it.",
      'Question'
    )
    return
  }
  const posted = await comments.post(pullRequest, loop.redact(renderQuestionComment(open)))
  if (!posted.ok) {
    log.warning(posted.warning, 'Question')
    return
  }
  loop.apply(questionPosted({ pullRequest, id: posted.id, at: posted.createdAt }))
  // The checkpoint must carry the comment, even on a run that stopped before any iteration.
  loop.persistence.touched = true
  log.info(`Posted the agent's question on ${pullRequestAt(pullRequest, url)}.`)
}

/**
 * The halt of a run that waits for an answer, told as it stands at the end of the run: the question's
 * message was written when the agent asked, before finish posted it on the pull request.
 */
export function waitingStop(
  loop: LoopContext,
  stop: Stop,
  pullRequest: { number: number | undefined; url: string }
): Stop {
  const open = loop.state.question
  if (stop.reason !== 'needs_input' || !open) return stop
  // The address is this run's pull request's: the question's may be an older one, by number only.
  const url = open.comment && open.comment.pullRequest === pullRequest.number ? pullRequest.url : ''
  return { ...stop, message: waitingMessage(open, loop.deps.config.inActions, url) }
}
