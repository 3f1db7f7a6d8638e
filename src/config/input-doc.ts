/** One input's documentation: a one-line description and its default as a user would write it ('' = none). */
export interface InputDoc {
  description: string
  default: string
  /** The default depends on where the loop runs or on other inputs: action.yml declares none and `default` describes it. */
  computed?: true
}
