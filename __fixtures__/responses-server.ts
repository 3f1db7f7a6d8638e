import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { listenLoopback, type Loopback } from './loopback.js'

type Json = Record<string, unknown>

/**
 * One scripted model reply of the OpenAI Responses API: a message, a function call (codex's
 * `exec_command`), or a freeform custom tool call (codex's `apply_patch`, whose input is the patch).
 */
export type ResponsesReply =
  { text: string } | { call: string; args: Record<string, unknown> } | { custom: string; input: string }

/** A running scripted Responses API. */
export interface ResponsesServer extends Loopback {
  /** The bodies of the `/responses` requests, in order. */
  requests: Json[]
}

/** The tool results a request carries back to the model (`function_call_output`, `custom_tool_call_output`). */
export function toolOutputs(request: Json): { call_id: string; output: string }[] {
  const input = Array.isArray(request.input) ? (request.input as Json[]) : []
  return input
    .filter(item => typeof item.type === 'string' && item.type.endsWith('_call_output'))
    .map(item => ({ call_id: String(item.call_id), output: String(item.output) }))
}

function outputItem(reply: ResponsesReply, n: number): Json {
  if ('text' in reply)
    return {
      type: 'message',
      id: `msg_${n}`,
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: reply.text, annotations: [] }]
    }
  if ('call' in reply)
    return {
      type: 'function_call',
      id: `fc_${n}`,
      call_id: `call_${n}`,
      name: reply.call,
      status: 'completed',
      arguments: JSON.stringify(reply.args)
    }
  return {
    type: 'custom_tool_call',
    id: `ctc_${n}`,
    call_id: `call_${n}`,
    name: reply.custom,
    status: 'completed',
    input: reply.input
  }
}

/** Starts a Responses API on 127.0.0.1 that answers each `POST …/responses` with `reply(body)`, streamed. */
export async function startResponsesServer(
  reply: (request: Json) => ResponsesReply
): Promise<ResponsesServer> {
  const requests: Json[] = []
  const loopback = await listenLoopback((request, body, response) => {
    if (request.method !== 'POST' || !(request.url ?? '').endsWith('/responses')) {
      response.writeHead(404)
      response.end()
      return
    }
    const parsed = JSON.parse(body || '{}') as Json
    requests.push(parsed)
    const id = `resp_${requests.length}`
    const item = outputItem(reply(parsed), requests.length)
    const usage = {
      input_tokens: 1000,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: 20,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 1020
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    const events: Json[] = [
      { type: 'response.created', response: { id, status: 'in_progress' } },
      { type: 'response.output_item.done', output_index: 0, item },
      { type: 'response.completed', response: { id, status: 'completed', output: [item], usage } }
    ]
    for (const event of events)
      response.write(`event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`)
    response.end()
  })
  return { ...loopback, requests }
}

/**
 * The environment that runs the real `codex` CLI offline against the scripted server: a private
 * `HOME` whose `.codex/config.toml` names the server as the model provider (codex 0.169 reads no
 * `OPENAI_BASE_URL`). The model is one codex knows to give the `apply_patch` tool, as it does in use.
 */
export async function codexEnv(server: ResponsesServer, home: string): Promise<Record<string, string>> {
  const codexHome = path.join(home, '.codex')
  await mkdir(codexHome, { recursive: true })
  const config = [
    'model = "gpt-5.5"',
    'model_provider = "fixture"',
    '[model_providers.fixture]',
    'name = "fixture"',
    `base_url = "${server.url}/v1"`,
    'env_key = "OPENAI_API_KEY"',
    'wire_api = "responses"',
    'request_max_retries = 0',
    'stream_max_retries = 0'
  ]
  await writeFile(path.join(codexHome, 'config.toml'), config.join('\n') + '\n')
  return { HOME: home, CODEX_HOME: codexHome, OPENAI_API_KEY: 'sk-test-key-0000' }
}
