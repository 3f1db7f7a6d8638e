import {
  BlobSASPermissions,
  BlobServiceClient,
  generateBlobSASQueryParameters,
  StorageSharedKeyCredential
} from '@azure/storage-blob'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Azurite } from './azurite.js'

/**
 * How the fixture behaves: answer; fail every call with 500; never answer; or hand out a corrupt
 * archive (the first half of the real one followed by junk, so tar may extract part of it first).
 */
/** `conflict`: every CreateCacheEntry is refused with 409, as when another job holds the key. */
export type CacheMode = 'ok' | 'error500' | 'hang' | 'corrupt' | 'conflict'

/** What `startCacheServer` takes. */
export interface CacheServerOptions {
  azurite: Azurite
  mode?: CacheMode
}

/** A cache service speaking the v2 twirp protocol of @actions/cache 6, with its blobs in Azurite. */
export interface CacheServer {
  url: string
  /** The runner variables that point @actions/cache at this server. */
  env: { ACTIONS_CACHE_SERVICE_V2: string; ACTIONS_RESULTS_URL: string; ACTIONS_RUNTIME_TOKEN: string }
  /** Can be changed between calls. */
  mode: CacheMode
  /** Every entry created so far, oldest first. */
  entries(): { key: string; finalized: boolean }[]
  /** The twirp method (or path) of every request, in order. */
  calls: string[]
  /** Destroys open sockets (a hung call then fails at once) and stops listening. */
  close(): Promise<void>
}

interface Entry {
  key: string
  version: string
  blob: string
  finalized: boolean
}

type Body = Record<string, unknown>
type Reply = [status: number, body: unknown]

const PREFIX = '/twirp/github.actions.results.api.v1.CacheService/'
const CONTAINER = 'actions-cache'
// An unsigned JWT shaped like the runner's; @actions/cache 6 only sends it as a bearer token and never
// decodes it, but the scope claim is what the real service reads (Actions.Results:{run}:{job}).
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const TOKEN = `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp: 'Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:ralph-run:ralph-job', exp: 4102444800 })}.`

