/** Longest stretch of a value quoted in a message: a whole prompt or hook list would bury the point. */
const MAX_SHOWN = 200

/** Quotes a value for a message, cut short when it is long. */
export function showValue(value: string): string {
  const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value
  return `'${shown}'`
}

/**
 * An input (or CLI flag) that cannot be used: its name, the value given and what was expected.
 * The edge prints `.message` only, so the message alone must tell the user what to fix.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'

  /**
   * @param input the input's name as a user writes it (`max-attempts`), or the CLI flag
   * @param value the value given, as given
   * @param expected what would have been accepted, phrased to follow "expected"
   * @param message a complete message, for cases the standard sentence does not fit (two inputs
   *   that exclude each other, an unknown flag); it must still name the input, the value and the fix
   */
  constructor(
    readonly input: string,
    readonly value: string,
    readonly expected: string,
    message?: string
  ) {
    super(message ?? `Input '${input}' has value ${showValue(value)}, expected ${expected}.`)
  }
}
