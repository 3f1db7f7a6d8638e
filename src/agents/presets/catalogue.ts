import { claude } from './claude/claude.js'
import { codex } from './codex/codex.js'
import { gemini } from './gemini/gemini.js'
import type { PresetEntry } from './preset-entry.js'

/**
 * Every agent preset, one entry each (SPEC §4), in the order the docs list them. A new preset is one
 * more folder beside these and its line here; the config, the factory and the docs read this list.
 */
export const CATALOGUE = [claude, codex, gemini] as const satisfies readonly PresetEntry[]

/** The name of a preset: `agent`, `fallback-agent` and `review` accept these besides their own words. */
export type PresetName = (typeof CATALOGUE)[number]['name']

/** The preset `agent` runs when the input is not set (SPEC §4). */
export const DEFAULT_PRESET: PresetName = claude.name

export const PRESET_NAMES: readonly PresetName[] = CATALOGUE.map(entry => entry.name)

/** The presets whose output carries tokens but no cost: their cost comes from `token-prices`. */
export const NO_COST_NAMES: readonly PresetName[] = CATALOGUE.filter(entry => !entry.reportsCost).map(
  entry => entry.name
)

/** The entry of a preset by its name. */
export function entryOf(name: PresetName): PresetEntry {
  const entry = CATALOGUE.find(candidate => candidate.name === name)
  if (!entry) throw new Error(`no agent preset named ${name}`)
  return entry
}

/** "a, b or c": the names of some entries, as the docs and messages write them. */
export function namesOf(entries: readonly PresetEntry[], last = 'or'): string {
  const names = entries.map(entry => entry.name)
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${last} ${names.at(-1)}`
}

/** Whether `name` is a preset's (not `command`, `none` or anything else). */
export function isPresetName(name: string): name is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(name)
}
