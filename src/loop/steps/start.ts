import { presetFor, reviewPresetFor } from '../../agents/factory.js'
import { secretForms } from '../../domain/redact.js'
import type { Stop } from '../../domain/outcomes.js'
import { completeBetween } from './completion.js'
import type { LoopContext } from '../context.js'
import { recover } from './recover.js'
import { lookUpAgent, lookUpReviewer } from './agent-path.js'
import { resume } from './resume.js'
import { checkContinuation } from '../services/summaries.js'
import { awaitAnswer } from '../services/questions.js'
import { continuationAt } from '../rules/transitions.js'

/**
 * Prepares a run (SPEC §5, before the first iteration): masks the secrets, writes the state dir's
 * `.gitignore`, switches to the work branch, reads the task source, resumes from the checkpoint (and
 * commits what the previous run of the loop left), and picks the agent.
 * A Stop when the run ends before any iteration: it cannot begin, or the work is already done.
 */
export async function start(loop: LoopContext): Promise<Stop | undefined> {
  const stop = await prepare(loop)
  // A start-up git call (the fetch of the work branch or the state ref, the switch) that our own
  // signal stopped reports a failure: the stop is the interruption, not an error (SPEC §2, §9).
  if (stop?.reason === 'error' && loop.deps.signal.aborted) return interruptedBeforeStart()
  return stop
}

function interruptedBeforeStart(): Stop {
  return { reason: 'interrupted', message: 'Interrupted before the loop started.' }
}

async function prepare(loop: LoopContext): Promise<Stop | undefined> {
  const { config, workspace, log, tasks, signal } = loop.deps
  // A signal while the bundle loaded, or the config was read: stop before touching anything.
  if (signal.aborted) return interruptedBeforeStart()
  for (const form of new Set(config.secrets.flatMap(secretForms))) log.setSecret(form)
  await workspace.writeText(`${loop.stateDir}/.gitignore`, '*\n')
  const locked = await loop.takeLock()
  if (locked) return locked
  // The work branch first: its task file is the one with the previous runs' progress.
  const early = (await loop.workBranch.start()) ?? (await tasks.open())
  if (early) return early
  loop.sourceFingerprint = await tasks.fingerprint()
  if (signal.aborted) return interruptedBeforeStart()
  const resumeStop = (await resume(loop)) ?? (await recover(loop)) ?? (await awaitAnswer(loop))
  if (resumeStop) return resumeStop
  const { continuationPath } = loop.state
  const unusable = continuationPath ? await checkContinuation(workspace, continuationPath) : undefined
  if (unusable) {
    log.warning(`${unusable}; going on without it.`)
    loop.apply(continuationAt(null))
  }
  const unsandboxed = await startSandbox(loop)
  if (unsandboxed) return unsandboxed
  loop.agent = presetFor(config, loop.deps.clock, loop.sandboxed)
  loop.reviewer = reviewPresetFor(config, loop.deps.clock)
  const missing = await agentMissing(loop)
  if (missing) return missing
  const { counts } = tasks.view()
  const from = config.tasks ?? tasks.can.label
  log.info(
    `Ralph Loop: ${counts.total} task(s) from ${from}, ${counts.total - counts.done} remaining; ` +
      `agent ${config.agent}; mode ${config.mode}`
  )
  if (config.mode === 'build' && tasks.can.rereads) return completeBetween(loop, tasks.finished())
  return undefined
}

/**
 * Starts the sandbox (SPEC §4a) before anything runs in it. One that cannot start stops the run with
 * `sandbox: on` (naming why and the fix), and is one warning with `auto`; `off` says nothing.
 */
async function startSandbox(loop: LoopContext): Promise<Stop | undefined> {
  const { config, log, sandbox } = loop.deps
  const state = await sandbox.start()
  loop.sandboxed = state.kind === 'on'
  if (state.kind === 'on') {
    const extra = config.sandbox.allowHosts.length > 0 ? ` and ${config.sandbox.allowHosts.join(', ')}` : ''
    log.info(
      `The agent runs in the sandbox: it writes only the workspace, reaches only the model APIs, the package registries${extra}, and never holds the model's key.`
    )
    return undefined
  }
  if (state.kind === 'off') return undefined
  const message = `The sandbox could not start: ${state.why}. ${state.fix}`
  if (config.sandbox.mode === 'on') return { reason: 'error', message: `${message} (sandbox: on)` }
  log.warning(`${message} The agent runs without it (sandbox: auto).`, 'No sandbox')
  return undefined
}

/** The agent's or a preset reviewer's binary that is not there stops the run before any work (SPEC §4, §7). */
async function agentMissing(loop: LoopContext): Promise<Stop | undefined> {
  const agent = await lookUpAgent(loop.deps, loop.agentPreset())
  if ('missing' in agent) return { reason: 'error', message: agent.missing }
  const reviewer = await lookUpReviewer(loop.deps, loop.reviewer)
  return reviewer && 'missing' in reviewer ? { reason: 'error', message: reviewer.missing } : undefined
}
