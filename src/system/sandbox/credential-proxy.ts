import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'

/** A model API behind the credential proxy: where it really is, and the key to put back. */
export interface Upstream {
  /** The API's base URL (`https://api.anthropic.com`, or the base URL the user set). */
  base: URL
  /** The stand-in the sandboxed CLI holds, and the real value the proxy sends in its place. */
  dummy: string
  real: string
}

/** A running credential proxy: the address the sandboxed CLI is given as its base URL. */
export interface CredentialProxy {
  url: string
  close(): Promise<void>
}

// Headers that belong to one hop, never forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host'
])

/**
 * A loopback HTTP server in the loop's own process (SPEC §4a) that forwards every request to one
 * model API, with the dummy key put back to the real one wherever it appears (headers, the query): the
 * sandboxed agent talks to its model without ever holding the key. Answers stream back as they come.
 */
export async function startCredentialProxy(upstream: Upstream): Promise<CredentialProxy> {
  const restore = (text: string) => text.split(upstream.dummy).join(upstream.real)
  const server = http.createServer((request, response) => {
    const target = targetOf(upstream.base, restore(request.url ?? '/'))
    const headers: http.OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue
      headers[name] = Array.isArray(value) ? value.map(restore) : restore(value)
    }
    const client = target.protocol === 'https:' ? https : http
    const forward = client.request(target, { method: request.method, headers }, answer => {
      const back: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) back[name] = value
      response.writeHead(answer.statusCode ?? 502, back)
      answer.pipe(response)
    })
    forward.on('error', error =>
      fail(response, `the model API at ${upstream.base.origin} did not answer: ${error.message}`)
    )
    request.pipe(forward)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** The upstream URL of a request: the base's origin, its path prefix, then the request's path and query. */
export function targetOf(base: URL, requestUrl: string): URL {
  const prefix = base.pathname.replace(/\/+$/, '')
  const rest = requestUrl.startsWith('/') ? requestUrl : `/${requestUrl}`
  return new URL(`${base.origin}${prefix}${rest}`)
}

/** A 502 in the shape the model APIs answer errors with, so that the CLI shows the reason. */
function fail(response: http.ServerResponse, message: string): void {
  if (response.headersSent) {
    response.destroy()
    return
  }
  response.writeHead(502, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message } }))
}
