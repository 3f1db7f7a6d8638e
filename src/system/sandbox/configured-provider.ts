import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The model provider a CLI's own TOML config selects (codex: `model_provider = "x"` and its
 * `[model_providers.x]` `base_url`), read line by line from the file under `$homeVariable`, else
 * under `~`: the credential proxy forwards there. Undefined when none is selected (the CLI's own
 * provider). A TOML library for two keys would be more than the job needs.
 */
export async function configuredProvider(
  env: Readonly<Record<string, string | undefined>>,
  config: { file: string; homeVariable: string }
): Promise<{ name: string; baseUrl: string } | undefined> {
  const folder = env[config.homeVariable]
  const file = folder
    ? path.join(folder, path.basename(config.file))
    : env.HOME
      ? path.join(env.HOME, config.file)
      : undefined
  if (!file) return undefined
  const text = await readFile(file, 'utf8').catch(() => '')
  let section = ''
  let name: string | undefined
  const bases = new Map<string, string>()
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    const header = /^\[([^\]]+)\]$/.exec(line)
    if (header) {
      section = header[1] ?? ''
      continue
    }
    const pair = /^([A-Za-z0-9_.-]+)\s*=\s*"([^"]*)"/.exec(line)
    if (!pair) continue
    const [, key = '', value = ''] = pair
    if (section === '' && key === 'model_provider') name = value
    const provider = /^model_providers\.(.+)$/.exec(section)
    if (provider && key === 'base_url') bases.set(provider[1] ?? '', value)
  }
  const baseUrl = name ? bases.get(name) : undefined
  return name && baseUrl ? { name, baseUrl } : undefined
}
