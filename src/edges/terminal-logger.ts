import type { Logger } from '../ports/log.js'
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
  // The loop's own lines start on a line of their own, even after agent output that did not end one.
  let atLineStart = true
  const endLine = () => {
    if (!atLineStart) out('\n')
    atLineStart = true
  }
  return {
    info: message => (endLine(), out(mask(message) + '\n')),
    debug: message => {
      if (!options.debug) return
      endLine()
      err(`debug: ${mask(message)}\n`)
    },
    warning: (message, title) => (endLine(), err(`Warning: ${title ? `${title}: ` : ''}${mask(message)}\n`)),
    error: (message, title) => (endLine(), err(`Error: ${title ? `${title}: ` : ''}${mask(message)}\n`)),
    startGroup: () => undefined,
    endGroup: () => undefined,
    setSecret: value => {
      if (value.length >= 4) secrets.push(value)
    },
    write: chunk => {
      if (chunk === '') return
      out(mask(chunk))
      atLineStart = chunk.endsWith('\n')
    },
    backlog
  }
}
