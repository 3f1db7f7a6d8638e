import { createHash } from 'node:crypto'
import { presetFor } from '../agents/presets.js'
import type { AgentPreset } from '../agents/types.js'
import { Hooks } from '../hooks/hooks.js'
import { TaskCli } from '../tasks/task-cli.js'
import { runAgent } from './agent-run.js'
import { budgetHalt, rateLimitWait } from './budgets.js'
import { CliWork } from './cli-work.js'
import { classify, stopReason, updateCounters } from './decide.js'
import type { LoopDeps, LoopResult } from './deps.js'
import { FileWork } from './file-work.js'
import { finishLoop, type Stop } from './finish.js'
import { statusOf } from './outcome.js'
import { Persistence, type Snapshot } from './persistence.js'
import { Keeper } from './keeper.js'
import { fromCheckpoint } from '../checkpoint/convert.js'
import type { ResumeDecision } from '../checkpoint/resume.js'
import type { Checkpoint } from '../checkpoint/schema.js'
import { stopMessage } from './messages.js'
import { describeRemaining, DEFAULT_PROMPT, renderPrompt } from './prompt.js'
import { readContinuation, writeSummary } from './records.js'
import { fileSource } from './source.js'
import { HISTORY_LIMIT, newLoopState, newRecord, type IterationRecord, type LoopState } from './state.js'
import { RunTally } from './tally.js'
import { runVerify } from './verify.js'
import type { CurrentTask } from './work.js'
import type { WorkSource } from './work-source.js'

