import {
  CATALOGUE,
  DEFAULT_PRESET,
  namesOf,
  NO_COST_NAMES,
  PRESET_NAMES
} from '../agents/presets/catalogue.js'
import { KEEP_INPUT_DOCS } from './descriptions-keep.js'
import { TRUST_INPUT_DOCS } from './descriptions-trust.js'
import type { InputDoc, InputGroup } from './input-doc.js'
import type { InputName } from './names.js'

export type { InputDoc }

/**
 * Every input's documentation, in the order of names.ts: its one line, default, group and details.
 * The one source of the inputs' text: the CLI's help reads it, `npm run docs` writes action.yml and the
 * README's tables from it (scripts/input-docs.ts), and a test fails when they differ.
 */
export const INPUT_DOCS: Record<InputName, InputDoc> = {
  tasks: {
    group: 'start',
    first: true,
    description:
      'Task file, relative to the workspace; required unless task-source is command or mode is plan.',
    default: ''
  },
  'task-source': {
    group: 'start',
    description:
      'How to read the tasks: auto (by extension), json, yaml, markdown, command (a task CLI), github-issues.',
    default: 'auto'
  },
  'task-peek-command': {
    group: 'start',
    description: 'Task CLI: lists claimable tasks before each iteration; its output fills {{peek}}.',
    default: 'task peek -n 10'
  },
  'task-status-command': {
    group: 'start',
    description: 'Task CLI: prints the open, active and failed counts that decide whether work remains.',
    default: 'task plan-status'
  },
  'task-active-command': {
    group: 'start',
    description: 'Task CLI: prints the ids of tasks still active for this agent after a session ends.',
    default: 'task active --agent "$RALPH_AGENT_ID"'
  },
  'task-fail-command': {
    group: 'start',
    description: 'Task CLI: releases a task a session left active ($RALPH_TASK_ID, $RALPH_FAIL_REASON).',
    default: 'task fail "$RALPH_TASK_ID" --reason "$RALPH_FAIL_REASON"'
  },
  agent: {
    group: 'agent',
    first: true,
    description: `Agent CLI to run: ${PRESET_NAMES.join(', ')} or command.`,
    default: DEFAULT_PRESET
  },
  'agent-command': {
    group: 'agent',
    description: 'Shell command run as the agent when agent is command; the prompt arrives on stdin.',
    default: ''
  },
  'agent-args': {
    group: 'agent',
    description: "Extra arguments appended to the preset's command line, split like a shell would.",
    default: CATALOGUE.map(entry => `${entry.name}: ${entry.defaultArgs}`).join('; '),
    details: 'See docs/agents.md for what each lets the agent do.',
    computed: true
  },
  'agent-binary': {
    group: 'agent',
    description: "Executable of the agent preset, if not the preset's name on PATH.",
    default: ''
  },
  model: {
    group: 'agent',
    first: true,
    description: "Model passed with the preset's model flag; wins over one in agent-args.",
    default: ''
  },
  prompt: {
    group: 'start',
    description: 'Prompt template (placeholders such as {{task}}); not with prompt-file.',
    default: ''
  },
  'prompt-file': {
    group: 'start',
    description: 'File holding the prompt template, relative to the workspace; not with prompt.',
    default: ''
  },
  mode: {
    group: 'start',
    description: 'build: stop when no work remains; plan: stop when the agent prints the completion promise.',
    default: 'build'
  },
  'completion-promise': {
    group: 'start',
    description: 'Plan mode: the loop completes when the agent says <promise>TEXT</promise>.',
    default: 'COMPLETE'
  },
  'max-iterations': {
    group: 'stop',
    first: true,
    description: 'Iterations over the whole loop, across resumed runs; reached with work left: aborted.',
    default: '20'
  },
  'iterations-per-run': {
    group: 'budgets',
    description: 'Iterations in one run before halting to resume later (0 = no limit).',
    default: '0'
  },
  'max-attempts': {
    group: 'stop',
    description: 'Attempts at one task (1-10) before the loop is stuck on it.',
    default: '5'
  },
  'stuck-threshold': {
    group: 'stop',
    description: 'Failed iterations in a row on one task that make the loop stuck (0 = off).',
    default: '3'
  },
  'no-progress-limit': {
    group: 'stop',
    description: 'Iterations in a row with no task done and no file changed that make it stuck (0 = off).',
    default: '2'
  },
  'context-window': {
    group: 'budgets',
    description: 'Context window in tokens, for the estimated context check (0 = no check).',
    default: '0'
  },
  'context-threshold': {
    group: 'budgets',
    description: 'Fraction of the context window (0 < x <= 1) at which the loop halts to resume later.',
    default: '0.90'
  },
  'time-budget': {
    group: 'budgets',
    first: true,
    description: 'Minutes this run may use before it halts to resume later; keep it under timeout-minutes.',
    default: '330'
  },
  'iteration-timeout': {
    group: 'budgets',
    description: 'Minutes one agent invocation may take before it is killed.',
    default: '60'
  },
  'max-cost-usd': {
    group: 'budgets',
    first: true,
    description: 'US dollars this run may spend, as reported by the agent, before halting (0 = no limit).',
    default: '0'
  },
  'max-total-cost-usd': {
    group: 'budgets',
    description:
      'US dollars the loop may spend over all its runs; later runs halt before the agent until it is raised (0 = no limit).',
    default: '0'
  },
  'fallback-agent': {
    group: 'agent',
    description: `Preset (${namesOf(CATALOGUE)}) that takes over the run at once after a usage limit with an unknown or distant reset.`,
    default: ''
  },
  'token-prices': {
    group: 'agent',
    description: `USD per million tokens (input=N,output=N[,cached=N]) to price agents that report no cost (${NO_COST_NAMES.join(', ')}).`,
    default: ''
  },
  'rate-limit-wait': {
    group: 'budgets',
    description: 'Minutes the loop may wait for a rate limit to reset before halting (0 = never wait).',
    default: '15'
  },
  'verify-command': {
    group: 'stop',
    first: true,
    description: 'Shell command (tests) that must pass before the loop counts as completed.',
    default: ''
  },
  'verify-report': {
    group: 'stop',
    description: 'JUnit XML file the verify command writes, relative to the workspace; decides the pass.',
    default: ''
  },
  'protected-paths': {
    group: 'trust',
    first: true,
    description:
      'Globs (a line or comma each; none = off) of paths the agent may not change: such an iteration is undone and fails.',
    details:
      "Globs: * and ? within a folder, ** any folders, [abc] one of a set, {a,b} either; a folder covers all inside it (docs/completion.md). The verify and review commands' scripts and the package managers' files (.npmrc, .yarnrc, .yarnrc.yml, bunfig.toml, .pnpmfile.cjs) are always protected too.",
    default: '.github/workflows/**'
  },
  review: {
    group: 'stop',
    description: `Review gate: who judges each task marked done before it counts: none, ${PRESET_NAMES.join(', ')} or command.`,
    default: 'none'
  },
  'review-command': {
    group: 'stop',
    description:
      'Shell command that reviews a task (review: command): exit 0 approves; the diff is in $RALPH_DIFF_FILE.',
    default: ''
  },
  'review-prompt': {
    group: 'stop',
    description:
      'Reviewer prompt template ({{task}}, {{task_id}}, {{diff}}, {{diff_file}}); the default asks for a verdict.',
    default: ''
  },
  ...KEEP_INPUT_DOCS,
  ...TRUST_INPUT_DOCS,
  'dry-run': {
    group: 'start',
    description:
      "Check the inputs and the agent's binary on PATH, print the tasks as read and the first prompt; run nothing.",
    default: 'false'
  }
}

/** The inputs of one group as the README, action.yml and the help list them: the newcomer's ten first. */
export function inputsOf(group: InputGroup): InputName[] {
  const inputs = (Object.keys(INPUT_DOCS) as InputName[]).filter(input => INPUT_DOCS[input].group === group)
  return [
    ...inputs.filter(input => INPUT_DOCS[input].first),
    ...inputs.filter(input => !INPUT_DOCS[input].first)
  ]
}
