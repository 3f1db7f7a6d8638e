import type { Answer } from '../../domain/question.js'
import type { Task } from '../../domain/task.js'
import { markDoneHint } from './messages.js'

/** The values a prompt template can use (SPEC §5a). */
export interface PromptValues {
  /** The task file relative to the workspace; empty for the task CLI and without a source. */
  task_file: string
  task: string
  task_id: string
  iteration: string
  max_iterations: string
  remaining: string
  peek: string
  continuation: string
  continuation_path: string
  verify_output: string
  last_error: string
  /** The review gate's findings on the tasks it did not approve (SPEC §7); empty when none. */
  review: string
  /** A person's answer to the agent's question (SPEC §7); '' when there is none. */
  answer: string
}

/**
 * The built-in prompt of plan mode (SPEC §7): the loop ends when the agent's final message holds the
 * promise, so the prompt states the exact tag (inside a sentence: a line that only repeats the prompt
 * is not the agent's own words).
 */
export function planPrompt(promise: string): string {
  return [
    'You are one iteration of an autonomous planning loop. Work on the plan below: research, decide and',
    'write it down in this repository; the loop calls you again with your notes from this iteration.',
    '',
    `When the whole plan is done, end your final message with <promise>${promise}</promise> and nothing after it.`,
    'Do not say it before: the loop stops as soon as you do.'
  ].join('\n')
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g
const MAX_REMAINING_LINES = 50

/**
 * Fills the `{{name}}` placeholders of `template` that `values` knows; unknown ones are left as they
 * are. `used`: whether any known placeholder was there (a template without one gets context appended).
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string>>
): { text: string; used: boolean } {
  let used = false
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole
    used = true
    return values[name] ?? whole
  })
  return { text, used }
}

/**
 * Renders a prompt: known `{{name}}` placeholders are replaced; unknown ones are left as they are.
 * A template that uses no known placeholder gets a "Loop context" section with the non-empty values.
 */
export function renderPrompt(template: string, values: PromptValues): string {
  const { text, used } = fillPlaceholders(template, { ...values })
  return used ? text : withLoopContext(text, values)
}

/** A prompt with the "Loop context" section appended: the built-in default, whose text is not a template. */
export function withLoopContext(text: string, values: PromptValues): string {
  return `${text}\n\n${loopContext(values)}`
}

function loopContext(values: PromptValues): string {
  const sections: [string, string][] = [
    ['Current task', values.task],
    ['Iteration', `${values.iteration} of at most ${values.max_iterations}`],
    ['Remaining tasks', values.remaining],
    ['Task list (peek)', values.peek],
    ["A person's answer to your question", values.answer],
    ['Error in the previous iteration', values.last_error],
    ['Review of your last work (not approved: the task is not done yet)', values.review],
    ['Verify output (failing)', values.verify_output],
    [`Notes from the previous iteration (${values.continuation_path})`, values.continuation]
  ]
  const body = sections
    .filter(([, value]) => value.trim() !== '')
    .map(([title, value]) => `### ${title}\n${value.trimEnd()}`)
    .join('\n\n')
  return `## Loop context\n\n${body}\n`
}

/** How much of a task's details and its group's description `{{task}}` shows (SPEC §5a: bounded). */
export const MAX_TASK_DETAILS_CHARS = 4096

/**
 * A task as markdown: id, title, acceptance criteria, its details (nested lines) and its group (the
 * phase or section it is in, with its description), these two at most 4 KB; `howToMark` adds how to
 * mark it done.
 */
export function describeTask(task: Task, howToMark = true): string {
  const lines = [`**${task.id}**: ${task.title}`]
  if (task.optional) lines.push('(optional: the loop completes without it)')
  if (task.criteria.length > 0) {
    lines.push('', 'Acceptance criteria:', ...task.criteria.map(item => `- ${item}`))
  }
  const context = [
    ...(task.details?.length ? ['', 'Details:', ...task.details] : []),
    ...(task.group ? ['', `Part of: ${task.group.title}`, ...task.group.details] : [])
  ].join('\n')
  if (context) lines.push(bounded(context, MAX_TASK_DETAILS_CHARS))
  const hint = howToMark ? markDoneHint(task.id).trim() : ''
  if (hint) lines.push('', hint)
  return lines.join('\n')
}

/** `text` cut to `max` characters at a line's end, saying how much was left out. */
function bounded(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.lastIndexOf('\n', max)
  const kept = text.slice(0, cut > 0 ? cut : max)
  return `${kept}\n… (${text.length - kept.length} more characters in the task file)`
}

/**
 * Remaining tasks, a line each, at most `max` (50 for `{{remaining}}`), then "… and N more"; optional
 * tasks after the required ones, marked so (SPEC §3: offered once the required work is done).
 */
export function describeRemaining(
  tasks: readonly Pick<Task, 'id' | 'title' | 'optional'>[],
  max: number = MAX_REMAINING_LINES
): string {
  const ordered = [...tasks.filter(task => !task.optional), ...tasks.filter(task => task.optional)]
  const lines = ordered
    .slice(0, max)
    .map(task => `- ${task.id}: ${task.title}${task.optional ? ' (optional)' : ''}`)
  if (tasks.length > max) lines.push(`… and ${tasks.length - max} more`)
  return lines.join('\n')
}

/** `{{answer}}`: the answer, under the question it answers, so the agent knows what it asked. */
export function describeAnswer(answer: Answer | null): string {
  if (!answer) return ''
  const asked = answer.question
    .split('\n')
    .map(line => `> ${line}`)
    .join('\n')
  return `You asked:\n${asked}\n\n${answer.by === '--answer' ? 'The answer' : `The answer (from ${answer.by})`}:\n${answer.text}`
}
