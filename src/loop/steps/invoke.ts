import type { Telemetry } from '../../agents/presets/agent-types.js'
import { askedQuestion } from '../../agents/promise.js'
import { MAX_QUESTION_CHARS, type Answer } from '../../domain/question.js'
import type { IterationFacts, ReviewBase } from '../../domain/iteration.js'
import type { CurrentTask } from '../../domain/task.js'
import type { ProcessResult } from '../../ports/process.js'
import type { TreeState } from '../../ports/workspace.js'
import { runAgent } from './agent-run.js'
import { dropOldStream, streamPath } from './agent-stream.js'
import { guard, restore } from './protect.js'
import type { LoopContext } from '../context.js'
import { DEFAULT_OTHER_TASKS, defaultPrompt } from '../rules/default-prompt.js'
import {
  describeAnswer,
  describeRemaining,
  planPrompt,
  renderPrompt,
  withLoopContext,
  type PromptValues
} from '../rules/prompt.js'
import { readContinuation } from '../services/summaries.js'
import type { Selected } from './select.js'

/** An iteration once its agent has run: what went in, and what came out. */
export interface Invoked {
  n: number
  task: CurrentTask
  attempt: number
  /** The work remaining before the agent ran. */
  workBefore: string[]
  sizeBefore: number
  startedAt: number
  durationMs: number
  treeChanged: boolean
  /** Paths that differ from HEAD after the agent ran, for the summary. */
  changed: string[]
  /** The agent that ran (`fallback-agent` after a usage limit). */
  agent: string
  telemetry: Telemetry
  result: ProcessResult
  /** The agent's words for people (summary, job summary): its final message, else its last output. */
  lastWords: string
  /**
   * The prompt without the previous iteration's notes, which hold the agent's own earlier words: what
   * a quote of the prompt is measured against (SPEC §7).
   */
  quotable: string
  /** Protected paths the agent changed, restored since (SPEC §7). */
  protectedChanged: string[]
  /** Hosts the sandbox refused while it ran (SPEC §4a). */
  blockedHosts: string[]
  /** The tree before the agent ran and HEAD then, where a review's diff may start (SPEC §7); null without the gate. */
  reviewBase: ReviewBase | null
  /** The question the agent ended with (SPEC §7), when `questions` is on. */
  question?: string
  /** The person's answer this iteration's prompt carried. */
  answer: Answer | null
}

/** The facts of an iteration that come from its run alone (the rest come from `observe`). */
export function runFacts(invoked: Invoked, tracksTasks: boolean) {
  const { telemetry } = invoked
  return {
    n: invoked.n,
    task: invoked.task.id,
    attempt: invoked.attempt,
    tracksTasks,
    agent: invoked.agent,
    startedAt: invoked.startedAt,
    durationMs: invoked.durationMs,
    exitCode: invoked.result.exitCode,
    errorClass: telemetry.errorClass,
    errorMessage: telemetry.errorMessage ?? '',
    ...(telemetry.costUsd !== undefined && { costUsd: telemetry.costUsd }),
    ...(telemetry.inputTokens !== undefined && { inputTokens: telemetry.inputTokens }),
    ...(telemetry.outputTokens !== undefined && { outputTokens: telemetry.outputTokens }),
    ...(telemetry.contextFill !== undefined && { contextFill: telemetry.contextFill }),
    treeChanged: invoked.treeChanged,
    sizeBefore: invoked.sizeBefore,
    protectedChanged: invoked.protectedChanged,
    blockedHosts: invoked.blockedHosts
  } satisfies Partial<IterationFacts>
}

/**
 * SPEC §5 steps 2–3: prints the iteration's line, renders the prompt and runs the agent, noting the
 * working tree before and after. The attempt counts once the iteration is judged (`advance`).
 */
