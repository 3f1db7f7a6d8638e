import type { ServerResponse } from 'node:http'
import { listenLoopback, type Loopback } from './loopback.js'

/** A tool call the scripted model makes, e.g. `{ tool: 'Write', input: { file_path, content } }`. */
export interface ToolCall {
  tool: string
  input: Record<string, unknown>
}

/** One scripted model turn: text and tool calls, with the usage to report. */
export interface Turn {
  text?: string
  tools?: ToolCall[]
  usage?: { input: number; output: number; cacheRead?: number; cacheCreation?: number }
}

/** A scripted API error instead of a turn. */
export interface ErrorReply {
  status: number
  type: string
  message?: string
  headers?: Record<string, string>
}

/** A step of the script: a turn, an error, or a function of the request (for loops over tasks). */
export type Step = Turn | ErrorReply | ((request: Record<string, unknown>) => Turn | ErrorReply)

/** A running scripted Messages API. */
export interface ModelServer {
  url: string
  /** Every request's URL and headers (the loopback's record). */
  seen: Loopback['seen']
  /** Main-loop requests (those that carry tools), in order. */
  requests: Record<string, unknown>[]
  /** Every request path, including side requests. */
  paths: string[]
  /** Turns served so far (main loop). */
  served: { input: number; output: number; cacheRead: number; cacheCreation: number }
  close(): Promise<void>
}

const isError = (step: Turn | ErrorReply): step is ErrorReply => 'status' in step

function sse(response: ServerResponse, model: string, turn: Turn, id: number) {
  const usage = turn.usage ?? { input: 100, output: 20 }
  const send = (event: string, data: unknown) =>
    response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'request-id': `req_${id}`
  })
  send('message_start', {
    type: 'message_start',
    message: {
      id: `msg_${id}`,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: {
        input_tokens: usage.input,
        output_tokens: 1,
        cache_creation_input_tokens: usage.cacheCreation ?? 0,
        cache_read_input_tokens: usage.cacheRead ?? 0
      }
    }
  })
  let index = 0
  if (turn.text) {
    send('content_block_start', {
      type: 'content_block_start',
      index,
      content_block: { type: 'text', text: '' }
    })
    send('content_block_delta', {
      type: 'content_block_delta',
      index,
      delta: { type: 'text_delta', text: turn.text }
    })
    send('content_block_stop', { type: 'content_block_stop', index })
    index++
  }
  for (const [n, call] of (turn.tools ?? []).entries()) {
    const block = { type: 'tool_use', id: `toolu_${id}_${n}`, name: call.tool, input: {} }
    send('content_block_start', { type: 'content_block_start', index, content_block: block })
    const partial = JSON.stringify(call.input)
    send('content_block_delta', {
      type: 'content_block_delta',
      index,
      delta: { type: 'input_json_delta', partial_json: partial }
    })
    send('content_block_stop', { type: 'content_block_stop', index })
    index++
  }
  const stop = turn.tools?.length ? 'tool_use' : 'end_turn'
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: stop, stop_sequence: null },
    usage: { output_tokens: usage.output }
  })
  send('message_stop', { type: 'message_stop' })
  response.end()
}

/** Starts a Messages API on 127.0.0.1 that answers main-loop requests from `script`, in order. */
export async function startModelServer(script: Step[]): Promise<ModelServer> {
  let next = 0
  let ids = 0
  const server: ModelServer = {
    url: '',
    seen: [],
    requests: [],
    paths: [],
    served: { input: 0, output: 0, cacheRead: 0, cacheCreation: 0 },
    close: () => Promise.resolve()
  }
  const loopback = await listenLoopback((request, raw, response) => {
    const path = (request.url ?? '').split('?')[0]
    server.paths.push(`${request.method ?? ''} ${path}`)
    if (request.method !== 'POST' || !path.endsWith('/v1/messages')) {
      // Token counting and other side calls: answer plausibly so the CLI goes on.
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(path.includes('count_tokens') ? { input_tokens: 100 } : { data: [] }))
      return
    }
    const body = JSON.parse(raw || '{}') as Record<string, unknown>
    const model = typeof body.model === 'string' ? body.model : 'claude-sonnet-4-5'
    const mainLoop = Array.isArray(body.tools) && body.tools.length > 0
    if (!mainLoop) {
      // A side request (a title, a summary): not part of the script.
      if (body.stream) return sse(response, model, { text: 'ok', usage: { input: 1, output: 1 } }, ++ids)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          id: `msg_${++ids}`,
          type: 'message',
          role: 'assistant',
          model,
          content: [{ type: 'text', text: 'ok' }],
          stop_reason: 'end_turn',
          usage: { input_tokens: 1, output_tokens: 1 }
        })
      )
      return
    }
    server.requests.push(body)
    const step = script[Math.min(next, script.length - 1)]
    next++
    const reply = typeof step === 'function' ? step(body) : step
    if (isError(reply)) {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
      response.end(
        JSON.stringify({ type: 'error', error: { type: reply.type, message: reply.message ?? reply.type } })
      )
      return
    }
    const usage = reply.usage ?? { input: 100, output: 20 }
    server.served.input += usage.input
    server.served.output += usage.output
    server.served.cacheRead += usage.cacheRead ?? 0
    server.served.cacheCreation += usage.cacheCreation ?? 0
    sse(response, model, reply, ++ids)
  })
  server.url = loopback.url
  server.seen = loopback.seen
  server.close = () => loopback.close()
  return server
}

/** The environment that runs the real `claude` CLI offline against the scripted server. */
export function claudeEnv(server: ModelServer, home: string): Record<string, string> {
  return {
    HOME: home,
    ANTHROPIC_BASE_URL: server.url,
    ANTHROPIC_API_KEY: 'sk-ant-test-key-0000',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1'
  }
}
