import type { Narrator } from '../agent-types.js'
import {
  MESSAGE_CHARS,
  TARGET_CHARS,
  firstLine,
  oneLine,
  plainLine,
  relativeTo,
  resultLine
} from '../narration.js'
import { numberOf, objectOf, textOf, type Json, type StreamLine } from '../stream-line.js'

/** Items whose start is news: a command runs for a while, so its line shows before its result. */
const STARTED = new Set(['command_execution', 'mcp_tool_call', 'web_search'])

/** Reads `codex exec --json` events (thread, turn and item events) into transcript lines. */
export class CodexNarrator implements Narrator {
  /** Items announced at their start, so their completion shows only the result (bounded: ids leave when done). */
  private readonly announced = new Set<string>()

  /** `cwd`: the workspace, which paths are shown relative to. */
  constructor(private readonly cwd = '') {}

  lines(line: StreamLine): string[] {
    if (line.text.trim() === '') return []
    const event = line.record
    if (!event) return plainLine(line.text)
    const item = objectOf(event.item)
    switch (event.type) {
      case 'item.started':
        return item ? this.started(item) : []
      case 'item.completed':
        return item ? this.completed(item) : []
      case 'turn.completed':
        return [turnDone(objectOf(event.usage))]
      case 'turn.failed':
        return [
          `Turn failed: ${oneLine(textOf(objectOf(event.error)?.message) ?? 'no reason given', MESSAGE_CHARS)}`
        ]
      case 'error':
        return [`Error: ${oneLine(textOf(event.message) ?? '', MESSAGE_CHARS)}`]
      default:
        return []
    }
  }

  end(): string[] {
    return []
  }

  private started(item: Json): string[] {
    const type = textOf(item.type) ?? ''
    if (!STARTED.has(type)) return []
    if (this.announced.size < 1000) this.announced.add(textOf(item.id) ?? '')
    return [call(item, this.cwd)]
  }

  private completed(item: Json): string[] {
    switch (item.type) {
      case 'agent_message': {
        const text = oneLine(textOf(item.text) ?? '', MESSAGE_CHARS)
        return text ? [`Codex: ${text}`] : []
      }
      case 'error':
        return [`Warning: ${oneLine(textOf(item.message) ?? '', MESSAGE_CHARS)}`]
      case 'todo_list':
        return [todoLine(item)]
      case 'command_execution':
      case 'mcp_tool_call':
      case 'web_search':
      case 'file_change': {
        const id = textOf(item.id) ?? ''
        const shown = this.announced.delete(id) ? [] : [call(item, this.cwd)]
        return [...shown, outcome(item)]
      }
      default:
        return []
    }
  }
}

/** A tool call with its target: `Shell: npm test`, `Edit src/app.ts`, `MCP github.create_issue`. */
function call(item: Json, cwd: string): string {
  switch (item.type) {
    case 'command_execution':
      return `Shell: ${firstLine(textOf(item.command) ?? '', TARGET_CHARS)}`
    case 'file_change': {
      const changes = Array.isArray(item.changes) ? item.changes.map(objectOf) : []
      const paths = changes.map(
        change => `${relativeTo(cwd, textOf(change?.path) ?? '?')} (${textOf(change?.kind) ?? 'change'})`
      )
      return `Edit ${oneLine(paths.join(', '), TARGET_CHARS)}`
    }
    case 'mcp_tool_call':
      return `MCP ${oneLine(`${textOf(item.server) ?? '?'}.${textOf(item.tool) ?? '?'}`, TARGET_CHARS)}`
    default:
      return `Web search: ${oneLine(textOf(item.query) ?? '', TARGET_CHARS)}`
  }
}

/** A call's result in a few words: its status, a command's exit code and first output. */
function outcome(item: Json): string {
  const exit = numberOf(item.exit_code)
  const failed = item.status === 'failed' || item.status === 'declined' || (exit !== undefined && exit !== 0)
  const error = textOf(objectOf(item.error)?.message) ?? textOf(item.error)
  const output = textOf(item.aggregated_output) ?? error ?? ''
  return resultLine(failed, `${exit !== undefined && exit !== 0 ? `exit ${exit}: ` : ''}${output}`)
}

function todoLine(item: Json): string {
  const items = Array.isArray(item.items) ? item.items.map(objectOf) : []
  const done = items.filter(entry => entry?.completed === true).length
  return `Plan: ${done} of ${items.length} steps done`
}

function turnDone(usage: Json | undefined): string {
  const input = numberOf(usage?.input_tokens)
  const output = numberOf(usage?.output_tokens)
  if (input === undefined && output === undefined) return 'Turn done'
  return `Turn done (${input ?? 0} tokens in, ${output ?? 0} out)`
}
