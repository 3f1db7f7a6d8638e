import {
  CATALOGUE,
  DEFAULT_PRESET,
  namesOf,
  NO_COST_NAMES,
  PRESET_NAMES
} from '../agents/presets/catalogue.js'
import { TRUST_INPUT_DOCS } from './descriptions-trust.js'
import type { InputDoc } from './input-doc.js'
import { BOT_AUTHOR, type InputName } from './names.js'

export type { InputDoc }

/**
 * Every input's one-line description and default, in the order of action.yml. The CLI's help is
 * generated from it, and it is the reference README and action.yml are checked against.
 */
export const INPUT_DOCS: Record<InputName, InputDoc> = {
  tasks: {
    description:
      'Task file, relative to the workspace; required unless task-source is command or mode is plan.',
    default: ''
  },
  'task-source': {
    description:
      'How to read the tasks: auto (by extension), json, yaml, markdown, command (a task CLI), github-issues.',
    default: 'auto'
  },
  'task-peek-command': {
    description: 'Task CLI: lists claimable tasks before each iteration; its output fills {{peek}}.',
    default: 'task peek -n 10'
  },
  'task-status-command': {
    description: 'Task CLI: prints the open, active and failed counts that decide whether work remains.',
    default: 'task plan-status'
  },
  'task-active-command': {
    description: 'Task CLI: prints the ids of tasks still active for this agent after a session ends.',
    default: 'task active --agent "$RALPH_AGENT_ID"'
  },
  'task-fail-command': {
    description: 'Task CLI: releases a task a session left active ($RALPH_TASK_ID, $RALPH_FAIL_REASON).',
    default: 'task fail "$RALPH_TASK_ID" --reason "$RALPH_FAIL_REASON"'
  },
  agent: { description: `Agent CLI to run: ${PRESET_NAMES.join(', ')} or command.`, default: DEFAULT_PRESET },
  'agent-command': {
    description: 'Shell command run as the agent when agent is command; the prompt arrives on stdin.',
    default: ''
  },
  'agent-args': {
    description: "Extra arguments appended to the preset's command line, split like a shell would.",
    default: CATALOGUE.map(entry => `${entry.name}: ${entry.defaultArgs}`).join('; '),
    computed: true
  },
  'agent-binary': {
    description: "Executable of the agent preset, if not the preset's name on PATH.",
    default: ''
  },
  model: {
    description: "Model passed with the preset's model flag; wins over one in agent-args.",
    default: ''
  },
  prompt: {
    description: 'Prompt template (placeholders such as {{task}}); not with prompt-file.',
    default: ''
  },
  'prompt-file': {
    description: 'File holding the prompt template, relative to the workspace; not with prompt.',
    default: ''
  },
  mode: {
    description: 'build: stop when no work remains; plan: stop when the agent prints the completion promise.',
    default: 'build'
  },
  'completion-promise': {
    description: 'Plan mode: the loop completes when the agent says <promise>TEXT</promise>.',
    default: 'COMPLETE'
  },
  'max-iterations': {
    description: 'Iterations over the whole loop, across resumed runs; reached with work left: aborted.',
    default: '20'
  },
  'iterations-per-run': {
    description: 'Iterations in one run before halting to resume later (0 = no limit).',
    default: '0'
  },
  'max-attempts': {
    description: 'Attempts at one task (1-10) before the loop is stuck on it.',
    default: '5'
  },
  'stuck-threshold': {
    description: 'Failed iterations in a row on one task that make the loop stuck (0 = off).',
    default: '3'
  },
  'no-progress-limit': {
    description: 'Iterations in a row with no task done and no file changed that make it stuck (0 = off).',
    default: '2'
  },
  'context-window': {
    description: 'Context window in tokens, for the estimated context check (0 = no check).',
    default: '0'
  },
  'context-threshold': {
    description: 'Fraction of the context window (0 < x <= 1) at which the loop halts to resume later.',
    default: '0.90'
  },
  'time-budget': {
    description: 'Minutes this run may use before it halts to resume later; keep it under timeout-minutes.',
    default: '330'
  },
  'iteration-timeout': {
    description: 'Minutes one agent invocation may take before it is killed.',
    default: '60'
  },
  'max-cost-usd': {
    description: 'US dollars this run may spend, as reported by the agent, before halting (0 = no limit).',
    default: '0'
  },
  'max-total-cost-usd': {
    description:
      'US dollars the loop may spend over all its runs; later runs halt before the agent until it is raised (0 = no limit).',
    default: '0'
  },
  'fallback-agent': {
    description: `Preset (${namesOf(CATALOGUE)}) that takes over the run at once after a usage limit with an unknown or distant reset.`,
    default: ''
  },
  'token-prices': {
    description: `USD per million tokens (input=N,output=N[,cached=N]) to price agents that report no cost (${NO_COST_NAMES.join(', ')}).`,
    default: ''
  },
  'rate-limit-wait': {
    description: 'Minutes the loop may wait for a rate limit to reset before halting (0 = never wait).',
    default: '15'
  },
  'verify-command': {
    description: 'Shell command (tests) that must pass before the loop counts as completed.',
    default: ''
  },
  'verify-report': {
    description: 'JUnit XML file the verify command writes, relative to the workspace; decides the pass.',
    default: ''
  },
  'protected-paths': {
    description:
      'Globs (a line or comma each; none = off) of paths the agent may not change: such an iteration is undone and fails.',
    default: '.github/workflows/**'
  },
  review: {
    description: `Review gate: who judges each task marked done before it counts: none, ${PRESET_NAMES.join(', ')} or command.`,
    default: 'none'
  },
  'review-command': {
    description:
      'Shell command that reviews a task (review: command): exit 0 approves; the diff is in $RALPH_DIFF_FILE.',
    default: ''
  },
  'review-prompt': {
    description:
      'Reviewer prompt template ({{task}}, {{task_id}}, {{diff}}, {{diff_file}}); the default asks for a verdict.',
    default: ''
  },
  checkpoint: {
    description: 'Where the checkpoint is kept between runs: cache, file (state-dir only) or none.',
    default: 'cache in Actions, else file',
    computed: true
  },
  'checkpoint-key': {
    description:
      'Cache key prefix of the checkpoint ({workflow}, {job} and {ref} are filled in); runs with one key share a loop.',
    default: 'ralph-{workflow}-{job}-{ref}'
  },
  resume: {
    description: 'auto: continue a saved checkpoint when that makes sense; never: always start over.',
    default: 'auto'
  },
  'force-restart': {
    description: 'Ignore any checkpoint, valid or not, and start a new loop.',
    default: 'false'
  },
  'state-dir': {
    description: 'Folder for the checkpoint, iteration summaries and report, relative to the workspace.',
    default: '.ralph'
  },
  hooks: {
    description: 'Lines of "event: command" run on loop events, such as onComplete: ./notify.sh.',
    default: ''
  },
  'fail-on': {
    description:
      'Comma list of statuses that fail the step (completed, stuck, aborted, interrupted, halted), or none.',
    default: 'stuck,aborted,interrupted'
  },
  shard: { description: 'i/n: run only the tasks of shard i of n (a job per shard).', default: '' },
  commit: {
    description: "When to commit the agent's work: none, task (a task got done) or iteration.",
    default: 'task in Actions, else none',
    computed: true
  },
  'commit-message': {
    description: 'Commit message template with {task_id}, {outcome} and {n}.',
    default: 'ralph: {task_id} {outcome} (iteration {n})'
  },
  'commit-author': {
    description: 'Author of the commits, as "Name <email>".',
    default: `${BOT_AUTHOR} in Actions, else the repository’s git identity (or that bot)`,
    computed: true
  },
  'commit-no-verify': {
    description: "Has no effect: the loop's own git never runs the repository's git hooks.",
    default: 'false'
  },
  push: {
    description:
      'Push the commits to branch (in Actions, with an origin remote, whenever commit is not none).',
    default: 'true in Actions unless commit is none, else false',
    computed: true
  },
  'push-every': { description: 'When to push: end (once, at the end of the run) or commit.', default: 'end' },
  branch: {
    description:
      'The work branch: fetched from origin and checked out (or created) at the start, and pushed to.',
    default: 'ralph/{workflow} (plus -shard{i}of{n}) in Actions, else the current branch',
    computed: true
  },
  'pull-request': {
    description: 'Open, then keep up to date, one pull request from branch into base: none, draft or ready.',
    default: 'none'
  },
  'github-token': {
    description: 'Token for the pull request (needs pull-requests: write).',
    default: '${{ github.token }}'
  },
  base: {
    description: 'Base branch of the pull request.',
    default: 'the branch checked out before the switch',
    computed: true
  },
  ...TRUST_INPUT_DOCS
}
