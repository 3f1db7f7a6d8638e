import { randomBytes } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SandboxManager, type SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime'
import type { ProcessRunner, ProcessSpec } from '../../ports/process.js'
import { unstarted } from '../../process/fresh-home.js'
import type { ModelAccess, Sandbox, SandboxState } from '../../ports/sandbox.js'
import { startCredentialProxy, type CredentialProxy } from './credential-proxy.js'
import { innerPrefix, sandboxEnv, shellLine, type Route } from './sandbox-env.js'
import { allowedHosts, fileRules } from './sandbox-policy.js'
import { homeVariables, mergeSettings, seedHome } from './private-home.js'
import { configuredProvider } from './configured-provider.js'
import { checkStart, checkTools, FIX } from './sandbox-probe.js'
import { bridgeLeash, type BridgeLeash } from './bridge-leash.js'

/** What the sandbox of a run is made of: the inputs and the places it must know. */
export interface SandboxSetup {
  mode: 'auto' | 'on' | 'off'
  allowHosts: readonly string[]
  agentSecrets: readonly string[]
  workspace: string
  /** The state dir, absolute. */
  stateDir: string
  /** `task-source: github-issues`: the plan in the state dir that the agent edits, absolute. */
  editable?: string
  /** The step's environment (fenced): the real keys are read from it, and the real home. */
  env: Readonly<Record<string, string | undefined>>
  /** The runner's folders and files (RUNNER_TEMP, the file commands), never readable inside. */
  runnerPaths: readonly string[]
  /** The model APIs of the presets in use (agent, fallback, reviewer): their hosts are allowed. */
  presets: readonly ModelAccess[]
  /** Every model API whose key may be kept out (a credential proxy each, when its key is set). */
  apis: readonly ModelAccess[]
  /** Lets the run log what it did to start (an install, a sysctl). */
  note: (line: string) => void
}

/**
 * The sandbox of SPEC §4a with `@anthropic-ai/sandbox-runtime` (bubblewrap and a filtering proxy on
 * Linux, sandbox-exec on macOS): `sandbox` for the loop, and `wrap` around the process runner, which
 * runs every spec that asks for it inside — with its private home and temp folder, the secrets
 * withheld and the model keys behind the credential proxies. A refused host is kept for `takeBlocked`.
 */
export function runtimeSandbox(setup: SandboxSetup): {
  sandbox: Sandbox
  wrap: (runner: ProcessRunner) => ProcessRunner
} {
  let state: SandboxState | undefined
  const proxies: CredentialProxy[] = []
  const routes: Route[] = []
  let blocked = new Set<string>()
  let leash: BridgeLeash | undefined
  const sandbox: Sandbox = {
    async start() {
      if (state) return state
      if (setup.mode === 'off') return (state = { kind: 'off' })
      const missing = await checkTools(setup.note)
      if (missing) return (state = { kind: 'unavailable', ...missing })
      try {
        for (const access of setup.apis) {
          const key = access.keys.find(name => (setup.env[name] ?? '') !== '')
          if (!key || routes.some(route => route.access.api === access.api)) continue
          const upstream = await upstreamOf(access, setup.env)
          const dummy = `ralph-sandbox-${randomBytes(12).toString('hex')}`
          const proxy = await startCredentialProxy({ base: upstream.base, dummy, real: setup.env[key] ?? '' })
          proxies.push(proxy)
          routes.push({
            access,
            key,
            dummy,
            url: proxy.url,
            ...(upstream.provider && { provider: upstream.provider })
          })
        }
        const { hosts, open } = allowedHosts({
          modelHosts: setup.presets.flatMap(access => access.hosts),
          allowHosts: setup.allowHosts,
          proxies: routes.map(route => route.url.replace('http://', ''))
        })
        leash = await bridgeLeash()
        await SandboxManager.initialize(runtimeConfig(setup, hosts, leash?.socatPath), ({ host, port }) => {
          if (open) return Promise.resolve(true)
          blocked.add(port ? `${host}:${port}` : host)
          return Promise.resolve(false)
        })
        const failed = await checkStart(setup.note)
        if (failed) {
          await sandbox.stop()
          return (state = { kind: 'unavailable', ...failed })
        }
      } catch (error) {
        await sandbox.stop()
        const why = error instanceof Error ? error.message : String(error)
        return (state = { kind: 'unavailable', why: `the sandbox runtime did not start: ${why}`, fix: FIX })
      }
      return (state = { kind: 'on' })
    },
    takeBlocked() {
      const taken = [...blocked]
      blocked = new Set()
      return taken
    },
    async stop() {
      for (const proxy of proxies.splice(0)) await proxy.close()
      await SandboxManager.reset().catch(() => undefined)
      await leash?.close()
      leash = undefined
    }
  }
  const wrap = (runner: ProcessRunner): ProcessRunner => ({
    async run(spec) {
      if (!spec.sandbox || state?.kind !== 'on') return runner.run(spec)
      let dir: string
      try {
        dir = await mkdtemp(path.join(tmpdir(), 'ralph-sandbox-'))
      } catch (error) {
        return unstarted(`could not make its private folders: ${(error as Error).message}`, 'ESANDBOX')
      }
      try {
        return await runner.run(await inside(setup, routes, spec, dir))
      } catch (error) {
        return unstarted(`could not start it in the sandbox: ${(error as Error).message}`, 'ESANDBOX')
      } finally {
        // The empty files bubblewrap left in the workspace as mount points (.bashrc, .gitconfig,
        // .mcp.json… kept read-only inside) go before the loop looks at the tree.
        SandboxManager.cleanupAfterCommand()
        await rm(dir, { recursive: true, force: true }).catch(() => undefined)
      }
    }
  })
  return { sandbox, wrap }
}

