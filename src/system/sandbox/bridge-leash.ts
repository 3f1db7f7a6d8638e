import { execFile } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** A `socat` for the sandbox runtime that dies with the loop; `close` removes it. */
export interface BridgeLeash {
  socatPath: string
  close(): Promise<void>
}

/**
 * On Linux the sandbox runtime runs its network bridges (`socat`) as the loop's children, and they
 * outlive a loop killed with SIGKILL (SPEC §4a: no daemon survives). Node cannot ask the kernel to kill
 * a child with its parent, but `setpriv --pdeathsig KILL` (util-linux, on every Ubuntu runner) can:
 * the runtime is given a `socat` that is socat behind it. Undefined where either is missing (then the
 * runtime's own socat runs, as before).
 */
export async function bridgeLeash(): Promise<BridgeLeash | undefined> {
  if (process.platform !== 'linux') return undefined
  const [socat, setpriv] = await Promise.all([located('socat'), located('setpriv')])
  if (!socat || !setpriv) return undefined
  const dir = await mkdtemp(path.join(tmpdir(), 'ralph-bridge-'))
  const socatPath = path.join(dir, 'socat')
  await writeFile(socatPath, `#!/bin/sh\nexec '${setpriv}' --pdeathsig KILL -- '${socat}' "$@"\n`)
  await chmod(socatPath, 0o755)
  return { socatPath, close: () => rm(dir, { recursive: true, force: true }) }
}

/** The absolute path of `binary` on PATH, when it is there and has no quote in it. */
async function located(binary: string): Promise<string | undefined> {
  const found = await run('sh', ['-c', 'command -v -- "$1"', 'sh', binary], { timeout: 5_000 }).then(
    ({ stdout }) => stdout.trim(),
    () => ''
  )
  return found.startsWith('/') && !found.includes("'") ? found : undefined
}
