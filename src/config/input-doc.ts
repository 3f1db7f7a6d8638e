/** What a user wants to do with an input: the README and action.yml list the inputs in these groups. */
export const INPUT_GROUPS = {
  start: 'Start: the tasks and the prompt',
  agent: 'The agent',
  stop: 'When to stop',
  budgets: 'Budgets',
  keep: 'Keeping the work',
  trust: 'Trust and the sandbox'
} as const

export type InputGroup = keyof typeof INPUT_GROUPS

/** One input's documentation: a one-line description and its default as a user would write it ('' = none). */
export interface InputDoc {
  description: string
  default: string
  group: InputGroup
  /** One of the ten inputs a newcomer sets first: listed first in its group and marked. */
  first?: true
  /** More than the one line, for action.yml and the README (the CLI's help shows the line alone). */
  details?: string
  /** The default depends on where the loop runs or on other inputs: action.yml declares none and `default` describes it. */
  computed?: true
}

/** One output's documentation, in action.yml and the README. */
export interface OutputDoc {
  description: string
  details?: string
}
