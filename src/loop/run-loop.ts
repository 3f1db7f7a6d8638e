import { createHash } from 'node:crypto'
import { presetFor } from '../agents/presets.js'
import type { AgentPreset } from '../agents/types.js'
import { Hooks } from '../hooks/hooks.js'
import { TaskFileError, type Task } from '../tasks/types.js'
import { currentTask, newlyDone, realRemaining, workRemaining, type CurrentTask } from './work.js'
import { stopMessage } from './messages.js'
import { runAgent } from './agent-run.js'
import { budgetHalt } from './budgets.js'
import { classify, stopReason, updateCounters } from './decide.js'
import type { LoopDeps, LoopResult } from './deps.js'
import { finishLoop, type Stop } from './finish.js'
import { describeRemaining, DEFAULT_PROMPT, renderPrompt } from './prompt.js'
import { readContinuation, writeSummary } from './records.js'
import { fileSource, type FileSource } from './source.js'
import { HISTORY_LIMIT, newLoopState, type IterationRecord, type LoopState } from './state.js'
import { runVerify } from './verify.js'
import { RunTally } from './tally.js'

/** Runs the loop until it completes, gets stuck, hits a limit or is interrupted; never throws. */
export async function runLoop(deps: LoopDeps): Promise<LoopResult> {
  return new Loop(deps).run()
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

class Loop {
  private readonly state: LoopState = newLoopState()
  private readonly tally = new RunTally()
  private readonly hooks: Hooks
  private tasks: Task[] = []
  private source: FileSource | undefined
  private agent: AgentPreset | undefined

  constructor(private readonly deps: LoopDeps) {
    const { config } = deps
    this.hooks = new Hooks(config.hooks, { ...deps, cwd: config.workspace, env: config.env })
  }

  async run(): Promise<LoopResult> {
    let stop: Stop
    try {
      stop = (await this.start()) ?? (await this.iterate())
    } catch (error) {
      stop = { reason: 'error', message: error instanceof Error ? error.message : String(error) }
    }
    return finishLoop(this.deps, {
      stop,
      state: this.state,
      tally: this.tally,
      tasks: this.tasks,
      hooks: this.hooks
    })
  }

  private get stateDir(): string {
    return this.deps.config.stateDir
  }

  private get promptFile(): string {
    return `${this.stateDir}/prompt.md`
  }

  /** Prepares the state dir, reads the task source and picks the agent; a Stop when the run cannot begin. */
  private async start(): Promise<Stop | undefined> {
    const { config, workspace, logger } = this.deps
    for (const name of config.secretNames) {
      const value = config.env[name]
      if (value) logger.setSecret(value)
    }
    await workspace.writeText(`${this.stateDir}/.gitignore`, '*\n')
    if (config.tasks && config.taskSource !== 'command' && config.taskSource !== undefined) {
      this.source = fileSource(workspace, config.tasks, config.taskSource, config.shard, sha256)
      try {
        this.tasks = await this.source.load()
      } catch (error) {
        if (error instanceof TaskFileError)
          return { reason: 'error', message: `Task source ${error.message}` }
        throw error
      }
    }
    this.agent = presetFor(config)
    logger.info(
      `Ralph Loop: ${this.tasks.length} task(s) from ${config.tasks ?? '(no task source)'}, ` +
        `${this.realRemaining().length} remaining; agent ${config.agent}; mode ${config.mode}`
    )
    if (config.mode === 'build' && this.realRemaining().length === 0) {
      if (await this.passesGate()) return { reason: 'completion', message: this.completionMessage() }
    }
    return undefined
  }

  private realRemaining(): string[] {
    return realRemaining(this.tasks)
  }

  private workRemaining(agentReported?: string[]): string[] {
    const { mode } = this.deps.config
    return workRemaining(this.tasks, this.state, {
      mode,
      hasSource: this.source !== undefined,
      agentReported
    })
  }

  private currentTask(): CurrentTask {
    return currentTask(this.tasks, this.state, this.deps.config.verifyCommand)
  }

  /** Runs the verify gate when one is set; true when the loop may complete. */
  private async passesGate(): Promise<boolean> {
    const { config } = this.deps
    if (!config.verifyCommand) {
      this.state.verifyPending = false
      return true
    }
    const verdict = await runVerify(this.deps, this.timeLeftFor(config.iterationTimeoutMs))
    this.state.verifyPending = !verdict.pass
    this.state.verifyOutput = verdict.pass ? '' : verdict.tail
    this.tally.lastVerify = verdict.pass ? 'pass' : 'fail'
    return verdict.pass
  }

  private completionMessage(): string {
    const gate = this.deps.config.verifyCommand ? ' and the verify gate passes' : ''
    return this.deps.config.mode === 'plan'
      ? `The agent said the completion promise${gate}.`
      : `No work remains: all ${this.tasks.length} task(s) are done${gate}.`
  }

  /** A timeout capped by the time budget left. */
  private timeLeftFor(timeoutMs: number): number {
    const { config, clock, startedAt } = this.deps
    const left = config.timeBudgetMs - (clock.now() - startedAt)
    return Math.max(1000, Math.min(timeoutMs, left))
  }

  private async iterate(): Promise<Stop> {
    const { config, logger, signal } = this.deps
    for (;;) {
      if (signal.aborted) return { reason: 'interrupted', message: 'Interrupted before the next iteration.' }
      const task = this.currentTask()
      const attempts = this.state.attempts[task.id] ?? 0
      if (attempts >= config.maxAttempts) {
        logger.info(`Error: Max iterations (${config.maxAttempts}) exceeded for subtask: ${task.id}`)
        logger.info(`Subtask failed after ${config.maxAttempts} attempts`)
        await this.hooks.fire(
          'onMaxIterationsExceeded',
          {
            status: 'stuck',
            taskId: task.id,
            iteration: this.state.iteration - 1,
            attempts,
            reason: 'max_attempts'
          },
          { announce: true }
        )
        return {
          reason: 'max_attempts',
          stuckTask: task.id,
          message: `Task ${task.id} failed after ${attempts} attempts (max-attempts ${config.maxAttempts}).`
        }
      }
      const stop = await this.iteration(task, attempts + 1)
      if (stop) return stop
    }
  }

  /** One iteration (SPEC §5 steps 2–7); returns a Stop when the loop must end after it. */
  private async iteration(
    task: { id: string; title: string; text: string },
    attempt: number
  ): Promise<Stop | undefined> {
    const { config, logger, workspace, clock } = this.deps
    const { state } = this
    const n = state.iteration
    const workBefore = this.workRemaining()
    state.attempts[task.id] = attempt
    const line = `=== Build Iteration ${n} (Subtask: ${task.id}, Attempt: ${attempt}/${config.maxAttempts}, ${workBefore.length} subtasks remaining) ===`
    logger.info(line)

    const excluded = [this.stateDir, this.promptFile]
    const treeBefore = await workspace.treeState(excluded)
    const prompt = await this.renderPrompt(task, n)
    await workspace.writeText(this.promptFile, prompt)
    const startedAt = clock.now()
    logger.startGroup(line)
    const run = await runAgent(this.deps, this.agentPreset(), {
      prompt,
      promptFile: `${config.workspace}/${this.promptFile}`,
      iteration: n,
      taskId: task.id,
      stateDir: `${config.workspace}/${this.stateDir}`,
      timeoutMs: this.timeLeftFor(config.iterationTimeoutMs)
    })
    logger.endGroup()
    const durationMs = clock.now() - startedAt
    const treeAfter = await workspace.treeState(excluded)
    const treeChanged = treeBefore.hash !== treeAfter.hash
    const { telemetry, result } = run

    const record: IterationRecord = {
      n,
      task: task.id,
      attempt,
      outcome: 'failed',
      started_at: new Date(startedAt).toISOString(),
      duration_ms: durationMs,
      exit_code: result.exitCode,
      error_class: telemetry.errorClass,
      tasks_done: [],
      work_remaining: workBefore.length,
      tree_changed: treeChanged,
      ...(telemetry.errorMessage ? { error: telemetry.errorMessage } : {}),
      ...(telemetry.costUsd !== undefined ? { cost_usd: telemetry.costUsd } : {}),
      ...(telemetry.inputTokens !== undefined ? { input_tokens: telemetry.inputTokens } : {}),
      ...(telemetry.outputTokens !== undefined ? { output_tokens: telemetry.outputTokens } : {}),
      ...(telemetry.contextFill !== undefined ? { context_fill: telemetry.contextFill } : {})
    }
    // The agent's words for people (summary, job summary): its final message, else its last output.
    const lastWords = telemetry.finalMessage.trim() || result.tail.slice(-2048)
    this.tally.addUsage(telemetry, durationMs, lastWords)

    if (result.interrupted || this.deps.signal.aborted) {
      state.attempts[task.id] = attempt - 1
      record.outcome = 'interrupted'
      this.addRecord(record)
      logger.info(`Iteration ${n} interrupted.`)
      return { reason: 'interrupted', message: `Interrupted during iteration ${n} (task ${task.id}).` }
    }
    if (result.spawnErrorCode === 'ENOENT' || result.spawnErrorCode === 'EACCES') {
      state.attempts[task.id] = attempt - 1
      return {
        reason: 'error',
        message: `The agent could not be started: ${result.spawnError ?? ''}. Install it (${this.agentPreset().installHint}) or set agent-binary to its path.`
      }
    }

    // Re-read the task source: the agent marks work done by editing it.
    const before = this.tasks
    let sourceError = ''
    if (this.source) {
      try {
        this.tasks = await this.source.load()
      } catch (error) {
        if (!(error instanceof TaskFileError)) throw error
        sourceError = `The task source could not be read after iteration ${n}: ${error.message}`
        logger.warning(sourceError, 'Task source broken')
      }
    }
    const tasksDone = sourceError ? [] : newlyDone(before, this.tasks)
    const promised =
      config.mode === 'plan' &&
      telemetry.finalMessage.includes(`<promise>${config.completionPromise}</promise>`)

    let completed = false
    if (!sourceError) {
      if (config.mode === 'build' && this.realRemaining().length > 0) state.verifyPending = false
      const reachedEnd = config.mode === 'build' ? this.realRemaining().length === 0 : promised
      if (reachedEnd) completed = await this.passesGate()
    }
    const workAfter = this.workRemaining(telemetry.workRemaining)
    record.outcome = classify({
      sourceBroken: sourceError !== '',
      tasksDone: tasksDone.length,
      remainingBefore: workBefore.length,
      remainingAfter: workAfter.length,
      errorClass: telemetry.errorClass,
      treeChanged,
      promised
    })
    record.tasks_done = tasksDone
    record.work_remaining = workAfter.length
    if (this.tally.lastVerify) record.verify = this.tally.lastVerify
    this.tally.lastVerify = undefined

    const counters = updateCounters(state, {
      task: task.id,
      outcome: record.outcome,
      workRemaining: workAfter,
      lastWorkRemaining: state.lastWorkRemaining,
      treeChanged
    })
    state.consecutive = counters.consecutive
    state.noProgressCount = counters.noProgressCount
    state.lastWorkRemaining = workAfter
    state.iteration = n + 1
    state.lastError = sourceError || (telemetry.errorClass !== 'none' ? (telemetry.errorMessage ?? '') : '')
    for (const id of Object.keys(state.attempts)) {
      if (!workAfter.includes(id)) delete state.attempts[id]
    }
    this.tally.completedThisRun += tasksDone.length
    this.addRecord(record)
    logger.info(
      `Iteration ${n}: ${record.outcome}` +
        (tasksDone.length ? `, done: ${tasksDone.join(', ')}` : '') +
        `, ${workAfter.length} remaining, tree ${treeChanged ? 'changed' : 'unchanged'}` +
        (state.lastError ? ` — ${state.lastError}` : '')
    )
    state.continuationPath = await writeSummary(workspace, this.stateDir, {
      record,
      title: task.title,
      finalMessage: lastWords,
      changed: treeAfter.changed,
      verifyTail: state.verifyOutput,
      error: state.lastError
    })

    await this.hooks.fire('onIterationEnd', {
      status: record.outcome,
      taskId: task.id,
      iteration: n,
      attempts: attempt,
      reason: record.outcome
    })
    for (const id of tasksDone) {
      await this.hooks.fire('onTaskComplete', { status: 'done', taskId: id, iteration: n, attempts: attempt })
    }
    return this.afterIteration(completed, workAfter, task.id)
  }

  /** The exit order of SPEC §5 step 7. */
  private afterIteration(completed: boolean, workAfter: string[], taskId: string): Stop | undefined {
    const { config, signal, clock, startedAt } = this.deps
    if (completed) return { reason: 'completion', message: this.completionMessage() }
    if (signal.aborted) return { reason: 'interrupted', message: 'Interrupted after an iteration.' }
    const facts = {
      taskId,
      consecutive: this.state.consecutive.count,
      noProgress: this.state.noProgressCount,
      work: workAfter,
      nextIteration: this.state.iteration,
      limits: config
    }
    const reason =
      stopReason(this.state, config, this.state.iteration, workAfter.length > 0) ??
      budgetHalt(
        {
          iterationsThisRun: this.tally.iterations,
          elapsedMs: clock.now() - startedAt,
          longestIterationMs: this.tally.longestMs,
          costUsd: this.tally.costUsd,
          costedIterations: this.tally.costedIterations,
          completedThisRun: this.tally.completedThisRun,
          remaining: this.realRemaining().length,
          continuation: this.state.continuationPath !== null
        },
        config
      )
    if (!reason) return undefined
    const stuck = reason === 'stuck_consecutive' || reason === 'no_progress'
    return { reason, message: stopMessage(reason, facts), ...(stuck ? { stuckTask: taskId } : {}) }
  }

  private agentPreset(): AgentPreset {
    if (!this.agent) throw new Error('the agent preset was not chosen')
    return this.agent
  }

  private addRecord(record: IterationRecord) {
    const { state } = this
    state.history.push(record)
    if (state.history.length > HISTORY_LIMIT) state.history.splice(0, state.history.length - HISTORY_LIMIT)
    state.totals.iterations += 1
    state.totals.duration_ms += record.duration_ms
    state.totals.cost_usd += record.cost_usd ?? 0
    state.totals.input_tokens += record.input_tokens ?? 0
    state.totals.output_tokens += record.output_tokens ?? 0
    this.tally.addRecord(record)
  }

  private async renderPrompt(task: { id: string; text: string }, n: number): Promise<string> {
    const { config, workspace } = this.deps
    const remaining = this.tasks.filter(t => t.state !== 'done')
    return renderPrompt(config.prompt ?? DEFAULT_PROMPT, {
      task: task.text,
      task_id: task.id,
      iteration: String(n),
      max_iterations: String(config.maxIterations),
      remaining: describeRemaining(
        this.state.verifyPending
          ? [...remaining, { id: 'verify', title: 'make the verify command pass' }]
          : remaining
      ),
      peek: '',
      continuation: await readContinuation(workspace, this.state.continuationPath),
      continuation_path: this.state.continuationPath ?? '',
      verify_output: this.state.verifyOutput,
      last_error: this.state.lastError
    })
  }
}
