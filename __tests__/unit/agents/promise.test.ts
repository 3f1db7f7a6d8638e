import { describe, expect, it } from '@jest/globals'
import { saidPromise, verdictOf } from '../../../src/agents/promise.js'
import { DEFAULT_REVIEW_PROMPT } from '../../../src/loop/rules/review-prompt.js'
import { planPrompt } from '../../../src/loop/rules/prompt.js'

const PROMPT = planPrompt('DONE')
const PROMISE_LINE =
  'When the whole plan is done, end your final message with <promise>DONE</promise> and nothing after it.'
const TAG_ALONE = 'Plan the work. When it is done, print this line:\n<promise>DONE</promise>\n'

describe('saidPromise: only the agent’s own words say the promise (SPEC §7)', () => {
  it.each<[string, string, string, boolean]>([
    ['a bare promise line', PROMPT, 'Planned.\n<promise>DONE</promise>', true],
    [
      'a promise inside the agent’s own sentence',
      PROMPT,
      'The plan is written. <promise>DONE</promise>',
      true
    ],
    [
      'the prompt’s promise line quoted behind "> "',
      PROMPT,
      `I was told:\n> ${PROMISE_LINE}\nStill working.`,
      false
    ],
    ['the prompt’s promise line indented', PROMPT, `Notes:\n    ${PROMISE_LINE}`, false],
    ['the prompt’s promise line prefixed by text', PROMPT, `The prompt says: ${PROMISE_LINE} OK.`, false],
    ['the prompt’s promise line repeated as it is', PROMPT, PROMISE_LINE, false],
    [
      'a quote, then the agent’s own promise',
      PROMPT,
      `> ${PROMISE_LINE}\nAll done. <promise>DONE</promise>`,
      true
    ],
    ['no promise at all', PROMPT, 'Still planning.', false],
    ['another promise than the configured one', PROMPT, '<promise>COMPLETE</promise>', false],
    [
      'a prompt with the tag alone on a line: the bare tag',
      TAG_ALONE,
      'Done.\n<promise>DONE</promise>',
      true
    ],
    ['a prompt with the tag alone on a line: the tag quoted', TAG_ALONE, '> <promise>DONE</promise>', false],
    [
      'a prompt with the tag alone on a line: the tag in a sentence',
      TAG_ALONE,
      'Done. <promise>DONE</promise>',
      false
    ],
    [
      'a prompt line without the tag does not make a line a quote',
      'Done.\nSay <promise>DONE</promise> at the end.',
      'Done. <promise>DONE</promise>',
      true
    ]
  ])('%s', (_case, prompt, words, said) => {
    expect(saidPromise(words, prompt, 'DONE')).toBe(said)
  })
})

const INSTRUCTION = DEFAULT_REVIEW_PROMPT.split('\n').find(line => line.includes('<verdict>')) ?? ''

describe('verdictOf: a preset reviewer’s verdict, by the promise’s rule (SPEC §7)', () => {
  it.each<[string, string, 'approve' | 'reject' | undefined]>([
    [
      'an approval on its own line, then the reasons',
      'Looks right.\n<verdict>approve</verdict>\nAll criteria met.',
      'approve'
    ],
    [
      'a rejection on its own line, then the reasons',
      '<verdict>reject</verdict>\nNo test covers the expiry.',
      'reject'
    ],
    [
      'a verdict inside the reviewer’s own sentence',
      'My verdict: <verdict>reject</verdict> (tests missing).',
      'reject'
    ],
    ['no verdict at all', 'The change seems fine to me.', undefined],
    ['the prompt’s instruction repeated, holding both tags', `I was asked:\n${INSTRUCTION}`, undefined],
    ['the instruction quoted behind "> "', `> ${INSTRUCTION}`, undefined],
    [
      'a quote of the instruction, then its own approval',
      `> ${INSTRUCTION}\n<verdict>approve</verdict>`,
      'approve'
    ],
    [
      'the last verdict counts: it changed its mind',
      '<verdict>approve</verdict>\nWait, the test fails.\n<verdict>reject</verdict>',
      'reject'
    ],
    [
      'both tags on one line of its own: not an approval',
      'Either <verdict>approve</verdict> or <verdict>reject</verdict>.',
      'reject'
    ],
    ['another tag’s word is no verdict', '<verdict>accept</verdict>', undefined]
  ])('%s', (_case, words, verdict) => {
    expect(verdictOf(words, DEFAULT_REVIEW_PROMPT)).toBe(verdict)
  })
})
