import { inert } from './inert-text.js'
import { code, codeBlock, html } from './markdown-escape.js'

/** The agent's last words in a comment are cut to this many characters (its end says the most). */
const MAX_LAST_WORDS = 4_000

/** Where the work is, for a comment on an issue (SPEC §3). */
export interface WorkPlace {
  /** The commit holding the work ('' when none was made). */
  sha: string
  branch: string
  /** A link to the workflow run, when known. */
  runUrl: string
  /** The loop keeps a pull request, whose `Closes #N` closes the issue at its merge. */
  pullRequest: boolean
}

/** The comment on an issue whose task got done: the commit, the branch and the run's link. */
export function doneComment(place: WorkPlace): string {
  const commit = place.sha ? `in commit ${place.sha} ` : ''
  return [
    `Ralph Loop finished this task ${commit}on the branch ${code(place.branch)}.`,
    ...(place.pullRequest ? ['Its pull request closes this issue when it is merged.'] : []),
    ...runLine(place)
  ].join('\n')
}

/**
 * The comment on an issue whose task made the loop stuck: the reason and the agent's last words.
 * Text from the agent is made inert and fenced: it mentions no one, closes nothing, links nowhere.
 */
export function stuckComment(
  input: WorkPlace & { reason: string; message: string; lastWords: string }
): string {
  const words = input.lastWords.trim()
  const cut = words.length > MAX_LAST_WORDS ? `…${words.slice(-MAX_LAST_WORDS)}` : words
  return [
    `Ralph Loop is stuck on this task (${input.reason}): ${html(inert(input.message))}`,
    '',
    ...(cut ? ["The agent's last words:", '', ...codeBlock(inert(cut)), ''] : []),
    'Change the issue (fix, split or clarify it) and the next run starts the task again.',
    ...runLine(input)
  ].join('\n')
}

function runLine(place: WorkPlace): string[] {
  return place.runUrl ? ['', `[The workflow run](${place.runUrl})`] : []
}
