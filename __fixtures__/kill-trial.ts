import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { git, makeTempDir, originWith } from './temp.js'

/** The tasks of a SIGKILL trial: a markdown checklist, so that the agent ticks its box with one `sed -i` (a rename). */
export const TRIAL_TASKS = ['t1', 't2', 't3']

/** A small seeded generator (mulberry32): the same series for the same seed. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

// The agent, in bash (no node start per call). Before it starts it looks for an agent the log says
// started, that has not ended and still runs (its environment names this log): two agents on one tree.
// It says where it is (a file beside the log) and, in the run to be killed, holds there a moment, so a
// kill inside the agent leaves it running as an orphan. Its work and its tick are each one write.
const AGENT = `log="$AGENT_LOG"
if [ -f "$log" ]; then
  while read -r what pid task; do
    [ "$what" = start ] || continue
    grep -q "^end $pid " "$log" && continue
    [ -r "/proc/$pid/environ" ] || continue
    grep -q ') Z ' "/proc/$pid/stat" 2>/dev/null && continue
    tr '\\0' '\\n' < "/proc/$pid/environ" 2>/dev/null | grep -qxF "AGENT_LOG=$log" && echo "overlap $$ $pid $task" >> "$log"
  done < "$log"
fi
echo "start $$ $RALPH_TASK_ID" >> "$log"
touch "$log.reached"
if [ -n "$TRIAL_HOLD" ]; then sleep 0.3; fi
mkdir -p work
echo "done $RALPH_TASK_ID" > "work/$RALPH_TASK_ID.txt"
sed -i "s/^- \\[ \\] $RALPH_TASK_ID\\$/- [x] $RALPH_TASK_ID/" plan.md
echo "end $$ $RALPH_TASK_ID" >> "$log"
echo "agent: completed $RALPH_TASK_ID"
`

/** One trial's bare origin, its clone, and the agent with its log, both outside the clone. */
export interface TrialRepo {
  remote: string
  work: string
  agentLog: string
  /** Exists once an agent has started. */
  reached: string
  /** The agent command. */
  command: string
}

export async function trialRepo(): Promise<TrialRepo> {
  const plan = TRIAL_TASKS.map(id => `- [ ] ${id}`).join('\n') + '\n'
  const { remote, work } = await originWith({ 'plan.md': plan }, 'ralph-sigkill-')
  const aside = await makeTempDir('ralph-sigkill-aside-')
  const script = path.join(aside, 'agent.sh')
  await writeFile(script, AGENT)
  const agentLog = path.join(aside, 'agents.log')
  return { remote, work, agentLog, reached: `${agentLog}.reached`, command: `bash '${script}'` }
}

/** Where the kill comes: after the loop printed so many lines, or once an agent has started. */
export type KillAt = { lines: number } | { agent: true }

/**
 * An `onStart` that SIGKILLs the run at `at`. Both are points the loop itself reaches, never a time: a
 * slow machine moves the kill no further than a fast one. `sent` says whether the kill came.
 */
export function killer(at: KillAt, reached: string, sent: { done: boolean }) {
  return (pid: number, output: () => string) => {
    const timer = setInterval(() => {
      const due = 'agent' in at ? existsSync(reached) : output().split('\n').length > at.lines
      if (!due) return
      clearInterval(timer)
      try {
        process.kill(pid, 'SIGKILL')
        sent.done = true
      } catch {
        // it finished first: a clean run, which must agree too
      }
    }, 2)
  }
}

/** What a finished trial left: the remote branch, the final checkpoint's counters, the agents' log. */
export interface TrialEnd {
  repo: TrialRepo
  branch: string
  /** The final run's workspace (a new clone for a hosted runner's next run). */
  work: string
  /** The final run's outputs, as `name=value` pairs. */
  outputs: Record<string, string>
}

const NUMBERED = /\(iteration (\d+)/

/**
 * Every way the trial's end disagrees with a clean run (empty when it agrees): each task's work and
 * tick on the remote, everything committed pushed, iteration numbers 1…N each once, the lifetime count
 * N (the clean run's, plus one for each recovered iteration that did not finish its task), the tasks
 * done, and never two agents at once.
 */
export async function disagreements(end: TrialEnd): Promise<string[]> {
  const { repo, branch, work, outputs } = end
  const found: string[] = []
  const on = (file: string) => git(repo.remote, 'show', `${branch}:${file}`).catch(() => '(missing)')
  const plan = await on('plan.md')
  for (const id of TRIAL_TASKS) {
    if (!plan.includes(`- [x] ${id}\n`)) found.push(`${id} is not ticked on the remote: ${plan}`)
    const text = await on(`work/${id}.txt`)
    if (text !== `done ${id}\n`) found.push(`work/${id}.txt on the remote: ${text.trim()}`)
  }
  const remoteHead = (await git(repo.remote, 'rev-parse', branch).catch(() => '')).trim()
  const localHead = (await git(work, 'rev-parse', 'HEAD')).trim()
  if (remoteHead !== localHead) found.push(`origin's ${branch} is ${remoteHead}, HEAD is ${localHead}`)
  const log = (await git(repo.remote, 'log', '--format=%H %s', branch)).trim().split('\n')
  const numbers: number[] = []
  let unfinished = 0
  for (const line of log) {
    const [sha, ...words] = line.split(' ')
    const subject = words.join(' ')
    const n = NUMBERED.exec(subject)
    if (!subject.startsWith('ralph:') || !n) continue
    numbers.push(Number(n[1]))
    if (subject.endsWith(', recovered)') && !(await ticksATask(repo.remote, sha))) unfinished++
  }
  const sorted = [...numbers].sort((a, b) => a - b)
  const expected = Array.from({ length: sorted.at(-1) ?? 0 }, (_, i) => i + 1)
  if (sorted.join() !== expected.join()) found.push(`iteration numbers in the subjects: ${sorted.join(', ')}`)
  const lifetime = TRIAL_TASKS.length + unfinished
  const checkpoint = JSON.parse(readFileSync(path.join(work, '.ralph', 'checkpoint.json'), 'utf8')) as {
    iteration: number
    totals: { iterations: number }
  }
  if (checkpoint.totals.iterations !== lifetime || checkpoint.iteration !== lifetime + 1)
    found.push(
      `the checkpoint counts ${checkpoint.totals.iterations} iterations (next ${checkpoint.iteration}), not ${lifetime}`
    )
  if (sorted.at(-1) !== lifetime)
    found.push(`the subjects number ${sorted.at(-1)} iterations, not ${lifetime}`)
  if (outputs.status !== 'completed') found.push(`the last run ended ${outputs.status}`)
  if (outputs['tasks-done'] !== String(TRIAL_TASKS.length)) found.push(`tasks-done=${outputs['tasks-done']}`)
  if (outputs['total-iterations'] !== undefined && outputs['total-iterations'] !== String(lifetime))
    found.push(`total-iterations=${outputs['total-iterations']}, not ${lifetime}`)
  const agents = existsSync(repo.agentLog) ? readFileSync(repo.agentLog, 'utf8') : ''
  for (const line of agents.split('\n').filter(l => l.startsWith('overlap ')))
    found.push(`two agents at once: ${line}`)
  return found
}

/** Whether the commit ticks a box its parent had open. */
async function ticksATask(remote: string, sha: string): Promise<boolean> {
  const ticks = async (ref: string) =>
    ((await git(remote, 'show', `${ref}:plan.md`).catch(() => '')).match(/- \[x\]/g) ?? []).length
  return (await ticks(sha)) > (await ticks(`${sha}^`))
}

/** The `name=value` pairs of the CLI's last line. */
export function cliOutputs(stdout: string): Record<string, string> {
  const line = stdout.trim().split('\n').at(-1) ?? ''
  return Object.fromEntries(
    [...line.matchAll(/([a-z-]+)=(\S*)/g)].map(([, name, value]) => [name, value] as [string, string])
  )
}
