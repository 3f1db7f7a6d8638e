import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'
import { SandboxManager } from '@anthropic-ai/sandbox-runtime'

const run = promisify(execFile)
const INSTALL_TIMEOUT_MS = 180_000

/** Why the sandbox cannot start here, and what would make it start (SPEC §4a). */
export interface Unavailable {
  why: string
  fix: string
}

export const FIX =
  "Install bubblewrap, socat and ripgrep (sudo apt-get install -y bubblewrap socat ripgrep), allow unprivileged user namespaces (sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0 on Ubuntu 24.04), or set 'sandbox: off' to run the agent without it."

/**
 * Before the runtime starts: the platform and the tools it needs. Missing tools are installed when
 * `sudo` needs no password and apt-get is there (GitHub's hosted Ubuntu runners), with a line saying so.
 */
export async function checkTools(note: (line: string) => void): Promise<Unavailable | undefined> {
  if (!SandboxManager.isSupportedPlatform())
    return { why: `the sandbox runtime does not run on ${process.platform}`, fix: "Set 'sandbox: off'." }
  let errors = SandboxManager.checkDependencies().errors
  if (errors.length > 0 && process.platform === 'linux' && (await sudoWorks())) {
    note(
      `The sandbox needs what is missing here (${errors.join('; ')}): installing bubblewrap, socat and ripgrep with sudo apt-get.`
    )
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    await run('sudo', ['-n', 'apt-get', 'update', '-qq'], { timeout: INSTALL_TIMEOUT_MS, env }).catch(
      () => undefined
    )
    await run('sudo', ['-n', 'apt-get', 'install', '-y', '-qq', 'bubblewrap', 'socat', 'ripgrep'], {
      timeout: INSTALL_TIMEOUT_MS,
      env
    }).catch(() => undefined)
    errors = SandboxManager.checkDependencies().errors
  }
  return errors.length > 0 ? { why: errors.join('; '), fix: FIX } : undefined
}

/**
 * After the runtime started: a sandboxed `true` must run. Ubuntu 24.04's AppArmor forbids the user
 * namespaces bubblewrap needs to unprivileged users; with a password-less sudo the restriction is lifted.
 */
export async function checkStart(note: (line: string) => void): Promise<Unavailable | undefined> {
  const first = await trial()
  if (first === undefined) return undefined
  if (process.platform === 'linux' && (await sudoWorks())) {
    const lifted = await run(
      'sudo',
      ['-n', 'sysctl', '-w', 'kernel.apparmor_restrict_unprivileged_userns=0'],
      {
        timeout: 10_000
      }
    ).then(
      () => true,
      () => false
    )
    if (lifted) {
      note(
        'Allowed unprivileged user namespaces for the sandbox (sysctl kernel.apparmor_restrict_unprivileged_userns=0).'
      )
      if ((await trial()) === undefined) return undefined
    }
  }
  return { why: `a sandboxed process did not start: ${first}`, fix: FIX }
}

/** Runs `true` in the sandbox: undefined when it worked, else what it said. */
async function trial(): Promise<string | undefined> {
  const command = await SandboxManager.wrapWithSandbox('true')
  return new Promise(resolve => {
    const child = spawn('bash', ['-c', `exec ${command}`], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.on('error', error => {
      clearTimeout(timer)
      resolve(error.message)
    })
    child.on('close', code => {
      clearTimeout(timer)
      SandboxManager.cleanupAfterCommand()
      resolve(code === 0 ? undefined : stderr.trim().split('\n').slice(-2).join(' ') || `exit code ${code}`)
    })
  })
}

async function sudoWorks(): Promise<boolean> {
  if (process.getuid?.() === 0) return false
  return run('sudo', ['-n', 'true'], { timeout: 5_000 }).then(
    () => true,
    () => false
  )
}
