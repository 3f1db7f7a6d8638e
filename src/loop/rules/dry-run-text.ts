import type { Task } from '../../domain/task.js'

/** What a dry run shows (SPEC §11): the tasks as the loop read them, and the first prompt. */
export interface DryRunFacts {
  /** Where the tasks come from: the task file, or the source's label (`the task CLI`). */
  from: string
  /** The tasks as read; or why none are listed (a task CLI and GitHub issues are not read in a dry run; no source). */
  listing: { tasks: readonly Task[] } | { note: string }
  /** The first prompt, or why there is none (no work remains). */
  prompt: { text: string } | { none: string }
  /**
   * The agent's executable, looked up on PATH and not started (the preset's binary; bash for
   * `agent: command`): where it was found, or why it is missing with the fix.
   */
  agent: Lookup
  /** A preset reviewer with a binary of its own (SPEC §7), looked up the same way. */
  reviewer?: Lookup
}

/** An executable looked up on PATH: where it was found, or why it is missing with the fix. */
export type Lookup = { agent: string; found: string } | { agent: string; missing: string }

/** A title longer than this is cut: the listing is one line a task. */
const TITLE_CHARS = 72

/** How a task reads in a dry run: `done`, `open` or `optional` (not done, and never needed for `completed`). */
export function stateOf(task: Task): 'done' | 'open' | 'optional' {
  if (task.state === 'done') return 'done'
  return task.optional ? 'optional' : 'open'
}

/** One line a task: its id, state and title, then its phase or section and the mark that covers it, when there are. */
export function taskLines(tasks: readonly Task[]): string[] {
  const width = Math.min(Math.max(0, ...tasks.map(task => task.id.length)), 24)
  return tasks.map(task => {
    const title = oneLine(task.title)
    const parts = [
      `${task.id.padEnd(width)}  ${stateOf(task).padEnd(8)}  ${title.length > TITLE_CHARS ? `${title.slice(0, TITLE_CHARS - 1)}…` : title}`,
      ...(task.group ? [`in ${oneLine(task.group.title)}`] : []),
      ...(task.coveredBy ? [`covered by ${oneLine(task.coveredBy)}`] : [])
    ]
    return parts.join(' · ')
  })
}

/** The dry run's text for the log: the counts, a line a task, and the first prompt between rules. */
export function dryRunText(facts: DryRunFacts): string {
  const lines = [
    'Dry run: the inputs are valid. Nothing runs: no agent, no lock, no branch switch, no checkpoint, no commit.',
    agentLine(facts.agent),
    ...(facts.reviewer ? [agentLine(facts.reviewer, 'Reviewer')] : []),
    ''
  ]
  if ('note' in facts.listing) lines.push(facts.listing.note)
  else {
    const { tasks } = facts.listing
    const count = (state: string) => tasks.filter(task => stateOf(task) === state).length
    lines.push(
      `Tasks from ${facts.from}: ${tasks.length} (${count('open')} open, ${count('done')} done, ${count('optional')} optional)`,
      ...taskLines(tasks).map(line => `  ${line}`)
    )
  }
  lines.push('')
  if ('none' in facts.prompt) lines.push(facts.prompt.none)
  else
    lines.push(
      'The first prompt of a new loop, as the agent would get it:',
      RULE,
      facts.prompt.text.trimEnd(),
      RULE
    )
  return lines.join('\n')
}

/** Whether the agent can be started: a missing one is the dry run's finding, with its fix. */
export function agentLine(agent: Lookup, role = 'Agent'): string {
  if ('missing' in agent)
    return `${role} missing: ${agent.missing} A real run would stop before the agent does any work (aborted).`
  if (agent.agent === 'command')
    return `${role}: command, run with bash -c (found at ${agent.found}); 'agent-command' itself is not checked.`
  return `${role}: ${agent.agent}, found at ${agent.found} (not started).`
}

const RULE = '-'.repeat(72)

/** Text on one line: a line break in a title or heading would break the listing. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()
