import { randomUUID } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import { EOL } from 'node:os'

/**
 * The few verbs of the runner's protocol the action speaks: workflow commands on stdout and the
 * GITHUB_OUTPUT / GITHUB_STATE / GITHUB_STEP_SUMMARY files, written exactly as @actions/core writes
 * them. @actions/core itself costs 60 ms to load (it pulls in an HTTP client for OIDC tokens we never
 * ask for), a third of the cold-start budget; see docs/adr/0004-runner-protocol.md.
 */
export interface RunnerProtocol {
  info(message: string): void
  debug(message: string): void
  warning(message: string, title?: string): void
  error(message: string, title?: string): void
  startGroup(title: string): void
  endGroup(): void
  /** Masks `value` in the rest of the job's log. */
  setSecret(value: string): void
  setOutput(name: string, value: string): void
  saveState(name: string, value: string): void
  /** A value saved by the main step, read in the post step ('' when none). */
  getState(name: string): string
  /** Logs `message` as an error and makes the step fail (exit code 1). */
  setFailed(message: string): void
  /** Appends markdown to the job summary; throws when the runner gave no summary file. */
  appendSummary(markdown: string): void
}

/** `env` is the runner's environment; `write` takes stdout text. */
export function runnerProtocol(
  env: Record<string, string | undefined> = process.env,
  write: (text: string) => void = text => process.stdout.write(text)
): RunnerProtocol {
  const issue = (command: string, message: string, properties: Record<string, string> = {}) => {
    const props = Object.entries(properties)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => `${key}=${escapeProperty(value)}`)
      .join(',')
    write(`::${command}${props ? ` ${props}` : ''}::${escapeData(message)}${EOL}`)
  }
  const titled = (title?: string): Record<string, string> => (title ? { title } : {})
  const keyValue = (
    variable: 'GITHUB_OUTPUT' | 'GITHUB_STATE',
    legacy: string,
    name: string,
    value: string
  ) => {
    const file = env[variable]
    if (!file) {
      // Runners older than the file commands (and local runs of the bundle) read the old command.
      write(EOL)
      issue(legacy, value, { name })
      return
    }
    appendFileSync(file, fileRecord(name, value), 'utf8')
  }
  return {
    info: message => write(`${message}${EOL}`),
    debug: message => issue('debug', message),
    warning: (message, title) => issue('warning', message, titled(title)),
    error: (message, title) => issue('error', message, titled(title)),
    startGroup: title => issue('group', title),
    endGroup: () => issue('endgroup', ''),
    setSecret: value => issue('add-mask', value),
    setOutput: (name, value) => keyValue('GITHUB_OUTPUT', 'set-output', name, value),
    saveState: (name, value) => keyValue('GITHUB_STATE', 'save-state', name, value),
    getState: name => env[`STATE_${name}`] ?? '',
    setFailed: message => {
      process.exitCode = 1
      issue('error', message)
    },
    appendSummary: markdown => {
      const file = env.GITHUB_STEP_SUMMARY
      if (!file)
        throw new Error('GITHUB_STEP_SUMMARY is not set: the runner gave this step no job summary file')
      appendFileSync(file, markdown, 'utf8')
    }
  }
}

/** One `name<<delimiter` record of a file command; the delimiter is random so no value can end it early. */
export function fileRecord(name: string, value: string): string {
  const delimiter = `ghadelimiter_${randomUUID()}`
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`The value of ${name} contains the delimiter ${delimiter}`)
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`
}

/** A command's message: `%`, CR and LF are escaped so that one command stays one line. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** A command property also escapes the `:` and `,` that separate properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
