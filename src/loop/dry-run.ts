import type { Stop } from '../domain/outcomes.js'
import { LoopContext } from './context.js'
import type { LoopDeps } from './loop-deps.js'
import { currentTask } from './rules/current-task.js'
import type { Task } from '../domain/task.js'
import type { Abilities } from '../ports/task-source.js'
import { dryRunText, type DryRunFacts } from './rules/dry-run-text.js'
import { promptFor } from './steps/invoke.js'
import { lookUpAgent, lookUpReviewer } from './steps/agent-path.js'
import { presetFor, reviewPresetFor } from '../agents/factory.js'

/**
 * `dry-run` (SPEC §11): reads the task source as a new loop would, renders its first prompt and looks
 * the agent's (and a preset reviewer's) executable up on PATH as the start does (§4, §7), and nothing
 * else — no lock, no branch switch, no checkpoint, no agent, no write. The text to print, or the Stop
 * a real run would take at the start (a task file that cannot be read).
 */
export async function dryRun(deps: LoopDeps): Promise<{ text: string } | { stop: Stop }> {
  // The context writes the checkpoint on the first signal: a dry run writes nothing, so it hears none.
  const loop = new LoopContext({ ...deps, signal: new AbortController().signal })
  const { config, tasks } = loop.deps
  const reads = tasks.can.readsQuietly
  if (reads) {
    const stop = await tasks.open()
    if (stop) return { stop }
  }
  const share = config.shard ? ` (shard ${config.shard.index}/${config.shard.count}'s share)` : ''
  const from = (config.tasks ?? tasks.can.label) + share
  const view = tasks.view()
  const left = !reads || !tasks.can.rereads || config.mode === 'plan' || view.size > 0
  const task = currentTask(tasks.can.tracksTasks, view.tasks, false, config.verifyCommand)
  const prompt = left
    ? { text: (await promptFor(loop, task, 1, '')).prompt }
    : { none: 'No work remains: the loop would take the completion path without running the agent.' }
  const agent = await lookUpAgent(loop.deps, presetFor(config, loop.deps.clock))
  if ('missing' in agent) loop.deps.log.warning(agent.missing, 'Agent missing')
  const reviewer = await lookUpReviewer(loop.deps, reviewPresetFor(config, loop.deps.clock))
  if (reviewer && 'missing' in reviewer) loop.deps.log.warning(reviewer.missing, 'Reviewer missing')
  const listing = listingOf(tasks.can, view.tasks)
  return { text: dryRunText({ from, listing, prompt, agent, ...(reviewer && { reviewer }) }) }
}

/** The tasks to list, or why there are none to list. */
function listingOf(can: Abilities, tasks: readonly Task[]): DryRunFacts['listing'] {
  if (!can.readsQuietly)
    return {
      note: `Tasks: from ${can.label}, read when the loop runs (reading them at the start changes them).`
    }
  if (!can.checklist) return { note: `Tasks: ${can.label}; the agent's promise ends the loop (mode: plan).` }
  return { tasks }
}
