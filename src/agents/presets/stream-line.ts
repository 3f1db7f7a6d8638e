/** A JSON object as an agent's stream gives it. */
export type Json = Record<string, unknown>

/**
 * One stdout line of an agent's stream as the loop hands it to the parser and the narrator: its text
 * (masked for a preset, SPEC §4) and the JSON object it holds, parsed on the first ask and only once.
 */
export class StreamLine {
  private parsed: { record: Json | undefined } | undefined

  constructor(readonly text: string) {}

  /** The JSON object on the line, or undefined when it is not one (a CLI's plain-text warning). */
  get record(): Json | undefined {
    this.parsed ??= { record: jsonRecord(this.text) }
    return this.parsed.record
  }
}

function jsonRecord(line: string): Json | undefined {
  if (!line.trimStart().startsWith('{')) return undefined
  try {
    return objectOf(JSON.parse(line))
  } catch {
    return undefined
  }
}

export const objectOf = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined
export const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
export const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined
