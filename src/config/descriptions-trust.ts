import type { InputDoc } from './input-doc.js'

/**
 * The inputs of trust in `INPUT_DOCS` (descriptions.ts), in the order of action.yml: the agent's
 * questions, GitHub issues as tasks, and the sandbox.
 */
export const TRUST_INPUT_DOCS = {
  // Questions answered in the pull request (SPEC §7)
  questions: {
    group: 'stop',
    description:
      'Let the agent ask a person: <question>…</question> halts the run (needs_input) until an answer comes.',
    default: 'true'
  },
  // GitHub issues as the task list (SPEC §3)
  'issues-label': {
    group: 'start',
    description: 'task-source github-issues: the label of the open issues that are the tasks.',
    default: 'ralph'
  },
  // The sandbox (SPEC §4a)
  sandbox: {
    group: 'trust',
    description:
      'Run the agent, reviewer and verify command in a sandbox: auto, on or off (see SECURITY.md).',
    default: 'auto'
  },
  'allow-hosts': {
    group: 'trust',
    first: true,
    description: 'More hosts the sandboxed agent may reach (lines or commas, *.example.com; * for any).',
    default: ''
  },
  'agent-secrets': {
    group: 'trust',
    description:
      'Secret variables of the step passed into the sandbox (names, lines or commas); every other one is withheld.',
    default: ''
  }
} as const satisfies Record<string, InputDoc>
