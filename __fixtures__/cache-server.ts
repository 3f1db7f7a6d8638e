import {
  BlobSASPermissions,
  BlobServiceClient,
  generateBlobSASQueryParameters,
  StorageSharedKeyCredential
} from '@azure/storage-blob'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { AZURITE_ACCOUNT, AZURITE_KEY, type Azurite } from './azurite.js'

/** How the fixture behaves: answer, fail every call with 500, never answer, or hand out garbage archives. */
export type CacheMode = 'ok' | 'error500' | 'hang' | 'corrupt'

interface Entry {
  key: string
  version: string
  blob: string
  finalized: boolean
  createdAt: number
}

/** A cache service speaking the v2 twirp protocol @actions/cache 6 uses, with blobs in Azurite. */
export interface CacheServer {
  env: { ACTIONS_CACHE_SERVICE_V2: string; ACTIONS_RESULTS_URL: string; ACTIONS_RUNTIME_TOKEN: string }
  mode: CacheMode
  entries(): { key: string; finalized: boolean }[]
  calls: string[]
  close(): Promise<void>
}

const PREFIX = '/twirp/github.actions.results.api.v1.CacheService/'
const CONTAINER = 'cache'

/** Starts the fixture on 127.0.0.1 (a free port). */
export async function startCacheServer(azurite: Azurite, mode: CacheMode = 'ok'): Promise<CacheServer> {
  const credential = new StorageSharedKeyCredential(AZURITE_ACCOUNT, AZURITE_KEY)
  const blobs = new BlobServiceClient(azurite.url, credential)
  await blobs.getContainerClient(CONTAINER).createIfNotExists()
  const entries: Entry[] = []
  const sockets = new Set<Socket>()
  let sequence = 0

  const signedUrl = (blob: string, permissions: string) => {
    const sas = generateBlobSASQueryParameters(
      {
        containerName: CONTAINER,
        blobName: blob,
        permissions: BlobSASPermissions.parse(permissions),
        expiresOn: new Date(Date.now() + 3_600_000)
      },
      credential
    ).toString()
    return `${azurite.url}/${CONTAINER}/${blob}?${sas}`
  }

  const handlers: Record<string, (body: Record<string, unknown>) => Promise<[number, unknown]>> = {
    CreateCacheEntry: body => {
      const key = String(body.key)
      const version = String(body.version)
      if (entries.some(entry => entry.key === key && entry.version === version)) {
        return Promise.resolve([
          409,
          { code: 'already_exists', msg: 'cache entry with the same key and version already exists' }
        ])
      }
      const blob = `entry-${++sequence}.tar`
      entries.push({ key, version, blob, finalized: false, createdAt: sequence })
      return Promise.resolve([200, { ok: true, signedUploadUrl: signedUrl(blob, 'cw') }])
    },
    FinalizeCacheEntryUpload: body => {
      const entry = entries.find(e => e.key === body.key && e.version === body.version)
      if (!entry) return Promise.resolve([404, { code: 'not_found', msg: 'no such entry' }])
      entry.finalized = true
      return Promise.resolve([200, { ok: true, entryId: String(entry.createdAt) }])
    },
    GetCacheEntryDownloadURL: async body => {
      const version = String(body.version)
      const live = entries.filter(e => e.finalized && e.version === version)
      const exact = live.find(e => e.key === body.key)
      // The twirp JSON client sends proto field names (restore_keys); accept the JSON names too.
      const keys = body.restore_keys ?? body.restoreKeys
      const restoreKeys = Array.isArray(keys) ? keys.map(String) : []
      const byPrefix = restoreKeys
        .map(
          prefix => live.filter(e => e.key.startsWith(prefix)).sort((a, b) => b.createdAt - a.createdAt)[0]
        )
        .find(Boolean)
      const match = exact ?? byPrefix
      if (!match) return [200, { ok: false, signedDownloadUrl: '', matchedKey: '' }]
      if (server.mode === 'corrupt') {
        await blobs
          .getContainerClient(CONTAINER)
          .getBlockBlobClient(`garbage-${match.blob}`)
          .upload('not a tar archive', 17)
        return [
          200,
          { ok: true, signedDownloadUrl: signedUrl(`garbage-${match.blob}`, 'r'), matchedKey: match.key }
        ]
      }
      return [200, { ok: true, signedDownloadUrl: signedUrl(match.blob, 'r'), matchedKey: match.key }]
    }
  }

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      const method = (request.url ?? '').startsWith(PREFIX) ? (request.url ?? '').slice(PREFIX.length) : ''
      server.calls.push(method || (request.url ?? ''))
      if (server.mode === 'hang') return
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (server.mode === 'error500') return reply(500, { code: 'internal', msg: 'boom' })
      const handler = handlers[method]
      if (!handler) return reply(404, { code: 'bad_route', msg: `no method ${method}` })
      handler(JSON.parse(raw || '{}') as Record<string, unknown>).then(
        ([status, body]) => reply(status, body),
        (error: unknown) => reply(500, { code: 'internal', msg: String(error) })
      )
    })
  })
  http.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => http.listen(0, '127.0.0.1', resolve))
  const address = http.address()
  const port = typeof address === 'object' && address ? address.port : 0
  // An unsigned JWT with the scopes claim @actions/cache reads (it never verifies the signature).
  const claims = Buffer.from(JSON.stringify({ scp: 'Actions.Results:run:job' })).toString('base64url')
  const server: CacheServer = {
    env: {
      ACTIONS_CACHE_SERVICE_V2: 'true',
      ACTIONS_RESULTS_URL: `http://127.0.0.1:${port}/`,
      ACTIONS_RUNTIME_TOKEN: `eyJhbGciOiJub25lIn0.${claims}.`
    },
    mode,
    calls: [],
    entries: () => entries.map(({ key, finalized }) => ({ key, finalized })),
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>(resolve => http.close(() => resolve()))
    }
  }
  return server
}
