import type { OpenQuestion } from '../domain/question.js'
import { inert } from './inert-text.js'
import { code, html } from './markdown-escape.js'

/** Marks the loop's own question comments: never taken for an answer (SPEC §7). */
export const QUESTION_MARKER = '<!-- ralph-loop:question -->'

/**
 * The pull request comment that asks the agent's question (SPEC §7). The question is the agent's text:
 * made inert (it mentions nobody, closes nothing, links nowhere) and escaped, quoted line by line.
 */
export function renderQuestionComment(question: Pick<OpenQuestion, 'text' | 'task' | 'iteration'>): string {
  const quoted = question.text.split('\n').map(line => `> ${html(inert(line))}`.trimEnd())
  return [
    QUESTION_MARKER,
    `**The agent asks** (iteration ${question.iteration}, task ${code(inert(question.task))}):`,
    '',
    ...quoted,
    '',
    'Answer in a comment on this pull request. The first comment after this one by someone with write access ' +
      '(owner, member or collaborator) reaches the agent on the next run; until then every run halts ' +
      '(`needs_input`) without invoking the agent.',
    ''
  ].join('\n')
}
