/** A checkpoint file that cannot be trusted: names the file, the field, the value and the fix. */
export class CheckpointError extends Error {
  override readonly name = 'CheckpointError'
  constructor(
    readonly file: string,
    readonly field: string,
    readonly value: string,
    expected: string
  ) {
    super(
      `Checkpoint ${file} is invalid: field '${field}' has value ${value}, expected ${expected}. ` +
        'Set force-restart: true to discard it and start a new loop (the file is left as it is).'
    )
  }
}

/** A value as shown in a message: JSON, cut to 100 characters. */
export function showValue(value: unknown): string {
  let shown: string
  try {
    shown = JSON.stringify(value) ?? String(value)
  } catch {
    shown = String(value)
  }
  return shown.length > 100 ? `${shown.slice(0, 100)}…` : shown
}
