const NAMES = ['open', 'active', 'done', 'failed'] as const

/** Task counts from `task plan-status` (SPEC §3). `done` and `failed` are 0 when the output does not say. */
export type StatusCounts = Record<(typeof NAMES)[number], number>

/**
 * Parses plan-status output: JSON `{"open":N,"active":N,...}`, or text where the counts appear as
 * `open: N`, `N open` or `Open tasks: N` (any case). Open and active must both appear: anything
 * else is a parse failure (undefined), never a guess of zero.
 */
export function parsePlanStatus(output: string): StatusCounts | undefined {
  return complete(fromJson(output)) ?? complete(fromText(output))
}

function complete(found: Partial<StatusCounts> | undefined): StatusCounts | undefined {
  if (found?.open === undefined || found.active === undefined) return undefined
  return { open: found.open, active: found.active, done: found.done ?? 0, failed: found.failed ?? 0 }
}

function fromJson(output: string): Partial<StatusCounts> | undefined {
  const start = output.indexOf('{')
  if (start < 0) return undefined
  let value: unknown
  try {
    value = JSON.parse(output.slice(start, output.lastIndexOf('}') + 1))
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  const found: Partial<StatusCounts> = {}
  for (const name of NAMES) {
    const item = record[name] ?? record[name.toUpperCase()]
    if (typeof item === 'number' && Number.isInteger(item) && item >= 0) found[name] = item
  }
  return found
}

function fromText(output: string): Partial<StatusCounts> {
  const found: Partial<StatusCounts> = {}
  for (const name of NAMES) {
    const match =
      new RegExp(`\\b${name}(?:\\s+tasks?)?\\s*[:=]\\s*(\\d+)\\b`, 'i').exec(output) ??
      new RegExp(`\\b(\\d+)\\s+${name}\\b`, 'i').exec(output)
    if (match) found[name] = Number(match[1])
  }
  return found
}

/** Ids printed by the active command: a JSON array, or one per line. */
export function parseActiveIds(output: string): string[] {
  const text = output.trim()
  if (text.startsWith('[')) {
    try {
      const value: unknown = JSON.parse(text)
      if (Array.isArray(value)) return value.map(item => String(item)).filter(id => id !== '')
    } catch {
      // Not JSON after all: read it as lines.
    }
  }
  return text
    .split('\n')
    .map(line => line.trim())
    .filter(line => line !== '')
}
