import type { Telemetry } from '../../agents/presets/agent-types.js'
import { verdictOf } from '../../agents/promise.js'
import type { ReviewBase, ReviewRecord } from '../../domain/iteration.js'
import type { ProcessResult } from '../../ports/process.js'
import type { LoopContext } from '../context.js'
import { describeTask } from '../rules/prompt.js'
import { renderReviewPrompt } from '../rules/review-prompt.js'
import { runAgent } from './agent-run.js'
import { reviewStreamPath } from './agent-stream.js'
import type { Invoked } from './invoke.js'

/** What the review gate decided after an iteration (SPEC §7): the record, and the findings for `{{review}}`. */
export interface Reviewed {
  record: ReviewRecord
  findings: string
  /** Set when the reviewer could not authenticate: the loop stops (`error`), as for the agent (SPEC §4). */
  fatal?: string
}

/** How one review ended: approved, rejected, no verdict, or the reviewer failed (all but the first hold the mark). */
type Judgement = 'approved' | 'rejected' | 'no verdict' | 'reviewer failed'

/** The most of one reviewer's words that reach the next prompt. */
const FINDINGS_LIMIT = 4096

/**
 * The review gate (SPEC §7), for `observe`: the reviewer judges each task the iteration marked done,
 * one invocation each, with the task and the whole diff of its work since its review base
 * (`wholeDiff`; in `state-dir/review.diff` too, `RALPH_DIFF_FILE`). It runs like the agent — its own
 * process group, the fenced environment, the run marker's sweep, the signal — but with a fresh home,
 * never the agent's, and its cost counts toward the run's (`tally.addReview`). Only an
 * approval accepts a mark; after a signal the rest are left unreviewed, so held.
 */
export async function review(loop: LoopContext, invoked: Invoked, ids: readonly string[]): Promise<Reviewed> {
  const { config, log, transcript, workspace, git, clock } = loop.deps
  const reviewer = loop.reviewer
  if (!reviewer) throw new Error('the reviewer was not chosen')
  const diffFile = `${loop.stateDir}/review.diff`
  const after = invoked.reviewBase ? await git.snapshot([loop.stateDir, loop.promptFile]) : ''
  const tasks = new Map(loop.source.view().tasks.map(task => [task.id, task]))
  const record: ReviewRecord = { approved: [], rejected: [], duration_ms: 0 }
  const findings: string[] = []
  let fatal: string | undefined
  for (const id of ids) {
    const task = tasks.get(id)
    // After a signal or a rejected key the rest stay unreviewed, so held.
    if (loop.deps.signal.aborted || fatal !== undefined || !task) {
      record.rejected.push(id)
      continue
    }
    const diff = await wholeDiff(loop, loop.state.reviewBases[id] ?? invoked.reviewBase, after)
    await workspace.writeText(diffFile, diff, { durable: false })
    const prompt = loop.redact(
      renderReviewPrompt(config.reviewPrompt, {
        task: describeTask(task, false),
        task_id: id,
        diff,
        diff_file: diffFile,
        task_file: config.tasks ?? ''
      })
    )
    const promptFile = `${loop.stateDir}/review-prompt.md`
    await workspace.writeText(promptFile, prompt, { durable: false })
    const startedAt = clock.now()
    transcript.startGroup(`Review of ${id} (iteration ${invoked.n}, ${reviewer.name})`)
    const { telemetry, result } = await runAgent(loop.deps, reviewer, {
      prompt,
      promptFile: `${config.workspace}/${promptFile}`,
      iteration: invoked.n,
      taskId: id,
      stateDir: `${config.workspace}/${loop.stateDir}`,
      timeoutMs: loop.timeLeftFor(config.iterationTimeoutMs),
      // The reviewer spends from the same budget as the agent (claude stops itself at what is left).
      ...(config.maxCostUsd > 0 && { budgetUsd: config.maxCostUsd - loop.tally.costUsd }),
      env: { RALPH_DIFF_FILE: `${config.workspace}/${diffFile}` },
      // Never the agent's home, where it could have written the reviewer's settings (SPEC §7).
      freshHome: true,
      streamFile: reviewStreamPath(loop.stateDir, invoked.n, ids.indexOf(id) + 1)
    })
    transcript.endGroup()
    record.duration_ms += clock.now() - startedAt
    const judgement = judge(reviewer.name, telemetry, result, prompt)
    loop.tally.addReview(telemetry, judgement === 'approved')
    addUsage(record, telemetry)
    const words = (telemetry.finalMessage.trim() || telemetry.errorMessage || '').slice(-FINDINGS_LIMIT)
    log.info(`Review of ${id}: ${judgement}${words ? ` — ${lastLine(words)}` : ''}`)
    if (judgement === 'approved') {
      record.approved.push(id)
      continue
    }
    record.rejected.push(id)
    if (telemetry.errorClass === 'auth')
      fatal =
        `The reviewer (review: ${config.review}) could not authenticate (${telemetry.errorMessage ?? 'auth error'}). ` +
        "Check the API key secret its CLI reads (e.g. OPENAI_API_KEY for codex), passed in the step's env; the loop does not retry a rejected key."
    findings.push(
      `Review of ${id} (iteration ${invoked.n}): ${judgement}${why(judgement, telemetry)}\n${words}`.trim()
    )
  }
  return { record, findings: findings.join('\n\n'), ...(fatal !== undefined && { fatal }) }
}

