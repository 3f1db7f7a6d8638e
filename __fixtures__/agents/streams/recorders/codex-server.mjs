// A scripted OpenAI Responses API on 127.0.0.1 for recording `codex exec --json` offline.
// MODE=ok (default): one assistant message with usage; MODE=429: rate limit; MODE=401: bad key.
// Run: `MODE=ok node codex-server.mjs` prints the port; see ../README.md for the codex command and config.
import { createServer } from 'node:http'
const mode = process.env.MODE ?? 'ok'
const log = []
const server = createServer((req, res) => {
  let body = ''
  req.on('data', c => (body += c))
  req.on('end', () => {
    log.push(`${req.method} ${req.url}`)
    process.stderr.write(`${req.method} ${req.url} ${req.headers.upgrade ?? ''}\n`)
    if (mode === '429') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' })
      return res.end(JSON.stringify({ error: { type: 'usage_limit_reached', message: 'The usage limit has been reached', plan_type: 'plus', resets_at: Math.floor(Date.now() / 1000) + 7200, resets_in_seconds: 7200 } }))
    }
    if (mode === '401') {
      res.writeHead(401, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ error: { message: 'Incorrect API key provided: sk-dummy.', type: 'invalid_request_error', code: 'invalid_api_key' } }))
    }
    if (!req.url.includes('/responses')) {
      res.writeHead(404)
      return res.end()
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    const id = 'resp_fixture_1'
    const msg = { type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Marked t1 done.', annotations: [] }] }
    const events = [
      ['response.created', { type: 'response.created', response: { id, status: 'in_progress' } }],
      ['response.output_item.added', { type: 'response.output_item.added', output_index: 0, item: { ...msg, status: 'in_progress', content: [] } }],
      ['response.output_text.delta', { type: 'response.output_text.delta', item_id: 'msg_1', output_index: 0, content_index: 0, delta: 'Marked t1 done.' }],
      ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item: msg }],
      ['response.completed', { type: 'response.completed', response: { id, status: 'completed', output: [msg], usage: { input_tokens: 24763, input_tokens_details: { cached_tokens: 24448 }, output_tokens: 122, output_tokens_details: { reasoning_tokens: 64 }, total_tokens: 24885 } } }]
    ]
    for (const [event, data] of events) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    res.end()
  })
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(server.address().port))
