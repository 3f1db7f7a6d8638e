import { describe, expect, it } from '@jest/globals'
import { askedQuestion } from '../../../src/agents/promise.js'
import { defaultPrompt } from '../../../src/loop/rules/default-prompt.js'

const PROMPT = defaultPrompt({
  source: 'json',
  taskFile: 'plan.json',
  taskId: 't1',
  verifyCommand: undefined
})
const ASK_LINE =
  "If you cannot go on without a person's answer, end your final message with <question>…</question>."
const TEMPLATE = 'Build it. To ask, end with this line:\n<question>…</question>\n'

describe('askedQuestion: a question ends the agent’s own final words (SPEC §7)', () => {
  it('the default prompt says how to ask, in one sentence', () => {
    expect(PROMPT).toContain(ASK_LINE)
  })

  it.each<[string, string, string, string | undefined]>([
    [
      'a question at the end',
      PROMPT,
      'I looked.\n<question>Which database: Postgres or SQLite?</question>',
      'Which database: Postgres or SQLite?'
    ],
    [
      'a question in the agent’s own sentence',
      PROMPT,
      'Blocked. <question>May I drop the v1 API?</question>\n\n',
      'May I drop the v1 API?'
    ],
    [
      'a question over several lines',
      PROMPT,
      '<question>Two things:\n- the port?\n- the user?</question>',
      'Two things:\n- the port?\n- the user?'
    ],
    [
      'text after the question: not the end of the message',
      PROMPT,
      '<question>Port?</question>\nI will guess 8080 meanwhile.',
      undefined
    ],
    ['an empty question', PROMPT, 'Done.\n<question>  </question>', undefined],
    ['no question', PROMPT, 'Task t1 is done.', undefined],
    ['the prompt’s sentence repeated as it is', PROMPT, ASK_LINE, undefined],
    [
      'the prompt’s sentence quoted behind "> ", without its full stop',
      PROMPT,
      `> ${ASK_LINE.replace(/\.$/, '')}`,
      undefined
    ],
    [
      'two questions: the last one is asked',
      PROMPT,
      '<question>A?</question> then <question>B?</question>',
      'B?'
    ],
    [
      'a template whose tag stands alone: the bare tag with text is the agent’s',
      TEMPLATE,
      'Stuck.\n<question>Which branch?</question>',
      'Which branch?'
    ],
    [
      'a template whose tag stands alone: its own line repeated',
      TEMPLATE,
      'To ask, end with this line:\n<question>…</question>',
      undefined
    ]
  ])('%s', (_name, prompt, words, expected) => {
    expect(askedQuestion(words, prompt)).toBe(expected)
  })
})
