import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/azurite-blob')

/** Azurite's well-known development account. */
export const AZURITE_ACCOUNT = 'devstoreaccount1'
export const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=='

/** A running Azurite blob server on loopback. */
export interface Azurite {
  /** e.g. http://127.0.0.1:PORT/devstoreaccount1 */
  url: string
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

/** Starts azurite-blob (npm `azurite`) on a free loopback port with its data in a temp dir. */
export async function startAzurite(): Promise<Azurite> {
  const port = await freePort()
  const location = await mkdtemp(path.join(tmpdir(), 'ralph-azurite-'))
  const child: ChildProcess = spawn(
    BIN,
    [
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--location',
      location,
      '--skipApiVersionCheck',
      '--disableTelemetry',
      '--loose'
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] }
  )
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`azurite did not start: ${output}`)), 20_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('successfully listens')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', code => {
      clearTimeout(timer)
      reject(new Error(`azurite exited with ${code}: ${output}`))
    })
  })
  child.stdout?.resume()
  child.stderr?.resume()
  return {
    url: `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`,
    async stop() {
      const exited = new Promise(resolve => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      await rm(location, { recursive: true, force: true })
    }
  }
}
