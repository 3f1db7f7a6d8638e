#!/usr/bin/env node
// A stand-in for the `claude` CLI in stream-json mode, for tests of what the loop does with the text
// an agent reports: $FAKE_CLAUDE_MODE is `auth` (a rejected key), `api-error` (an API error) or `ok`;
// $FAKE_CLAUDE_TEXT is the text it reports (an error text, or its final message); $FAKE_CLAUDE_COST
// the cost in USD it reports for the session.
const mode = process.env.FAKE_CLAUDE_MODE ?? 'ok'
const text = process.env.FAKE_CLAUDE_TEXT ?? 'done'
const cost = Number(process.env.FAKE_CLAUDE_COST ?? '0.001')
const line = record => process.stdout.write(`${JSON.stringify(record)}\n`)
line({ type: 'system', subtype: 'init', session_id: 'fake-session', model: 'fake' })
line({
  type: 'assistant',
  message: { content: [{ type: 'text', text }], usage: { input_tokens: 10, output_tokens: 5 } }
})
const result = {
  type: 'result',
  session_id: 'fake-session',
  num_turns: 1,
  total_cost_usd: cost,
  usage: { input_tokens: 10, output_tokens: 5 },
  result: text
}
if (mode === 'auth')
  line({
    ...result,
    subtype: 'success',
    is_error: true,
    api_error_status: 401,
    result: `API Error: 401 ${text}`
  })
else if (mode === 'api-error')
  line({
    ...result,
    subtype: 'success',
    is_error: true,
    api_error_status: 500,
    result: `API Error: 500 ${text}`
  })
else line({ ...result, subtype: 'success', is_error: false })
process.exit(mode === 'ok' ? 0 : 1)
