import { editDistance } from './flags.js'
import { Inputs } from './names.js'

const DECLARED = Object.values(Inputs)

/**
 * One warning per `INPUT_*` variable that names no input of action.yml (a misspelled `with:` key such
 * as `max-iteration: 2` is otherwise ignored in silence), naming the closest declared input. The
 * runner makes the variable's name as `INPUT_` + the key upper-cased, spaces as `_`, dashes kept.
 */
export function unknownInputWarnings(env: Record<string, string | undefined>): string[] {
  const declared = new Set(DECLARED.map(name => `INPUT_${name.toUpperCase()}`))
  return Object.keys(env)
    .filter(variable => variable.startsWith('INPUT_') && !declared.has(variable))
    .sort()
    .map(variable => {
      const key = variable.slice('INPUT_'.length).toLowerCase()
      return (
        `Input '${key}' (${variable}) is not an input of this action and is ignored. ` +
        `Did you mean '${closestInput(key)}'? Fix its name under 'with:'.`
      )
    })
}

/** The declared input nearest to `key` by edit distance (underscores read as dashes); the first on a tie. */
export function closestInput(key: string): string {
  const wanted = key.replace(/_/g, '-')
  let best: string = DECLARED[0]
  for (const name of DECLARED) if (editDistance(wanted, name) < editDistance(wanted, best)) best = name
  return best
}
