import { runBundle, stepFiles, type BundleRun } from './bundle.js'
import { cliOutputs, disagreements, killer, trialRepo, type KillAt, type TrialRepo } from './kill-trial.js'
import { git, makeTempDir } from './temp.js'
import { TrialMark } from './trial-mark.js'

/** How one trial went: the runs it took (the killed one first) and every disagreement with a clean run. */
export interface TrialResult {
  runs: string[]
  killed: boolean
  found: string[]
  /** The lines the first run printed: for a clean run, where a kill by line count may fall. */
  lines: number
}

/** Runs after the killed one before the trial gives up on the loop ending. */
const RERUNS = 3

const cliArgs = (repo: TrialRepo) => [
  '--tasks',
  'plan.md',
  '--agent',
  'command',
  '--agent-command',
  repo.command,
  '--commit',
  'task',
  '--push',
  'true',
  '--max-iterations',
  '20'
]

const ended = (run: BundleRun, outputs: Record<string, string>) =>
  run.signal ?? `exit ${run.code} ${outputs.status ?? ''}`

/**
 * The CLI SIGKILLed at `at` (none: a clean run), then run again in the same clone until the loop ends.
 * The next run finds the orphaned agent, if any, through the lock.
 */
export async function cliTrial(at: KillAt | null): Promise<TrialResult> {
  const repo = await trialRepo()
  const mark = new TrialMark()
  const env = { ...mark.env, AGENT_LOG: repo.agentLog }
  const sent = { done: false }
  const args = cliArgs(repo)
  let run = await runBundle('cli', {
    cwd: repo.work,
    args,
    env: { ...env, ...(at ? { TRIAL_HOLD: '1' } : {}) },
    ...(at ? { onStart: killer(at, repo.reached, sent) } : {})
  })
  let outputs = cliOutputs(run.stdout)
  const runs = [ended(run, outputs)]
  const lines = run.stdout.split('\n').length
  for (let again = 0; again < RERUNS && outputs.status !== 'completed'; again++) {
    run = await runBundle('cli', { cwd: repo.work, args, env })
    outputs = cliOutputs(run.stdout)
    runs.push(ended(run, outputs))
  }
  const found = await disagreements({ repo, branch: 'main', work: repo.work, outputs })
  const left = await mark.gone(2000)
  if (left.length > 0) found.push(`still running after the last run: ${left.map(p => p.command).join('; ')}`)
  if (found.length > 0) found.push(`the last run's log:\n${run.stdout}${run.stderr}`)
  return { runs, killed: sent.done, found, lines }
}

/** The action's inputs; the work branch and checkpoint as in Actions, kept in a file. */
const inputs = (repo: TrialRepo) => ({
  tasks: 'plan.md',
  agent: 'command',
  'agent-command': repo.command,
  checkpoint: 'file',
  commit: 'task',
  push: 'true',
  'max-iterations': '20'
})

/**
 * The action's main step SIGKILLed at `at` (none: a clean run); then, as the runner does, the post
 * step, and the job's end stops what the step left running. Jobs follow, main and post, until the loop
 * ends: on the same runner (`hosted` false, the same clone) or on a new one (a new clone of origin).
 */
export async function actionTrial(at: KillAt | null, hosted: boolean): Promise<TrialResult> {
  const repo = await trialRepo()
  const mark = new TrialMark()
  const env = { ...mark.env, AGENT_LOG: repo.agentLog }
  const sent = { done: false }
  const runs: string[] = []
  let work = repo.work
  let run: BundleRun | undefined
  let lines = 0
  for (let job = 0; job <= RERUNS && run?.outputs.status !== 'completed'; job++) {
    if (job > 0 && hosted) {
      work = await makeTempDir('ralph-sigkill-next-')
      await git(work, 'clone', '-q', repo.remote, '.')
    }
    const files = await stepFiles()
    const kill = job === 0 && at
    run = await runBundle('main', {
      cwd: work,
      inputs: inputs(repo),
      env: { ...env, ...(kill ? { TRIAL_HOLD: '1' } : {}) },
      files,
      ...(kill ? { onStart: killer(at, repo.reached, sent) } : {})
    })
    if (job === 0) lines = run.stdout.split('\n').length
    // The post step after a main step that completed finds nothing to do: left out, for the time.
    if (run.outputs.status === 'completed') {
      runs.push(ended(run, run.outputs))
      continue
    }
    const post = await runBundle('post', { cwd: work, inputs: inputs(repo), env, files })
    runs.push(`${ended(run, run.outputs)}, post exit ${post.code}`)
    mark.kill()
    await mark.gone(2000)
  }
  const last = run as BundleRun
  const found = await disagreements({ repo, branch: 'ralph/nightly', work, outputs: last.outputs })
  if (found.length > 0) found.push(`the last run's log:\n${last.stdout}${last.stderr}`)
  return { runs, killed: sent.done, found, lines }
}
