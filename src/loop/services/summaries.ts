import type { Workspace } from '../../ports/workspace.js'
import type { IterationRecord } from '../../domain/iteration.js'
import type { Answer } from '../../domain/question.js'
import { hostList } from '../../report/refused-hosts.js'

/** Iteration summaries kept in state-dir. */
export const SUMMARIES_KEPT = 20
/** `{{continuation}}` carries at most this much of the previous summary. */
export const CONTINUATION_LIMIT = 8 * 1024

/** Path of iteration n's summary, relative to the workspace. */
export function summaryPath(stateDir: string, n: number): string {
  return `${stateDir}/iteration_${n}_summary.md`
}

/** What goes into an iteration summary (SPEC §5 step 6). */
export interface SummaryContent {
  record: IterationRecord
  title: string
  finalMessage: string
  changed: readonly string[]
  verifyTail: string
  error: string
  /** The person's answer the iteration's prompt carried (SPEC §7). */
  answer?: Answer | null
}

/** What the review gate decided (SPEC §7), for the summary; its findings are in the next prompt's `{{review}}`. */
function reviewLine(review: NonNullable<IterationRecord['review']>): string {
  const parts = [
    ...(review.approved.length > 0 ? [`approved ${review.approved.join(', ')}`] : []),
    ...(review.rejected.length > 0 ? [`not approved ${review.rejected.join(', ')} (not done yet)`] : [])
  ]
  return parts.join('; ') || 'nothing to review'
}

/** Writes `iteration_{n}_summary.md` and deletes the one that fell out of the last 20. */
export async function writeSummary(workspace: Workspace, stateDir: string, content: SummaryContent) {
  const { record } = content
  const lines = [
    `# Iteration ${record.n}`,
    '',
    `- Task: ${record.task} — ${content.title}`,
    `- Attempt: ${record.attempt}`,
    ...(record.agent ? [`- Agent: ${record.agent}`] : []),
    `- Outcome: ${record.outcome}`,
    `- Work remaining after it: ${record.work_remaining}`,
    ...(content.error ? [`- Error: ${content.error}`] : []),
    ...(record.review ? [`- Review: ${reviewLine(record.review)}`] : []),
    ...(record.blocked_hosts ? [`- Refused by the sandbox: ${hostList(record.blocked_hosts)}`] : []),
    ...answered(content.answer),
    '',
    "## The agent's final message",
    '',
    quoted(content.finalMessage.trim()) || '(none)',
    '',
    '## Files changed',
    '',
    ...(content.changed.length > 0 ? content.changed.slice(0, 200).map(path => `- ${path}`) : ['(none)']),
    ...(content.verifyTail
      ? ['', '## Verify output (tail)', '', '```', content.verifyTail.trimEnd(), '```']
      : []),
    ''
  ]
  const path = summaryPath(stateDir, record.n)
  // Whole or absent after a crash is enough: the checkpoint, written after it, is what must survive.
  await workspace.writeText(path, lines.join('\n'), { durable: false })
  if (record.n > SUMMARIES_KEPT) await workspace.remove(summaryPath(stateDir, record.n - SUMMARIES_KEPT))
  return path
}

/**
 * The agent's words as a Markdown quote. The next prompt carries this summary, and a line of the prompt
 * is never the agent's own (agents/promise.ts): a promise said alone on a line and quoted bare would
 * hide every later one, and plan mode could not complete after a promise it ignored.
 */
function quoted(words: string): string {
  return (
    words &&
    words
      .split('\n')
      .map(line => `> ${line}`.trimEnd())
      .join('\n')
  )
}

/** The question and the answer an iteration was given, for its summary. */
function answered(answer: Answer | null | undefined): string[] {
  if (!answer) return []
  return [
    '',
    '## The question and the answer',
    '',
    `Asked: ${answer.question}`,
    '',
    `Answered by ${answer.by}: ${answer.text}`
  ]
}

/** A summary is read whole at most up to this size; `{{continuation}}` takes its first 8 KB. */
const SUMMARY_READ_LIMIT = 1024 * 1024

/**
 * Why the continuation file of a resumed loop cannot be used (missing, not a regular file, too big),
 * or undefined when it can (SPEC §8: a file the loop reads never hangs it).
 */
export async function checkContinuation(workspace: Workspace, path: string): Promise<string | undefined> {
  if (!(await workspace.exists(path))) return `The continuation file ${path} is missing`
  try {
    await workspace.readText(path, { maxBytes: SUMMARY_READ_LIMIT })
    return undefined
  } catch (error) {
    return `The continuation file ${path} cannot be read (${error instanceof Error ? error.message : String(error)})`
  }
}

/** The previous summary's contents for `{{continuation}}`, cut to 8 KB (its start is kept: task and outcome come first). */
export async function readContinuation(workspace: Workspace, path: string | null): Promise<string> {
  if (!path) return ''
  try {
    const text = await workspace.readText(path, { maxBytes: SUMMARY_READ_LIMIT })
    return text.length > CONTINUATION_LIMIT ? text.slice(0, CONTINUATION_LIMIT) + '\n…' : text
  } catch {
    return ''
  }
}