/**
 * The whole work behind a task's mark (SPEC §7): the diff from its review base — the tree before the
 * first iteration on its unapproved work — to now, never only the last iteration's, so an iteration
 * that changes nothing cannot turn a rejection into an approval. A clone that lost that tree (a new
 * runner, an agent's `git gc --prune`) diffs from HEAD as it was then, else from the empty tree: a
 * longer diff, never one that leaves the rejected work out.
 */
async function wholeDiff(loop: LoopContext, base: ReviewBase | null, after: string): Promise<string> {
  const { git, log } = loop.deps
  if (!base || !after) return '(no diff: the workspace is not a git repository)'
  if (await git.has(base.tree)) return git.diff(base.tree, after)
  const from = base.head && (await git.has(base.head)) ? base.head : ''
  log.info(
    `The tree the review's diff starts from (${base.tree.slice(0, 12)}) is gone from this clone: ` +
      (from
        ? `the diff starts at commit ${from.slice(0, 12)}, HEAD when that work began.`
        : 'the diff shows every file.')
  )
  return git.diff(from, after)
}

/**
 * A command reviewer approves by exit code 0; a preset one by `<verdict>approve</verdict>` in its own
 * words (agents/promise.ts). A reviewer that failed (crashed, timed out, rate limited, could not
 * start) approves nothing.
 */
function judge(name: string, telemetry: Telemetry, result: ProcessResult, prompt: string): Judgement {
  // A command that timed out, could not start or was killed said nothing about the work.
  if (name === 'command' && (result.timedOut || result.spawnError || result.exitCode === null))
    return 'reviewer failed'
  if (name === 'command') return result.exitCode === 0 ? 'approved' : 'rejected'
  if (telemetry.errorClass !== 'none') return 'reviewer failed'
  const verdict = verdictOf(telemetry.finalMessage, prompt)
  return verdict === 'approve' ? 'approved' : verdict === 'reject' ? 'rejected' : 'no verdict'
}

function why(judgement: Judgement, telemetry: Telemetry): string {
  if (judgement === 'reviewer failed')
    return ` (${telemetry.errorMessage ?? telemetry.errorClass}): the mark waits for a review that approves it`
  if (judgement === 'no verdict') return ' (the reviewer gave no <verdict>: the mark waits for an approval)'
  return ''
}

function addUsage(record: ReviewRecord, telemetry: Telemetry): void {
  if (telemetry.costUsd !== undefined) record.cost_usd = (record.cost_usd ?? 0) + telemetry.costUsd
  if (telemetry.inputTokens !== undefined)
    record.input_tokens = (record.input_tokens ?? 0) + telemetry.inputTokens
  if (telemetry.outputTokens !== undefined)
    record.output_tokens = (record.output_tokens ?? 0) + telemetry.outputTokens
}

function lastLine(text: string): string {
  const line = text.trim().split('\n').at(-1) ?? ''
  return line.length > 200 ? `${line.slice(0, 200)}…` : line
}
