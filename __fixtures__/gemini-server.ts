import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { listenLoopback, type Loopback } from './loopback.js'

type Json = Record<string, unknown>

/** One scripted Gemini reply: text, or a function call (`replace`, `run_shell_command`, …). */
export type GeminiReply = { text: string } | { call: string; args: Record<string, unknown> }

/** A running scripted Gemini API. */
export interface GeminiServer extends Loopback {
  /** The bodies of the requests that offered tools (the agent's own turns), in order. */
  requests: Json[]
}

/** The function responses a request carries back to the model. */
export function functionResponses(request: Json): Json[] {
  const contents = Array.isArray(request.contents) ? (request.contents as Json[]) : []
  return contents
    .flatMap(content => (Array.isArray(content.parts) ? (content.parts as Json[]) : []))
    .filter(part => part.functionResponse !== undefined)
    .map(part => part.functionResponse as Json)
}

/**
 * Starts a Gemini API on 127.0.0.1: a request that offers tools gets `reply(body)`; any other (a
 * side question of the CLI's) gets a short text. Token counts are answered plausibly.
 */
export async function startGeminiServer(reply: (request: Json) => GeminiReply): Promise<GeminiServer> {
  const requests: Json[] = []
  const loopback = await listenLoopback((request, body, response) => {
    const url = request.url ?? ''
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(value))
    }
    if (url.includes(':countTokens')) return json(200, { totalTokens: 1000 })
    if (!/:(stream)?generateContent/i.test(url)) return json(404, {})
    const parsed = JSON.parse(body || '{}') as Json
    const offersTools = Array.isArray(parsed.tools) && parsed.tools.length > 0
    if (offersTools) requests.push(parsed)
    const answer = offersTools ? reply(parsed) : { text: 'ok' }
    const part =
      'text' in answer ? { text: answer.text } : { functionCall: { name: answer.call, args: answer.args } }
    const chunk = {
      candidates: [{ content: { parts: [part], role: 'model' }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 1000, candidatesTokenCount: 20, totalTokenCount: 1020 },
      responseId: `fixture-${requests.length}`
    }
    if (!url.includes(':streamGenerateContent')) return json(200, chunk)
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.end(`data: ${JSON.stringify(chunk)}\r\n\r\n`)
  })
  return { ...loopback, requests }
}

/**
 * The environment that runs the real `gemini` CLI offline against the scripted server. With
 * `GOOGLE_GEMINI_BASE_URL` alone gemini 0.61 picks its `gateway` auth and exits 41, so a private
 * `HOME` selects the API-key auth in `.gemini/settings.json`.
 */
export async function geminiEnv(server: GeminiServer, home: string): Promise<Record<string, string>> {
  await mkdir(path.join(home, '.gemini'), { recursive: true })
  const settings = { security: { auth: { selectedType: 'gemini-api-key' } } }
  await writeFile(path.join(home, '.gemini', 'settings.json'), JSON.stringify(settings))
  return {
    HOME: home,
    GOOGLE_GEMINI_BASE_URL: server.url,
    GEMINI_API_KEY: 'gemini-test-key-0000',
    GEMINI_CLI_NO_RELAUNCH: 'true'
  }
}
