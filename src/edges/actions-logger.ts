import { randomUUID } from 'node:crypto'
import type { Logger } from '../ports/log.js'
import { backlogOf } from './backlog.js'
import { runnerProtocol } from './runner-protocol.js'

/**
 * The Actions log. Agent output is written between `::stop-commands::` markers so that an agent
 * printing `::set-output` or `::add-mask::` lines cannot issue workflow commands.
 */
export function actionsLogger(
  write: (text: string) => void = text => process.stdout.write(text),
  backlog: () => Promise<void> | undefined = () => backlogOf(process.stdout)
): Logger {
  const core = runnerProtocol(process.env, write)
  const token = `ralph-${randomUUID()}`
  let raw = false
  let atLineStart = true
  const resume = () => {
    if (!raw) return
    write(`${atLineStart ? '' : '\n'}::${token}::\n`)
    raw = false
    atLineStart = true
  }
  // Outside text (the agent's error, a task id) may hold lines the runner would read as commands.
  const fenced = (message: string) => {
    if (!looksLikeCommand(message)) return core.info(message)
    const once = `ralph-${randomUUID()}`
    write(`::stop-commands::${once}\n${message}\n::${once}::\n`)
  }
  return {
    info: message => (resume(), fenced(message)),
    debug: message => (resume(), core.debug(message)),
    warning: (message, title) => (resume(), core.warning(message, title)),
    error: (message, title) => (resume(), core.error(message, title)),
    startGroup: title => (resume(), core.startGroup(title)),
    endGroup: () => (resume(), core.endGroup()),
    setSecret: value => (resume(), core.setSecret(value)),
    write: chunk => {
      if (chunk === '') return
      if (!raw) {
        write(`::stop-commands::${token}\n`)
        raw = true
      }
      write(chunk)
      atLineStart = chunk.endsWith('\n')
    },
    backlog
  }
}

/**
 * Whether any line of `text` could be read by the runner as a workflow command (`::name::` or the old
 * `##[name]`), lines split as the runner splits them (CR too), leading blanks ignored.
 */
export function looksLikeCommand(text: string): boolean {
  return /(?:^|[\r\n])[ \t]*(?:::|##\[)/.test(text)
}
