import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** An HTTP server on 127.0.0.1. */
export interface Loopback {
  url: string
  /** Every request's URL and headers, in order: which key reached the server (SPEC §4a). */
  seen: { url: string; headers: IncomingHttpHeaders }[]
  close(): Promise<void>
}

/** Listens on a free loopback port and answers every request with `handle`, given its body as text. */
export async function listenLoopback(
  handle: (request: IncomingMessage, body: string, response: ServerResponse) => void
): Promise<Loopback> {
  const sockets = new Set<Socket>()
  const seen: Loopback['seen'] = []
  const http = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers })
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => handle(request, body, response))
  })
  // A CLI may keep a connection alive after its run: close must not wait for it.
  http.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => http.listen(0, '127.0.0.1', resolve))
  const address = http.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    seen,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>(resolve => http.close(() => resolve()))
    }
  }
}
