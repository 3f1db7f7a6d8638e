import { randomUUID } from 'node:crypto'
import type { Logger } from '../ports/log.js'
import { backlogOf } from './backlog.js'
import type { Toolkit } from './runner-protocol.js'

/** The Actions log; `flush` resolves once everything logged so far has gone out through @actions/core. */
export type ActionsLogger = Logger & { flush(): Promise<void> }

/**
 * The Actions log, through @actions/core. Agent output is written between `::stop-commands::`
 * markers so that an agent printing `::set-output` or `::add-mask::` lines cannot issue workflow
 * commands; so is any line of the loop's that carries outside text looking like a command.
 *
 * @actions/core is loaded when the first fold opens, which is just before the first agent starts, or
 * at `flush` (ADR 0006): its import costs more than the whole cold start may, and the agent's first
 * seconds hide it. Until it is there, every call waits in a queue, in order, raw output included.
 * Raw output goes where @actions/core writes (stdout), so the two stay in order.
 */
export function actionsLogger(load: () => Promise<Toolkit>): ActionsLogger {
  const write = (text: string) => process.stdout.write(text)
  let core: Toolkit | undefined
  const queue: ((core: Toolkit) => void)[] = []
  let loading: Promise<void> | undefined
  const start = () =>
    (loading ??= load().then(loaded => {
      core = loaded
      for (const call of queue.splice(0)) call(loaded)
    }))
  const act = (call: (core: Toolkit) => void) => (core ? call(core) : void queue.push(call))

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
  const fenced = (toolkit: Toolkit, message: string) => {
    if (!looksLikeCommand(message)) return toolkit.info(message)
    const once = `ralph-${randomUUID()}`
    write(`::stop-commands::${once}\n${message}\n::${once}::\n`)
  }
  const titled = (title?: string) => (title ? { title } : {})
  const command = (call: (core: Toolkit) => void) => act(toolkit => (resume(), call(toolkit)))
  return {
    info: message => command(toolkit => fenced(toolkit, message)),
    debug: message => command(toolkit => toolkit.debug(message)),
    warning: (message, title) => command(toolkit => toolkit.warning(message, titled(title))),
    error: (message, title) => command(toolkit => toolkit.error(message, titled(title))),
    startGroup: title => {
      command(toolkit => toolkit.startGroup(title))
      void start()
    },
    endGroup: () => command(toolkit => toolkit.endGroup()),
    setSecret: value => command(toolkit => toolkit.setSecret(value)),
    write: chunk => {
      if (chunk === '') return
      act(() => {
        if (!raw) {
          write(`::stop-commands::${token}\n`)
          raw = true
        }
        write(chunk)
        atLineStart = chunk.endsWith('\n')
      })
    },
    backlog: () => (core ? backlogOf(process.stdout) : undefined),
    flush: async () => {
      await start()
      act(() => resume())
    }
  }
}

/**
 * Whether any line of `text` could be read by the runner as a workflow command, as its parsers read
 * one (actions/runner ActionCommand.cs): `::name::` after any leading whitespace that .NET's
 * `TrimStart` drops (Unicode's spaces, \v, \f, U+0085), lines split at CR and LF only; or the old
 * `##[name]` anywhere in a line.
 */
export function looksLikeCommand(text: string): boolean {
  // Whitespace without CR and LF: each line start scans only its own line, so the test stays linear.
  return /(?:^|[\r\n])(?:[^\S\r\n]|\u0085)*::|##\[/.test(text)
}
