import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/azurite-blob')

/** Azurite's well-known development account (public, documented, not a secret). */
export const AZURITE_ACCOUNT = 'devstoreaccount1'
/** The key of `AZURITE_ACCOUNT`. */
export const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=='

/** A running Azurite blob server on loopback. */
export interface Azurite {
  /** The account's blob endpoint, path style: http://127.0.0.1:PORT/devstoreaccount1 */
  url: string
  accountName: string
  accountKey: string
  /** Kills the server, waits for it to exit and removes its data folder. */
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

// Any HTTP answer (an unsigned request gets 403) means the server is up.
function answers(url: string): Promise<boolean> {
  return new Promise(resolve => {
    const probe = request(url, { method: 'GET', timeout: 500 }, response => {
      response.resume()
      resolve(true)
    })
    probe.on('error', () => resolve(false))
    probe.on('timeout', () => probe.destroy())
    probe.end()
  })
}

/**
 * Starts azurite-blob (npm `azurite`) on a free loopback port with its data in a fresh temp dir and
 * resolves once it answers HTTP (about 2 s). Rejects if it exits or is not up within 20 s.
 */
export async function startAzurite(): Promise<Azurite> {
  const port = await freePort()
  const location = await mkdtemp(path.join(tmpdir(), 'ralph-azurite-'))
  const args = ['--blobHost', '127.0.0.1', '--blobPort', String(port), '--location', location]
  const child = spawn(BIN, [...args, '--skipApiVersionCheck', '--disableTelemetry', '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe']
  })
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  let exitCode: number | null | undefined
  const exited = new Promise<void>(resolve =>
    child.once('exit', code => {
      exitCode = code
      resolve()
    })
  )
  const url = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`
  const stop = async () => {
    if (exitCode === undefined) child.kill('SIGTERM')
    await exited
    await rm(location, { recursive: true, force: true })
  }
  const deadline = Date.now() + 20_000
  while (!(await answers(`${url}?comp=list`))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      await stop()
      throw new Error(`azurite did not start (exit ${exitCode}): ${errors}`)
    }
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  return { url, accountName: AZURITE_ACCOUNT, accountKey: AZURITE_KEY, stop }
}
