import { nearest } from './flags.js'
import { Inputs } from './names.js'

const DECLARED = Object.values(Inputs)

/**
 * In Actions, one warning per `INPUT_*` variable that names no input of action.yml (a misspelled `with:` key such
 * as `max-iteration: 2` is otherwise ignored in silence), naming the closest declared input (underscores
 * read as dashes). The runner names the variable `INPUT_` + the key upper-cased, spaces as `_`, dashes kept.
 */
export function unknownInputWarnings(env: Record<string, string | undefined>): string[] {
  // Outside Actions nothing sets INPUT_* for us: a variable of that name is someone else's.
  if (env.GITHUB_ACTIONS !== 'true') return []
  const declared = new Set(DECLARED.map(name => `INPUT_${name.toUpperCase()}`))
  return Object.keys(env)
    .filter(variable => variable.startsWith('INPUT_') && !declared.has(variable))
    .sort()
    .map(variable => {
      const key = variable.slice('INPUT_'.length).toLowerCase()
      return (
        `Input '${key}' (${variable}) is not an input of this action and is ignored. ` +
        `Did you mean '${nearest(key.replace(/_/g, '-'), DECLARED)}'? Fix its name under 'with:'.`
      )
    })
}
