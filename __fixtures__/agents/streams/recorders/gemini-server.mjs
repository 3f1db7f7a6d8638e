// A scripted Gemini API on 127.0.0.1 for recording `gemini -p … --output-format json` offline.
// MODE=ok (default): a text answer with usage; MODE=429: quota exhausted; MODE=401: bad key.
// Run: `MODE=ok node gemini-server.mjs` prints the port; see ../README.md for the gemini command and settings.
import { createServer } from 'node:http'
const mode = process.env.MODE ?? 'ok'
const answer = {
  candidates: [{ content: { parts: [{ text: 'Marked t1 done.' }], role: 'model' }, finishReason: 'STOP', index: 0 }],
  usageMetadata: { promptTokenCount: 5210, candidatesTokenCount: 48, totalTokenCount: 5300, cachedContentTokenCount: 4096, thoughtsTokenCount: 42 },
  modelVersion: 'gemini-2.5-pro',
  responseId: 'fixture-1'
}
const server = createServer((req, res) => {
  let body = ''
  req.on('data', c => (body += c))
  req.on('end', () => {
    process.stderr.write(`${req.method} ${req.url}\n`)
    if (mode === '429') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' })
      return res.end(JSON.stringify({ error: { code: 429, message: 'Resource has been exhausted (e.g. check quota).', status: 'RESOURCE_EXHAUSTED', details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1s' }] } }))
    }
    if (mode === '401') {
      res.writeHead(400, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT', details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' }] } }))
    }
    if (req.url.includes(':countTokens')) {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ totalTokens: 5210 }))
    }
    if (req.url.includes(':streamGenerateContent')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(`data: ${JSON.stringify(answer)}\r\n\r\n`)
      return res.end()
    }
    if (req.url.includes(':generateContent')) {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify(answer))
    }
    res.writeHead(404, { 'content-type': 'application/json' })
    res.end('{}')
  })
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(server.address().port))