/** Starts the fixture on 127.0.0.1 (a free port). Accepts `(azurite, mode)` too. */
export async function startCacheServer(
  options: CacheServerOptions | Azurite,
  initialMode: CacheMode = 'ok'
): Promise<CacheServer> {
  const { azurite, mode = initialMode } = 'azurite' in options ? options : { azurite: options }
  const credential = new StorageSharedKeyCredential(azurite.accountName, azurite.accountKey)
  const container = new BlobServiceClient(azurite.url, credential).getContainerClient(CONTAINER)
  await container.createIfNotExists()
  const entries: Entry[] = []
  const sockets = new Set<Socket>()

  const signed = (blob: string, permissions: string) => {
    const expiresOn = new Date(Date.now() + 3_600_000)
    const sas = generateBlobSASQueryParameters(
      {
        containerName: CONTAINER,
        blobName: blob,
        permissions: BlobSASPermissions.parse(permissions),
        expiresOn
      },
      credential
    )
    return `${azurite.url}/${CONTAINER}/${blob}?${sas.toString()}`
  }

  const corrupted = async (entry: Entry): Promise<string> => {
    const real = await container.getBlockBlobClient(entry.blob).downloadToBuffer()
    const junk = Buffer.concat([real.subarray(0, Math.floor(real.length / 2)), Buffer.alloc(4096, 0x5a)])
    await container.getBlockBlobClient(`corrupt-${entry.blob}`).uploadData(junk)
    return `corrupt-${entry.blob}`
  }

  // Request fields arrive with proto names (restore_keys, size_bytes); answers use them too, like the service.
  const methods: Record<string, (body: Body) => Reply | Promise<Reply>> = {
    CreateCacheEntry: ({ key, version }) => {
      if (typeof key !== 'string' || typeof version !== 'string' || !key || !version)
        return [400, { code: 'invalid_argument', msg: 'key and version are required' }]
      if (server.mode === 'conflict' || entries.some(entry => entry.key === key && entry.version === version))
        return [409, { code: 'already_exists', msg: `cache entry ${key} already exists` }]
      const blob = `${entries.length + 1}.cache`
      entries.push({ key, version, blob, finalized: false })
      return [200, { ok: true, signed_upload_url: signed(blob, 'cw') }]
    },
    FinalizeCacheEntryUpload: async ({ key, version, size_bytes }) => {
      const entry = entries.find(e => e.key === key && e.version === version && !e.finalized)
      if (!entry) return [404, { code: 'not_found', msg: `no entry ${String(key)} awaits finalizing` }]
      const { contentLength } = await container.getBlockBlobClient(entry.blob).getProperties()
      if (String(contentLength) !== String(size_bytes))
        return [
          400,
          { code: 'invalid_argument', msg: `size ${String(size_bytes)} != uploaded ${contentLength}` }
        ]
      entry.finalized = true
      return [200, { ok: true, entry_id: String(entries.indexOf(entry) + 1) }]
    },
    GetCacheEntryDownloadURL: async ({ key, restore_keys, version }) => {
      const live = entries.filter(e => e.finalized && e.version === version)
      const prefixes = Array.isArray(restore_keys) ? restore_keys.map(String) : []
      const newest = (prefix: string) => live.filter(e => e.key.startsWith(prefix)).at(-1)
      const match = live.find(e => e.key === key) ?? prefixes.map(newest).find(Boolean)
      if (!match) return [200, { ok: false, signed_download_url: '', matched_key: '' }]
      const blob = server.mode === 'corrupt' ? await corrupted(match) : match.blob
      return [200, { ok: true, signed_download_url: signed(blob, 'r'), matched_key: match.key }]
    }
  }

  const handle = async (request: IncomingMessage, raw: string): Promise<Reply> => {
    if (server.mode === 'error500') return [500, { code: 'internal', msg: 'the fixture fails every call' }]
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return [401, { code: 'unauthenticated', msg: 'missing or wrong bearer token' }]
    const url = request.url ?? ''
    const method = url.startsWith(PREFIX) ? methods[url.slice(PREFIX.length)] : undefined
    if (request.method !== 'POST' || !method) return [404, { code: 'bad_route', msg: `no route ${url}` }]
    return method(JSON.parse(raw || '{}') as Body)
  }

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = request.url ?? ''
      server.calls.push(url.startsWith(PREFIX) ? url.slice(PREFIX.length) : url)
      if (server.mode === 'hang') return // never answers; close() destroys the socket
      handle(request, Buffer.concat(chunks).toString())
        .catch((error: unknown): Reply => [500, { code: 'internal', msg: String(error) }])
        .then(([status, body]) => {
          response.writeHead(status, { 'content-type': 'application/json' })
          response.end(JSON.stringify(body))
        })
        .catch(() => response.destroy())
    })
  })
  http.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => http.listen(0, '127.0.0.1', resolve))
  const address = http.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
  const server: CacheServer = {
    url,
    env: { ACTIONS_CACHE_SERVICE_V2: 'true', ACTIONS_RESULTS_URL: url, ACTIONS_RUNTIME_TOKEN: TOKEN },
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

/** The variables @actions/cache reads from process.env at call time (none at import time). */
export const CACHE_ENV_NAMES = [
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_MODE',
  'GITHUB_SERVER_URL',
  'RUNNER_TEMP',
  'SEGMENT_DOWNLOAD_TIMEOUT_MINS'
] as const

/**
 * Replaces those variables in process.env with `env` (the rest unset, so a developer's or CI's own
 * values cannot leak in) and returns a function that puts the originals back.
 */
export function useCacheEnv(env: Partial<Record<(typeof CACHE_ENV_NAMES)[number], string>>): () => void {
  const original = CACHE_ENV_NAMES.map(name => [name, process.env[name]] as const)
  for (const name of CACHE_ENV_NAMES) delete process.env[name]
  Object.assign(process.env, env)
  return () => {
    for (const [name, value] of original)
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
  }
}