export async function invoke(loop: LoopContext, { task, attempt, peek }: Selected): Promise<Invoked> {
  const { config, log, transcript, workspace, clock } = loop.deps
  const { state } = loop
  const n = state.iteration
  loop.persistence.touched = true
  const workBefore = loop.workRemaining()
  const sizeBefore = loop.size()
  const shown = loop.tracksTasks ? `${attempt}` : '-'
  const line = `=== Build Iteration ${n} (Subtask: ${task.id}, Attempt: ${shown}/${config.maxAttempts}, ${workBefore.length} subtasks remaining) ===`
  log.info(line)

  const excluded = [loop.stateDir, loop.promptFile]
  const treeBefore = await treeNow(loop, excluded)
  // The prompt carries outside text (errors, the verify output, the previous summary): no secret in it.
  const rendered = await promptFor(loop, task, n, peek)
  const [prompt, quotable] = [loop.redact(rendered.prompt), loop.redact(rendered.quotable)]
  await workspace.writeText(loop.promptFile, prompt, { durable: false })
  // Only the review gate needs the tree before as git sees it (SPEC §7): its diff starts there.
  const tree = config.review !== 'none' && loop.tracksTasks ? await loop.deps.git.snapshot(excluded) : ''
  const reviewBase = tree ? { tree, head: treeBefore.head } : null
  const guarded = await guard(loop, treeBefore.head)
  const startedAt = clock.now()
  // The iteration's line stands above the fold; the fold is titled apart, so the line shows once.
  transcript.startGroup(`Agent output (iteration ${n})`)
  const { telemetry, result } = await runAgent(loop.deps, loop.agentPreset(), {
    prompt,
    promptFile: `${config.workspace}/${loop.promptFile}`,
    iteration: n,
    taskId: loop.tracksTasks ? task.id : '',
    stateDir: `${config.workspace}/${loop.stateDir}`,
    timeoutMs: loop.timeLeftFor(config.iterationTimeoutMs),
    ...(config.maxCostUsd > 0 && { budgetUsd: config.maxCostUsd - loop.tally.costUsd }),
    streamFile: streamPath(loop.stateDir, n)
  })
  transcript.endGroup()
  await dropOldStream(workspace, loop.stateDir, n)
  const durationMs = clock.now() - startedAt
  const blockedHosts = refusedHosts(loop, n)
  const treeLeft = await treeNow(loop, excluded, treeBefore)
  // What the iteration leaves is the tree with the protected paths put back: taken again when they were.
  const protectedChanged = guarded ? await restore(loop, guarded, treeLeft.head) : []
  const treeAfter = protectedChanged.length > 0 ? await treeNow(loop, excluded, treeBefore) : treeLeft
  const treeChanged = treeBefore.hash !== treeAfter.hash
  const lastWords = telemetry.finalMessage.trim() || result.tail.slice(-2048)
  const question = config.questions ? askedQuestion(telemetry.finalMessage, quotable) : undefined
  loop.tally.addUsage(telemetry, durationMs, lastWords)
  warnContextFill(loop, telemetry.contextFill, telemetry.contextWindow)
  return {
    n,
    task,
    attempt,
    workBefore,
    sizeBefore,
    startedAt,
    durationMs,
    treeChanged,
    changed: treeAfter.changed,
    agent: loop.agentPreset().name,
    telemetry,
    result,
    lastWords,
    quotable,
    protectedChanged,
    blockedHosts,
    reviewBase,
    ...(question !== undefined && { question: question.slice(0, MAX_QUESTION_CHARS) }),
    answer: state.answer
  }
}

/**
 * The working tree now. When the signal stops its `git status`, `stopped` stands in: the signal ends the
 * iteration as interrupted, its attempt given back (give-back.ts), where a throw would abort the loop.
 */
async function treeNow(
  loop: LoopContext,
  excluded: string[],
  stopped: TreeState = { hash: '', changed: [], head: '' }
): Promise<TreeState> {
  try {
    return await loop.deps.workspace.treeState(excluded)
  } catch (error) {
    if (loop.deps.signal.aborted) return stopped
    throw error
  }
}

/** The prompt of SPEC §5a for this iteration, and the same without the continuation. */
export async function promptFor(
  loop: LoopContext,
  task: CurrentTask,
  n: number,
  peek: string
): Promise<{ prompt: string; quotable: string }> {
  const { config, workspace, tasks } = loop.deps
  const { state } = loop
  const remaining: { id: string; title: string }[] = tasks.view().tasks.filter(t => t.state !== 'done')
  if (state.verifyPending) remaining.push({ id: 'verify', title: 'make the verify command pass' })
  const values = {
    task_file: tasks.can.path ? (config.tasks ?? '') : '',
    task: task.text,
    task_id: loop.tracksTasks ? task.id : '',
    iteration: String(n),
    max_iterations: String(config.maxIterations),
    remaining: describeRemaining(remaining),
    peek,
    continuation: await readContinuation(workspace, state.continuationPath),
    continuation_path: state.continuationPath ?? '',
    verify_output: state.verifyOutput,
    last_error: state.lastError,
    review: state.reviewFindings,
    answer: describeAnswer(state.answer)
  }
  const render = (v: PromptValues): string => {
    if (config.prompt !== undefined) return renderPrompt(config.prompt, v)
    if (config.mode === 'plan') return renderPrompt(planPrompt(config.completionPromise), v)
    // The built-in default lists only the next few other open tasks (SPEC §5a): the prompt stays small.
    const others = remaining.filter(t => t.id !== task.id)
    const facts = {
      source: config.taskSource,
      taskFile: v.task_file,
      taskId: v.task_id,
      verifyCommand: config.verifyCommand,
      doneMark: tasks.view().tasks.find(t => t.id === task.id)?.doneMark
    }
    return withLoopContext(defaultPrompt(facts), {
      ...v,
      remaining: describeRemaining(others, DEFAULT_OTHER_TASKS)
    })
  }
  return {
    prompt: render(values),
    quotable: render({ ...values, continuation: '', continuation_path: '' })
  }
}

/** The hosts the sandbox refused during the agent's run, logged once each (SPEC §4a) and kept for the run's outputs. */
function refusedHosts(loop: LoopContext, n: number): string[] {
  const hosts = loop.deps.sandbox.takeBlocked()
  if (hosts.length === 0) return []
  loop.tally.blockedHosts(hosts)
  loop.deps.log.info(
    `The sandbox refused network connections in iteration ${n} to: ${hosts.join(', ')} (not the model API, a package registry or in allow-hosts).`
  )
  return hosts
}

/** The fill an agent reports is recorded and warned about, never a halt: every iteration is a fresh session. */
function warnContextFill(loop: LoopContext, fill: number | undefined, reportedWindow: number | undefined) {
  const { config, log } = loop.deps
  const window = config.contextWindow || reportedWindow || 0
  if (fill === undefined || window === 0 || fill < config.contextThreshold * window) return
  log.warning(
    `The agent's context reached ${fill} of ${window} tokens (≥ context-threshold ${config.contextThreshold}); tasks this large may not fit one session.`,
    'Context'
  )
}
