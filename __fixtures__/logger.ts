import type { Logger } from '../src/ports/log.js'

/** A logger that records every line, for assertions on what a person would read. */
export class RecordingLogger implements Logger {
  /** Every info line, and warnings/errors prefixed `warning: ` / `error: `. */
  readonly lines: string[] = []
  /** Raw agent output as written. */
  raw = ''
  readonly warnings: string[] = []
  readonly errors: string[] = []
  readonly secrets: string[] = []
  groups = 0

  info(message: string): void {
    this.lines.push(message)
  }
  debug(): void {}
  warning(message: string): void {
    this.warnings.push(message)
    this.lines.push(`warning: ${message}`)
  }
  error(message: string): void {
    this.errors.push(message)
    this.lines.push(`error: ${message}`)
  }
  startGroup(): void {
    this.groups += 1
  }
  endGroup(): void {}
  write(chunk: string): void {
    this.raw += chunk
  }
  setSecret(value: string): void {
    this.secrets.push(value)
  }
}
