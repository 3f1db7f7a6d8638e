import type { OutputDoc } from './input-doc.js'
import type { OutputName } from './names.js'

/** Every output's description, in the order of names.ts: action.yml and the README are written from it (`npm run docs`). */
export const OUTPUT_DOCS: Record<OutputName, OutputDoc> = {
  status: { description: 'completed, stuck, aborted, interrupted or halted.' },
  'exit-code': { description: '0 completed · 1 stuck · 2 aborted · 3 interrupted · 0 halted.' },
  'halt-reason': {
    description:
      'Why the loop stopped (completion, max_attempts, stuck_consecutive, no_progress, task_removed, max_iterations, context_threshold, time_budget, cost_budget, rate_limited, run_slice, nothing_claimable, needs_input, interrupted, error).'
  },
  iterations: { description: 'Iterations run in this run.' },
  'total-iterations': { description: 'Iterations of the loop so far, across resumed runs.' },
  'tasks-total': { description: 'Real tasks after the last iteration.' },
  'tasks-done': { description: 'Tasks done after the last iteration.' },
  'tasks-remaining': { description: 'Tasks not done after the last iteration.' },
  'work-remaining': {
    description: 'JSON array of the remaining ids (including verify when the gate fails).'
  },
  'stuck-task': { description: 'Id of the task that made the loop stuck, else empty.' },
  resumed: { description: 'true when this run continued a checkpoint.' },
  'checkpoint-key': { description: 'The cache key the checkpoint is saved under, else empty.' },
  'cost-usd': { description: "This run's cost as reported by the agent; empty when it reports none." },
  'input-tokens': { description: "This run's input tokens as reported by the agent." },
  'output-tokens': { description: "This run's output tokens as reported by the agent." },
  'session-id': { description: 'The last agent session id, when reported.' },
  branch: { description: 'Branch the work is on.' },
  'head-sha': { description: 'HEAD after the last commit.' },
  commits: { description: 'Commits made in this run.' },
  pushed: { description: 'true when the work was pushed.' },
  report: { description: "Path of this run's JSON report." },
  'total-cost-usd': {
    description: "The loop's cost so far, across resumed runs; empty when the agent reports none."
  },
  'pull-request-url': { description: 'The pull request of the work branch, else empty.' },
  'pull-request-number': { description: 'Its number, else empty.' },
  question: { description: "The agent's open question while the loop halts needs_input, else empty." },
  sandboxed: { description: 'true when every agent run of this run was inside the sandbox, else false.' },
  'blocked-hosts': {
    description: 'JSON array of the network hosts the sandbox refused in this run (host:port), else [].',
    details:
      'They are also in the job summary, the pull request, report.json (blocked_hosts), the summary of the iteration that dialed them, and the next prompt.'
  }
}
