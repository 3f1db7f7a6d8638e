import type { TaskSourceKind } from '../../config/config.js'
import { PHASE_TASK } from './messages.js'

/** What the built-in prompt needs to say where the work is and how it is marked done (SPEC §5a). */
export interface DefaultPromptFacts {
  /** The task source after resolving `auto`; undefined when there is none. */
  source: TaskSourceKind | undefined
  /** The task file relative to the workspace (`{{task_file}}`); empty for the task CLI and no source. */
  taskFile: string
  /** The current task's id; empty when the loop does not track tasks (task CLI, no source). */
  taskId: string
  verifyCommand: string | undefined
  /** How the current task is marked done in a json or yaml file, in its words (`"passes": true`); SPEC §3. */
  doneMark?: string
}

/** At most this many other open tasks are listed, then their count: the prompt stays small (SPEC §5a). */
export const DEFAULT_OTHER_TASKS = 10

/**
 * The built-in build prompt, without placeholders (so the loop context is appended). It names the task
 * file and how a task is marked done in that file's format, because an agent told only "mark it done in
 * the task source" has to hunt for the file and guess its format.
 */
export function defaultPrompt(facts: DefaultPromptFacts): string {
  const steps = [...workSteps(facts), 'Then stop: the loop calls you again for the next task.']
  return [
    'You are one iteration of an autonomous build loop. Work only on the current task below.',
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    'Never rename, reword, reorder or delete tasks; only mark them done.',
    "If you cannot go on without a person's answer, end your final message with <question>…</question>.",
    'Use the notes or error of a previous iteration below, if any.'
  ].join('\n')
}

function workSteps(facts: DefaultPromptFacts): string[] {
  const check = facts.verifyCommand
    ? `check them: \`${oneLine(facts.verifyCommand)}\` must pass (the loop runs it after you).`
    : 'check them (build, tests) where you can.'
  if (facts.taskId === 'verify') {
    return [`Make the changes that let the verify command pass, and ${check}`]
  }
  if (facts.source === 'command') {
    return [
      `Take one task from the task list below through the task CLI, make the changes it needs and ${check}`,
      'When it is complete, mark it done through the task CLI (its help lists the command).'
    ]
  }
  const task = facts.taskId ? `task ${facts.taskId}` : 'the task'
  const steps = [`Make the changes ${task} needs and ${check}`]
  const mark = facts.taskFile ? markDone(facts) : ''
  if (mark) steps.push(`When it is complete, mark it done in ${facts.taskFile}: ${mark}`)
  return steps
}

/** How a task is marked done in the file's format (SPEC §3). */
function markDone(facts: DefaultPromptFacts): string {
  if (facts.source === 'json' || facts.source === 'yaml') {
    const mark = facts.doneMark ?? (facts.source === 'json' ? '"done": true' : 'done: true')
    return `set ${mark} on its entry.`
  }
  if (PHASE_TASK.test(facts.taskId)) return 'add [COMPLETE] to the end of its heading.'
  return 'tick its checkbox ("- [ ]" becomes "- [x]").'
}

/** A verify command of several lines is named by its first (the prompt says which, not how). */
function oneLine(command: string): string {
  const lines = command.trim().split('\n')
  return lines.length > 1 ? `${lines[0]} …` : (lines[0] ?? '')
}
