import { describe, expect, it } from '@jest/globals'
import { saidPromise } from '../../../src/agents/promise.js'
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
