import { statSync } from 'node:fs'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ModelAccess } from '../../ports/sandbox.js'
import { CLI_SETTINGS } from './sandbox-policy.js'

/*
 * The private home of a sandboxed run (SPEC §4a): the CLIs' settings copied in (never their
 * credentials), a CLI folder a home variable moved, and settings the sandbox merges in.
 */

/** The CLIs' home variables (`CODEX_HOME`), once each. */
export function homeVariables(apis: readonly ModelAccess[]): { name: string; folder: string }[] {
  const homes = apis.flatMap(access => (access.homeVariable ? [access.homeVariable] : []))
  return homes.filter((home, i) => homes.findIndex(other => other.name === home.name) === i)
}

/**
 * Copies the CLIs' settings (never their credentials) from the real home into the private one; those of
 * a CLI whose folder a home variable moved (`CODEX_HOME`) from there. None from inside `unwritten`.
 */
export async function seedHome(input: {
  realHome: string | undefined
  home: string
  moved: readonly { folder: string; from: string }[]
  unwritten?: string
}): Promise<void> {
  const { realHome, home, moved, unwritten } = input
  for (const file of CLI_SETTINGS) {
    const away = moved.find(({ folder }) => file.startsWith(`${folder}/`))
    const rest = away ? file.slice(away.folder.length + 1) : file
    const from = away ? path.join(away.from, rest) : realHome && path.join(realHome, file)
    if (!from || !isFile(from) || (unwritten && !path.relative(unwritten, from).startsWith('..'))) continue
    await mkdir(path.dirname(path.join(home, file)), { recursive: true })
    await copyFile(from, path.join(home, file)).catch(() => undefined)
  }
}

/**
 * Merges a CLI's settings into its JSON settings file in the private home: gemini picks its gateway
 * auth with a base URL alone, so its settings select the API key (SPEC §4a).
 */
export async function mergeSettings(
  home: string,
  settings: { file: string; values: Record<string, unknown> }
): Promise<void> {
  const file = path.join(home, settings.file)
  let current: Record<string, unknown> = {}
  try {
    current = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
  } catch {
    // No settings, or unreadable ones: ours alone.
  }
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(deepMerge(current, settings.values)))
}

/** `base` with `extra`'s keys set, objects merged key by key. */
function deepMerge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const old = merged[key]
    merged[key] = isObject(value) && isObject(old) ? deepMerge(old, value) : value
  }
  return merged
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}
