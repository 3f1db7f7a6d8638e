import { describe, expect, it } from '@jest/globals'
import {
  DIFF_IN_PROMPT,
  renderReviewPrompt,
  type ReviewValues
} from '../../../src/loop/rules/review-prompt.js'

const values: ReviewValues = {
  task: '**t1**: Add login\n\nAcceptance criteria:\n- rejects a bad password',
  task_id: 't1',
  diff: 'diff --git a/login.ts b/login.ts\n+export function login() {}\n',
  diff_file: '.ralph/review.diff',
  task_file: 'plan.json'
}

describe('renderReviewPrompt (SPEC §7)', () => {
  it('the default holds the task, its criteria, the diff and the verdict instruction', () => {
    const prompt = renderReviewPrompt(undefined, values)
    expect(prompt).toContain('marked it done in plan.json')
    expect(prompt).toContain('- rejects a bad password')
    expect(prompt).toContain('```diff\ndiff --git a/login.ts b/login.ts')
    expect(prompt).toContain('the whole diff is in .ralph/review.diff')
    expect(prompt).toMatch(
      /End your answer with a line that holds only <verdict>approve<\/verdict> or only <verdict>reject<\/verdict>, then your reasons/
    )
    expect(prompt).not.toContain('{{')
  })

  it('fills the placeholders of review-prompt, and appends nothing to a template that uses them', () => {
    expect(renderReviewPrompt('Judge {{task_id}} from {{diff_file}}. {{unknown}}', values)).toBe(
      'Judge t1 from .ralph/review.diff. {{unknown}}'
    )
  })

  it('appends the task and the diff to a review-prompt without placeholders', () => {
    const prompt = renderReviewPrompt('Be strict.', values)
    expect(prompt.startsWith('Be strict.\n\n## The task\n\n**t1**: Add login')).toBe(true)
    expect(prompt).toContain('+export function login() {}')
  })

  it('cuts a long diff, saying where the whole one is; an empty one says so', () => {
    const long = renderReviewPrompt('{{diff}}', { ...values, diff: 'x'.repeat(DIFF_IN_PROMPT + 10) })
    expect(long).toBe(`${'x'.repeat(DIFF_IN_PROMPT)}\n… (cut here: the whole diff is in .ralph/review.diff)`)
    expect(renderReviewPrompt('{{diff}}', { ...values, diff: '' })).toBe('(no file changed)')
  })
})
