import type { Workspace } from '../ports/workspace.js'
import type { IterationRecord } from '../domain/iteration.js'

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
}

/** Writes `iteration_{n}_summary.md` and deletes the one that fell out of the last 20. */
export async function writeSummary(workspace: Workspace, stateDir: string, content: SummaryContent) {
  const { record } = content
  const lines = [
    `# Iteration ${record.n}`,
    '',
    `- Task: ${record.task} — ${content.title}`,
    `- Attempt: ${record.attempt}`,
    `- Outcome: ${record.outcome}`,
    `- Work remaining after it: ${record.work_remaining}`,
    ...(content.error ? [`- Error: ${content.error}`] : []),
    '',
    "## The agent's final message",
    '',
    content.finalMessage.trim() || '(none)',
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
  await workspace.writeText(path, lines.join('\n'))
  if (record.n > SUMMARIES_KEPT) await workspace.remove(summaryPath(stateDir, record.n - SUMMARIES_KEPT))
  return path
}

/** The previous summary's contents for `{{continuation}}`, cut to 8 KB (its start is kept: task and outcome come first). */
export async function readContinuation(workspace: Workspace, path: string | null): Promise<string> {
  if (!path) return ''
  try {
    const text = await workspace.readText(path)
    return text.length > CONTINUATION_LIMIT ? text.slice(0, CONTINUATION_LIMIT) + '\n…' : text
  } catch {
    return ''
  }
}
