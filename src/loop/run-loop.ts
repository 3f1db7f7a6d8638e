import type { Stop } from '../domain/outcomes.js'
import type { LoopResult } from '../domain/result.js'
import { LoopContext } from './context.js'
import type { LoopDeps } from './loop-deps.js'
import { earlyExitOf, giveBack } from './steps/give-back.js'
import { finish } from './steps/finish.js'
import { invoke } from './steps/invoke.js'
import { keep } from './steps/keep.js'
import { observe } from './steps/observe.js'
import { select, type Selected } from './steps/select.js'
import { start } from './steps/start.js'

/**
 * Runs the loop (SPEC §5) until it completes, gets stuck, hits a limit or is interrupted; never throws.
 * This file is the table of contents: each step lives in the file of its name.
 */
export async function runLoop(deps: LoopDeps): Promise<LoopResult> {
  const loop = new LoopContext(deps)
  let stop: Stop
  try {
    stop = (await start(loop)) ?? (await iterate(loop))
  } catch (error) {
    stop = { reason: 'error', message: error instanceof Error ? error.message : String(error) }
  }
  return finish(loop, stop)
}

/** Iterations, until a check before one (select) or the verdict after one says stop. */
async function iterate(loop: LoopContext): Promise<Stop> {
  for (;;) {
    const selected = await select(loop)
    if ('stop' in selected) return selected.stop
    if ('again' in selected) continue
    const stop = await iteration(loop, selected)
    if (stop) return stop
  }
}

/**
 * One iteration (SPEC §5 steps 2–7) as a chain of named steps: invoke the agent, end early when
 * that was not the task's fault, observe what it did, advance the state, and keep the result.
 */
async function iteration(loop: LoopContext, selected: Selected): Promise<Stop | undefined> {
  const invoked = await invoke(loop, selected)
  const early = earlyExitOf(invoked, loop.deps.signal)
  if (early) return giveBack(loop, invoked, early)
  const observed = await observe(loop, invoked)
  return keep(loop, invoked, observed, loop.advance(observed.facts))
}
