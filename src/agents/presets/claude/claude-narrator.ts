import type { Narrator } from '../agent-types.js'
import {
  MESSAGE_CHARS,
  RESULT_CHARS,
  TARGET_CHARS,
  firstLine,
  relativeTo,
  oneLine,
  plainLine,
  resultLine
} from '../narration.js'
import { numberOf, objectOf, textOf, type Json, type StreamLine } from '../stream-line.js'

/**
 * Where each input field of Claude Code's tools points, in the order looked for: a tool names its
 * target with the first of these it has (`Read tasks.json`, `Bash: npm test`, `Grep TODO`). A field
 * that holds a command or words is shown after a colon, a path or an address after a space.
 */
const TARGETS: readonly [field: string, colon: boolean][] = [
  ['file_path', false],
  ['notebook_path', false],
  ['command', true],
  ['pattern', false],
  ['url', false],
  ['query', true],
  ['description', true],
  ['skill', false],
  ['prompt', true],
  ['path', false]
]

/** Reads `claude -p --output-format stream-json --verbose` records into transcript lines. */
export class ClaudeNarrator implements Narrator {
  /** `cwd`: the folder the session runs in, until its `init` record names it. */
  constructor(private cwd = '') {}

  lines(line: StreamLine): string[] {
    if (line.text.trim() === '') return []
    const record = line.record
    if (!record) return plainLine(line.text)
    switch (record.type) {
      case 'system':
        return this.system(record)
      case 'assistant':
        return this.blocks(objectOf(record.message)).flatMap(block => this.assistantBlock(block))
      case 'user':
        return this.blocks(objectOf(record.message)).flatMap(block => userBlock(block))
      case 'result':
        return [resultSummary(record)]
      case 'rate_limit_event':
        return rateLimit(objectOf(record.rate_limit_info) ?? record)
      default:
        return []
    }
  }

  end(): string[] {
    return []
  }

  private system(record: Json): string[] {
    if (record.subtype === 'init') {
      this.cwd = textOf(record.cwd) ?? this.cwd
      const model = textOf(record.model)
      return [`Claude Code started${model ? ` (model ${oneLine(model, TARGET_CHARS)})` : ''}`]
    }
    if (record.subtype === 'api_retry') {
      const status = numberOf(record.error_status) ?? numberOf(record.status)
      const attempt = numberOf(record.attempt)
      return [`API retry${attempt ? ` ${attempt}` : ''}${status ? ` after HTTP ${status}` : ''}`]
    }
    // The CLI summed up the session so far to make room: what the agent saw before is now a summary.
    if (record.subtype === 'compact_boundary') return ['Context compacted']
    return []
  }

  private blocks(message: Json | undefined): Json[] {
    const content = message?.content
    if (typeof content === 'string') return [{ type: 'text', text: content }]
    return Array.isArray(content) ? content.map(objectOf).filter(block => block !== undefined) : []
  }

  private assistantBlock(block: Json): string[] {
    if (block.type === 'text') {
      const text = oneLine(textOf(block.text) ?? '', MESSAGE_CHARS)
      return text ? [`Claude: ${text}`] : []
    }
    if (block.type === 'tool_use') return [this.toolCall(textOf(block.name) ?? 'tool', objectOf(block.input))]
    return []
  }

  /** `Read tasks.json`, `Bash: npm test`: the tool and its target, paths relative to the session's folder. */
  private toolCall(name: string, input: Json | undefined): string {
    const tool = oneLine(name, TARGET_CHARS)
    for (const [field, colon] of TARGETS) {
      const value = textOf(input?.[field])
      if (!value?.trim()) continue
      const target = firstLine(colon ? value : this.relative(value), TARGET_CHARS)
      return `${tool}${colon ? ':' : ''} ${target}`
    }
    return tool
  }

  private relative(path: string): string {
    return relativeTo(this.cwd, path)
  }
}

/** A tool's result (`tool_result` in a user message) in a few words; the user's own text is not news. */
function userBlock(block: Json): string[] {
  if (block.type !== 'tool_result') return []
  const content = block.content
  const text =
    typeof content === 'string'
      ? content
      : Array.isArray(content)
        ? content
            .map(part => textOf(objectOf(part)?.text) ?? '')
            .join(' ')
            .slice(0, RESULT_CHARS * 4)
        : ''
  return [resultLine(block.is_error === true, text)]
}

/** The session's end: how it ended, its turns, time and cost. */
function resultSummary(record: Json): string {
  const turns = numberOf(record.num_turns)
  const seconds = numberOf(record.duration_ms)
  const cost = numberOf(record.total_cost_usd)
  const facts = [
    ...(turns !== undefined ? [`${turns} turn${turns === 1 ? '' : 's'}`] : []),
    ...(seconds !== undefined ? [`${(seconds / 1000).toFixed(1)} s`] : []),
    ...(cost !== undefined ? [`$${cost.toFixed(4)}`] : [])
  ].join(', ')
  const how = oneLine(textOf(record.subtype) ?? 'done', TARGET_CHARS)
  if (record.is_error !== true) return `Finished: ${how}${facts ? ` (${facts})` : ''}`
  const status = numberOf(record.api_error_status)
  const words = oneLine(textOf(record.result) ?? '', RESULT_CHARS)
  return `Finished with an error${status ? ` (HTTP ${status})` : ` (${how})`}${words ? `: ${words}` : ''}`
}

function rateLimit(info: Json): string[] {
  if (info.status !== 'rejected') return []
  const resets = numberOf(info.resetsAt) ?? numberOf(info.resets_at)
  if (resets === undefined) return ['Usage limit reached']
  return [`Usage limit reached (resets ${new Date(resets < 1e12 ? resets * 1000 : resets).toISOString()})`]
}
