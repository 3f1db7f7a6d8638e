import { fillPlaceholders } from './prompt.js'

/** What a review prompt can use (SPEC §7). */
export interface ReviewValues {
  /** The task as markdown: id, title, acceptance criteria. */
  task: string
  task_id: string
  /** The diff of the work behind the mark, cut to `DIFF_IN_PROMPT` (the whole one is in the diff file). */
  diff: string
  /** The diff file, relative to the workspace (`RALPH_DIFF_FILE` holds its absolute path). */
  diff_file: string
  /** The task file, relative to the workspace. */
  task_file: string
}

/** The most of the diff a review prompt carries: past it the reviewer reads the file. */
export const DIFF_IN_PROMPT = 48 * 1024

/**
 * The built-in review prompt (SPEC §7): the task, its acceptance criteria and the diff of the work
 * behind its mark, and the instruction to end with a verdict and the reasons. The instruction line holds both tags inside a
 * sentence, so that a reviewer repeating it has not given a verdict (agents/promise.ts).
 */
export const DEFAULT_REVIEW_PROMPT = [
  'You review the work of an autonomous coding agent before it counts. The agent says it finished the',
  'task below and marked it done in {{task_file}}. Judge whether the change really does the task and',
  'meets every acceptance criterion. Read the repository as you need; do not change any file.',
  '',
  '## The task',
  '',
  '{{task}}',
  '',
  '## The change (all the work behind the mark since the task was first worked on or last approved;',
  'the whole diff is in {{diff_file}})',
  '',
  '```diff',
  '{{diff}}',
  '```',
  '',
  'End your answer with a line that holds only <verdict>approve</verdict> or only <verdict>reject</verdict>, then your reasons.',
  'When you reject, say what is missing or wrong: the agent reads your reasons in its next attempt.'
].join('\n')

/**
 * The prompt of one review: `review-prompt` (or the default) with its placeholders filled. A template
 * that uses none gets the task and the diff appended, as the agent's prompt gets its loop context.
 */
export function renderReviewPrompt(template: string | undefined, values: ReviewValues): string {
  const shown = {
    ...values,
    diff:
      values.diff.length > DIFF_IN_PROMPT
        ? `${values.diff.slice(0, DIFF_IN_PROMPT)}\n… (cut here: the whole diff is in ${values.diff_file})`
        : values.diff || '(no file changed)'
  }
  const { text, used } = fillPlaceholders(template ?? DEFAULT_REVIEW_PROMPT, shown)
  if (used) return text
  return `${text}\n\n## The task\n\n${shown.task}\n\n## The change (${shown.diff_file})\n\n\`\`\`diff\n${shown.diff}\n\`\`\`\n`
}