/** The spec of one sandboxed run: its private home (seeded with the CLI's settings) and temp folder, the environment, the wrapped command. */
async function inside(
  setup: SandboxSetup,
  routes: readonly Route[],
  spec: ProcessSpec,
  dir: string
): Promise<ProcessSpec> {
  const home = path.join(dir, 'home')
  const tmp = path.join(dir, 'tmp')
  await mkdir(tmp, { recursive: true, mode: 0o700 })
  await mkdir(home, { recursive: true, mode: 0o700 })
  const realHome = setup.env.HOME
  const homes = homeVariables(setup.apis)
  const moved = homes.flatMap(({ name, folder }) => {
    const from = setup.env[name]
    return from ? [{ folder, from }] : []
  })
  // The reviewer's fresh home (SPEC §7) is seeded too: the sandboxed agent could not write the real
  // home, only the workspace, whose settings (a CODEX_HOME there) a fresh home leaves out.
  const unwritten = spec.freshHome ? setup.workspace : undefined
  await seedHome({ realHome, home, moved, ...(unwritten && { unwritten }) })
  // A CLI refuses a home variable that names no folder (codex: "CODEX_HOME … does not exist").
  for (const { folder } of moved) await mkdir(path.join(home, folder), { recursive: true })
  for (const route of routes) if (route.access.settings) await mergeSettings(home, route.access.settings)
  const access = spec.sandbox?.access
  const route = access && routes.find(r => r.access.api === access.api)
  const [binary = '', ...rest] = spec.argv
  const extra = [
    ...(route && access.baseUrlArgs ? access.baseUrlArgs(route.url, route.key, route.provider) : []),
    ...(access?.quiet?.args ?? [])
  ]
  const argv = [binary, ...extra, ...rest]
  const stateFiles = setup.editable ? await listed(setup.stateDir) : []
  const gitDir = path.join(setup.workspace, '.git')
  const rules = fileRules({
    workspace: setup.workspace,
    stateDir: setup.stateDir,
    ...(setup.editable && { editable: { file: setup.editable, siblings: stateFiles } }),
    ...(isDirectory(gitDir) && { gitDir }),
    home,
    tmp,
    ...(realHome && { realHome }),
    runnerPaths: setup.runnerPaths,
    cliHomes: moved.map(({ from }) => from)
  })
  const command = shellLine([...innerPrefix(tmp), ...argv])
  const wrapped = await SandboxManager.wrapWithSandbox(command, undefined, {
    filesystem: { ...rules, denyRead: rules.denyRead.filter(existsSync) }
  })
  const { freshHome: _fresh, sandbox: _sandbox, ...rest2 } = spec
  return {
    ...rest2,
    // exec: bubblewrap becomes the loop's own child, and dies with it (--die-with-parent).
    argv: ['bash', '-c', `exec ${wrapped}`],
    env: {
      ...sandboxEnv(spec.env, { agentSecrets: setup.agentSecrets, routes, homes, home, tmp }),
      ...access?.quiet?.env
    }
  }
}

/** The runtime's configuration: the allowlist, file rules the runs narrow further, its socat. */
function runtimeConfig(setup: SandboxSetup, hosts: string[], socatPath?: string): SandboxRuntimeConfig {
  return {
    network: { allowedDomains: hosts, deniedDomains: [] },
    filesystem: { denyRead: [], allowWrite: [setup.workspace], denyWrite: [] },
    // Its network bridges die with the loop, even a SIGKILLed one (bridge-leash.ts).
    ...(socatPath && { socatPath })
  }
}

/** The model API a credential proxy forwards to: the user's base URL when set, else the API's own. */
async function upstreamOf(
  access: ModelAccess,
  env: Readonly<Record<string, string | undefined>>
): Promise<{ base: URL; provider?: string }> {
  const set = access.baseUrlEnv ? env[access.baseUrlEnv] : undefined
  if (set) return { base: new URL(set) }
  if (access.providerConfig) {
    const chosen = await configuredProvider(env, access.providerConfig)
    if (chosen) return { base: new URL(chosen.baseUrl), provider: chosen.name }
  }
  return { base: new URL(access.defaultBase) }
}

async function listed(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [])
  return names.map(name => path.join(folder, name))
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory()
  } catch {
    return false
  }
}