/** Runs the loop until it completes, gets stuck, hits a limit or is interrupted; never throws. */
export async function runLoop(deps: LoopDeps): Promise<LoopResult> {
  return new Loop(deps).run()
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The task source the config asks for. */
function workSourceFor(deps: LoopDeps): WorkSource {
  const { config } = deps
  if (config.taskSource === 'command') {
    const cli = new TaskCli(config.taskCommands, {
      runner: deps.runner,
      cwd: config.workspace,
      env: config.env,
      agentId: config.agentId,
      timeoutMs: 5 * 60 * 1000
    })
    return new CliWork(cli, deps.logger, config.verifyCommand)
  }
  const source =
    config.tasks && config.taskSource
      ? fileSource(deps.workspace, config.tasks, config.taskSource, config.shard, sha256)
      : undefined
  return new FileWork(source, config.verifyCommand)
}

class Loop {
  private readonly state: LoopState = newLoopState()
  private readonly tally = new RunTally()
  private readonly hooks: Hooks
  private readonly work: WorkSource
  private readonly persistence: Persistence
  private readonly keeper: Keeper
  private agent: AgentPreset | undefined
  private resumed = false
  private sourceFingerprint = ''

  constructor(private readonly deps: LoopDeps) {
    const { config } = deps
    this.hooks = new Hooks(config.hooks, { ...deps, cwd: config.workspace, env: config.env })
    this.work = workSourceFor(deps)
    this.persistence = new Persistence(deps)
    this.keeper = new Keeper(deps, deps.git)
    // The first signal writes the checkpoint at once, before the agent is even stopped.
    const onSignal = () => void this.persistence.write(this.snapshot(), 'interrupted', 'interrupted')
    deps.signal.addEventListener('abort', onSignal, { once: true })
  }

  async run(): Promise<LoopResult> {
    let stop: Stop
    try {
      stop = (await this.start()) ?? (await this.iterate())
    } catch (error) {
      stop = { reason: 'error', message: error instanceof Error ? error.message : String(error) }
    }
    if (this.persistence.touched) stop = await this.keeper.finish(stop)
    await this.persistence.write(this.snapshot(), statusOf(stop.reason), stop.reason)
    const { handOff } = await this.persistence.save(stop.reason === 'interrupted')
    const { store } = this.deps
    const pending = store.kind === 'cache' && this.persistence.touched ? store.nextKey() : ''
    return finishLoop(this.deps, {
      stop,
      state: this.state,
      tally: this.tally,
      work: this.work,
      hooks: this.hooks,
      extra: {
        resumed: this.resumed,
        checkpointKey: this.persistence.savedKey || pending,
        handOff,
        git: {
          branch: this.keeper.branch,
          headSha: this.keeper.sha,
          commits: this.keeper.commits,
          pushed: this.keeper.pushed
        }
      }
    })
  }

  /** What the checkpoint records now. */
  private snapshot(): Snapshot {
    return {
      state: this.state,
      workRemaining: this.state.lastWorkRemaining ?? this.workRemaining(),
      sourceFingerprint: this.sourceFingerprint,
      completedThisRun: this.tally.completedThisRun,
      realRemaining: this.work.size(),
      headSha: this.keeper.sha,
      branch: this.keeper.branch
    }
  }

  /** Applies the resume decision of SPEC §8; a Stop when the run must end before any iteration. */
  private resumeFrom(decision: ResumeDecision, checkpoint: Checkpoint | undefined): Stop | undefined {
    const { logger } = this.deps
    if (decision.action === 'stop') {
      const stuck = decision.stuckTask ? { stuckTask: decision.stuckTask } : {}
      return { reason: decision.reason, message: decision.message, ...stuck }
    }
    if (decision.action === 'new' || !checkpoint) {
      if (decision.action === 'new' && decision.warning) logger.warning(decision.warning, 'New loop')
      return undefined
    }
    Object.assign(this.state, fromCheckpoint(checkpoint))
    if (decision.action === 'resume-reset-task') {
      logger.info(`The task source changed since the loop got stuck: task ${decision.task} starts again.`)
      delete this.state.attempts[decision.task]
      this.state.consecutive = { task: null, count: 0 }
      this.state.noProgressCount = 0
    }
    this.resumed = true
    const attempts = Object.entries(this.state.attempts).map(([id, n]) => `${id}: ${n}`)
    logger.info(
      `Resuming the loop at iteration ${this.state.iteration} (was ${checkpoint.status}/${checkpoint.halt_reason ?? '-'}): ` +
        `work remaining [${checkpoint.work_remaining.slice(0, 20).join(', ')}], attempts {${attempts.join(', ')}}.`
    )
    return undefined
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
    const early = await this.work.start()
    if (early) return early
    const keeperStop = await this.keeper.start()
    if (keeperStop) return keeperStop
    this.sourceFingerprint = await this.work.fingerprint()
    const loaded = await this.persistence.load(this.sourceFingerprint)
    if ('error' in loaded) return { reason: 'error', message: loaded.error }
    const resumeStop = this.resumeFrom(loaded.decision, loaded.checkpoint)
    if (resumeStop) return resumeStop
    if (this.resumed && loaded.checkpoint) {
      const guard = await this.keeper.guard({
        sha: loaded.checkpoint.head_sha,
        branch: loaded.checkpoint.branch
      })
      if (guard) return guard
    }
    if (this.state.continuationPath && !(await workspace.exists(this.state.continuationPath))) {
      logger.warning(`The continuation file ${this.state.continuationPath} is missing; going on without it.`)
      this.state.continuationPath = null
    }
    this.agent = presetFor(config, this.deps.clock)
    const counts = this.work.counts()
    logger.info(
      `Ralph Loop: ${counts.total} task(s) from ${config.tasks ?? (config.taskSource === 'command' ? 'the task CLI' : '(no task source)')}, ` +
        `${counts.total - counts.done} remaining; agent ${config.agent}; mode ${config.mode}`
    )
    if (config.mode === 'build' && this.work.hasSource) return this.completionCheck()
    return undefined
  }

  /** The completion path when the source says no work remains (SPEC §7); undefined when work goes on. */
  private async completionCheck(): Promise<Stop | undefined> {
    const finished = this.work.finished()
    if (typeof finished === 'object') return finished
    if (finished === 'done' && (await this.passesGate())) return this.completed()
    return undefined
  }

  private workRemaining(agentReported?: string[]): string[] {
    const { mode } = this.deps.config
    const real = this.work.remaining()
    const planOnly = mode === 'plan' && !this.work.hasSource
    const base = planOnly
      ? (agentReported ?? this.state.lastWorkRemaining?.filter(id => id !== 'verify') ?? ['plan'])
      : real
    return this.state.verifyPending ? [...base, 'verify'] : base
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

  private completed(): Stop {
    const { config } = this.deps
    const gate = config.verifyCommand ? ' and the verify gate passes' : ''
    const { total } = this.work.counts()
    const message =
      config.mode === 'plan'
        ? `The agent said the completion promise${gate}.`
        : `No work remains: all ${total} task(s) are done${gate}.`
    return { reason: 'completion', message }
  }

  /** A timeout capped by the time budget left. */
  private timeLeftFor(timeoutMs: number): number {
    const { config, clock, startedAt } = this.deps
    const left = config.timeBudgetMs - (clock.now() - startedAt)
    return Math.max(1000, Math.min(timeoutMs, left))
  }

  private async iterate(): Promise<Stop> {
    const { config, logger, signal, clock } = this.deps
    for (;;) {
      if (signal.aborted) return { reason: 'interrupted', message: 'Interrupted before the next iteration.' }
      let peek = ''
      if (!this.state.verifyPending) {
        const before = await this.work.before()
        if (before.kind === 'stop') return before.stop
        if (before.kind === 'wait') {
          logger.warning(`${before.why}; retrying in ${before.ms / 1000} s.`, 'Task CLI')
          await clock.sleep(before.ms, signal)
          continue
        }
        if (before.kind === 'complete') {
          if (await this.passesGate()) return this.completed()
          continue
        }
        peek = before.peek
      }
      if (this.state.iteration > config.maxIterations) {
        return {
          reason: 'max_iterations',
          message: `The loop already ran max-iterations (${config.maxIterations}).`
        }
      }
      const task = this.work.current(this.state)
      const attempts = this.state.attempts[task.id] ?? 0
      if (this.work.tracksTasks && attempts >= config.maxAttempts) return this.maxAttempts(task, attempts)
      const stop = await this.iteration(task, attempts + 1, peek)
      if (stop) return stop
    }
  }

  /** Seed 000's stop: the exact lines, then the hook (its trigger line prints even with no hook). */
  private async maxAttempts(task: CurrentTask, attempts: number): Promise<Stop> {
    const { config, logger } = this.deps
    // A verdict, even at the start of a run: the checkpoint must say stuck, so a changed task source restarts the task.
    this.persistence.touched = true
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

  /** One iteration (SPEC §5 steps 2–7); returns a Stop when the loop must end after it. */
  private async iteration(task: CurrentTask, attempt: number, peek: string): Promise<Stop | undefined> {
    const { config, logger, workspace, clock } = this.deps
    const { state } = this
    const n = state.iteration
    this.persistence.touched = true
    const workBefore = this.workRemaining()
    const sizeBefore = this.work.size() + (state.verifyPending ? 1 : 0)
    if (this.work.tracksTasks) state.attempts[task.id] = attempt
    const shown = this.work.tracksTasks ? `${attempt}` : '-'
    const line = `=== Build Iteration ${n} (Subtask: ${task.id}, Attempt: ${shown}/${config.maxAttempts}, ${workBefore.length} subtasks remaining) ===`
    logger.info(line)

    const excluded = [this.stateDir, this.promptFile]
    const treeBefore = await workspace.treeState(excluded)
    const prompt = await this.renderPrompt(task, n, peek)
    await workspace.writeText(this.promptFile, prompt)
    const startedAt = clock.now()
    logger.startGroup(line)
    const { telemetry, result } = await runAgent(this.deps, this.agentPreset(), {
      prompt,
      promptFile: `${config.workspace}/${this.promptFile}`,
      iteration: n,
      taskId: this.work.tracksTasks ? task.id : '',
      stateDir: `${config.workspace}/${this.stateDir}`,
      timeoutMs: this.timeLeftFor(config.iterationTimeoutMs)
    })
    logger.endGroup()
    const durationMs = clock.now() - startedAt
    const treeAfter = await workspace.treeState(excluded)
    const treeChanged = treeBefore.hash !== treeAfter.hash
    // The agent's words for people (summary, job summary): its final message, else its last output.
    const lastWords = telemetry.finalMessage.trim() || result.tail.slice(-2048)
    this.tally.addUsage(telemetry, durationMs, lastWords)
    this.warnContextFill(telemetry.contextFill, telemetry.contextWindow)
    const record = newRecord({
      n,
      task: task.id,
      attempt,
      startedAt,
      durationMs,
      treeChanged,
      telemetry,
      result
    })
    record.work_remaining = workBefore.length

    // Only our own signal is an interruption: a parser's fatal stop (a rejected key) also kills the agent.
    if (this.deps.signal.aborted) {
      if (this.work.tracksTasks) state.attempts[task.id] = attempt - 1
      record.outcome = 'interrupted'
      this.addRecord(record)
      logger.info(`Iteration ${n} interrupted.`)
      await this.keeper.interrupted(task.id)
      return { reason: 'interrupted', message: `Interrupted during iteration ${n} (task ${task.id}).` }
    }
    if (result.spawnErrorCode === 'ENOENT' || result.spawnErrorCode === 'EACCES') {
      if (this.work.tracksTasks) state.attempts[task.id] = attempt - 1
      return {
        reason: 'error',
        message: `The agent could not be started: ${result.spawnError ?? ''}. Install it (${this.agentPreset().installHint}) or set agent-binary to its path.`
      }
    }

    if (telemetry.errorClass === 'auth' || telemetry.errorClass === 'rate_limited') {
      // Neither is the task's fault: the attempt is given back and the stuck counters stay as they are.
      if (this.work.tracksTasks) state.attempts[task.id] = attempt - 1
      record.outcome = telemetry.errorClass === 'auth' ? 'failed' : 'rate_limited'
      state.iteration = n + 1
      this.addRecord(record)
      await this.persistence.write(this.snapshot(), 'interrupted', null)
      if (telemetry.errorClass === 'auth') {
        return {
          reason: 'error',
          message: `The agent could not authenticate (${telemetry.errorMessage ?? 'auth error'}). Check the API key secret passed to the step (e.g. ANTHROPIC_API_KEY); the loop does not retry a rejected key.`
        }
      }
      return this.onRateLimit(telemetry.resetAt)
    }

    // Re-read the task source: the agent marks work done by editing it (or through the task CLI).
    const after = await this.work.after()
    this.sourceFingerprint = await this.work.fingerprint()
    if (after.sourceError)
      logger.warning(
        `The task source could not be read after iteration ${n}: ${after.sourceError}`,
        'Task source broken'
      )
    const promised =
      config.mode === 'plan' &&
      telemetry.finalMessage.includes(`<promise>${config.completionPromise}</promise>`)
    let completion: Stop | undefined
    if (!after.sourceError) {
      if (config.mode === 'build' && this.work.finished() === 'work-left') state.verifyPending = false
      if (config.mode === 'plan') {
        if (promised && (await this.passesGate())) completion = this.completed()
      } else {
        completion = await this.completionCheck()
      }
    }
    const workAfter = this.workRemaining(telemetry.workRemaining)
    record.outcome = classify({
      sourceBroken: after.sourceError !== '',
      tasksDone: after.doneCount,
      remainingBefore: sizeBefore,
      remainingAfter: this.work.size() + (state.verifyPending ? 1 : 0),
      errorClass: telemetry.errorClass,
      treeChanged,
      promised
    })
    record.tasks_done = after.tasksDone
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
    state.consecutive = this.work.tracksTasks ? counters.consecutive : { task: null, count: 0 }
    state.noProgressCount = counters.noProgressCount
    state.lastWorkRemaining = workAfter
    state.iteration = n + 1
    const sourceError = after.sourceError
      ? `The task source could not be read after iteration ${n}: ${after.sourceError}`
      : ''
    state.lastError = sourceError || (telemetry.errorClass !== 'none' ? (telemetry.errorMessage ?? '') : '')
    for (const id of Object.keys(state.attempts)) {
      if (!workAfter.includes(id)) delete state.attempts[id]
    }
    this.tally.completedThisRun += after.doneCount
    this.addRecord(record)
    logger.info(
      `Iteration ${n}: ${record.outcome}` +
        (after.doneCount ? `, done: ${after.tasksDone.join(', ') || after.doneCount}` : '') +
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

    const keepStop = await this.keeper.afterIteration({
      n,
      taskId: task.id,
      outcome: record.outcome,
      completed: after.doneCount + (record.verify === 'pass' ? 1 : 0),
      treeChanged
    })
    await this.persistence.write(this.snapshot(), 'interrupted', null)
    const values = { taskId: task.id, iteration: n, attempts: attempt }
    await this.hooks.fire('onIterationEnd', { ...values, status: record.outcome, reason: record.outcome })
    for (const id of after.tasksDone.length > 0 ? after.tasksDone : Array<string>(after.doneCount).fill('')) {
      await this.hooks.fire('onTaskComplete', { ...values, status: 'done', taskId: id })
    }
    return keepStop ?? completion ?? this.afterIteration(workAfter, task.id)
  }

  /** The fill an agent reports is recorded and warned about, never a halt: every iteration is a fresh session. */
  private warnContextFill(fill: number | undefined, reportedWindow: number | undefined) {
    const { config, logger } = this.deps
    const window = config.contextWindow || reportedWindow || 0
    if (fill === undefined || window === 0 || fill < config.contextThreshold * window) return
    logger.warning(
      `The agent's context reached ${fill} of ${window} tokens (≥ context-threshold ${config.contextThreshold}); tasks this large may not fit one session.`,
      'Context'
    )
  }

  /** Waits for a rate limit to reset when that fits, else halts so the next run resumes (SPEC §6). */
  private async onRateLimit(resetAt: number | undefined): Promise<Stop | undefined> {
    const { config, clock, logger, signal, startedAt } = this.deps
    const now = clock.now()
    const wait = rateLimitWait({
      resetAt,
      now,
      rateLimitWaitMs: config.rateLimitWaitMs,
      timeLeftMs: config.timeBudgetMs - (now - startedAt)
    })
    const when = resetAt === undefined ? 'at an unknown time' : `at ${new Date(resetAt).toISOString()}`
    if (wait === undefined) {
      return {
        reason: 'rate_limited',
        message: `The agent hit a usage limit that resets ${when}, beyond rate-limit-wait or the time budget; the next run resumes.`
      }
    }
    logger.info(
      `Rate limited (resets ${when}): waiting ${Math.round(wait / 1000)} s, then resuming at ${new Date(now + wait).toISOString()}.`
    )
    await clock.sleep(wait, signal)
    return undefined
  }

  /** The exit order of SPEC §5 step 7, after completion (decided by the caller). */
  private afterIteration(workAfter: string[], taskId: string): Stop | undefined {
    const { config, signal, clock, startedAt } = this.deps
    if (signal.aborted) return { reason: 'interrupted', message: 'Interrupted after an iteration.' }
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
          remaining: this.work.size(),
          continuation: this.state.continuationPath !== null
        },
        config
      )
    if (!reason) return undefined
    const message = stopMessage(reason, {
      taskId,
      consecutive: this.state.consecutive.count,
      noProgress: this.state.noProgressCount,
      work: workAfter,
      nextIteration: this.state.iteration,
      limits: config
    })
    const stuck = reason === 'stuck_consecutive' || reason === 'no_progress'
    return { reason, message, ...(stuck ? { stuckTask: taskId } : {}) }
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

  private async renderPrompt(task: CurrentTask, n: number, peek: string): Promise<string> {
    const { config, workspace } = this.deps
    const remaining: { id: string; title: string }[] = this.work.tasks().filter(t => t.state !== 'done')
    if (this.state.verifyPending) remaining.push({ id: 'verify', title: 'make the verify command pass' })
    return renderPrompt(config.prompt ?? DEFAULT_PROMPT, {
      task: task.text,
      task_id: this.work.tracksTasks ? task.id : '',
      iteration: String(n),
      max_iterations: String(config.maxIterations),
      remaining: describeRemaining(remaining),
      peek,
      continuation: await readContinuation(workspace, this.state.continuationPath),
      continuation_path: this.state.continuationPath ?? '',
      verify_output: this.state.verifyOutput,
      last_error: this.state.lastError
    })
  }
}
