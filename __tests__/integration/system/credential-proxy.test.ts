import { afterAll, describe, expect, it } from '@jest/globals'
import { listenLoopback, type Loopback } from '../../../__fixtures__/loopback.js'
import {
  startCredentialProxy,
  targetOf,
  type CredentialProxy
} from '../../../src/system/sandbox/credential-proxy.js'

const DUMMY = 'ralph-sandbox-0123456789abcdef01234567'
const REAL = 'sk-real-key-never-inside-0000'
const opened: (Loopback | CredentialProxy)[] = []
afterAll(async () => {
  for (const one of opened) await one.close()
})

/** A model API on loopback that answers in three streamed chunks, and the proxy in front of it. */
async function pair(prefix = '') {
  const api = await listenLoopback((_request, body, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.write('data: one\n\n')
    response.write(`data: ${body.length}\n\n`)
    response.end('data: done\n\n')
  })
  const proxy = await startCredentialProxy({ base: new URL(`${api.url}${prefix}`), dummy: DUMMY, real: REAL })
  opened.push(api, proxy)
  return { api, proxy }
}

describe('the credential proxy (SPEC §4a): the real key on the way out, never inside', () => {
  it.each([
    ['an API key header (claude)', { 'x-api-key': DUMMY }, '/v1/messages'],
    ['an OAuth bearer token (claude, codex)', { authorization: `Bearer ${DUMMY}` }, '/v1/messages'],
    ['a Google API key header (gemini)', { 'x-goog-api-key': DUMMY }, '/v1beta/models/m:generateContent'],
    ['a key in the query (gemini)', {}, `/v1beta/models/m:streamGenerateContent?alt=sse&key=${DUMMY}`]
  ])(
    'puts the real key in place of the dummy in %s, and streams the answer back',
    async (_case, headers, url) => {
      const { api, proxy } = await pair()
      const answer = await fetch(`${proxy.url}${url}`, { method: 'POST', headers, body: 'hello' })
      expect(answer.status).toBe(200)
      expect(await answer.text()).toBe('data: one\n\ndata: 5\n\ndata: done\n\n')
      const [seen] = api.seen
      const carried = JSON.stringify(seen)
      expect(carried).toContain(REAL)
      expect(carried).not.toContain(DUMMY)
    }
  )

  it('keeps the base URL path the user set (a gateway under a prefix)', async () => {
    const { api, proxy } = await pair('/anthropic/')
    await (await fetch(`${proxy.url}/v1/messages?beta=true`, { method: 'POST', body: '{}' })).text()
    expect(api.seen[0]?.url).toBe('/anthropic/v1/messages?beta=true')
    expect(targetOf(new URL('https://api.openai.com/v1'), '/responses').href).toBe(
      'https://api.openai.com/v1/responses'
    )
  })

  it('answers 502 in the API error shape when the model API does not answer', async () => {
    const proxy = await startCredentialProxy({
      base: new URL('http://127.0.0.1:9'),
      dummy: DUMMY,
      real: REAL
    })
    opened.push(proxy)
    const answer = await fetch(`${proxy.url}/v1/messages`, { method: 'POST', body: '{}' })
    expect(answer.status).toBe(502)
    const body = (await answer.json()) as { error: { message: string } }
    expect(body.error.message).toContain('did not answer')
    expect(JSON.stringify(body)).not.toContain(REAL)
  })
})
