import type { Logger } from '../system/ports.js'
import { backlogOf } from './backlog.js'

/** The local terminal: lines on stdout, warnings and errors on stderr, no folds, secrets replaced by ***. */
export function terminalLogger(
  options: { debug?: boolean; out?: (text: string) => void; err?: (text: string) => void } = {}
): Logger {
  const out = options.out ?? ((text: string) => process.stdout.write(text))
  const backlog = options.out ? () => undefined : () => backlogOf(process.stdout)
  const err = options.err ?? ((text: string) => process.stderr.write(text))
  const secrets: string[] = []
  const mask = (text: string) => secrets.reduce((acc, secret) => acc.split(secret).join('***'), text)
  return {
    info: message => out(mask(message) + '\n'),
    debug: message => {
      if (options.debug) err(`debug: ${mask(message)}\n`)
    },
    warning: (message, title) => err(`Warning: ${title ? `${title}: ` : ''}${mask(message)}\n`),
    error: (message, title) => err(`Error: ${title ? `${title}: ` : ''}${mask(message)}\n`),
    startGroup: () => undefined,
    endGroup: () => undefined,
    setSecret: value => {
      if (value.length >= 4) secrets.push(value)
    },
    write: chunk => out(mask(chunk)),
    backlog
  }
}
