/** Task counts from `task plan-status` (SPEC §3). `done` and `failed` are 0 when the output does not say. */
export interface StatusCounts {
  open: number
  active: number
  done: number
  failed: number
}

const NAMES = ['open', 'active', 'done', 'failed'] as const
type Name = (typeof NAMES)[number]

/**
 * Parses plan-status output: JSON `{"open":N,"active":N,...}`, or text where the counts appear as
 * `open: N`, `N open` or `Open tasks: N` (any case). Open and active must both appear: anything
 * else is a parse failure (undefined), never a guess of zero.
 */
export function parsePlanStatus(output: string): StatusCounts | undefined {
  return fromJson(output) ?? fromText(output)
}

function fromJson(output: string): StatusCounts | undefined {
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
  const count = (name: Name) => {
    const item = record[name] ?? record[name.toUpperCase()]
    return typeof item === 'number' && Number.isInteger(item) && item >= 0 ? item : undefined
  }
  const open = count('open')
  const active = count('active')
  if (open === undefined || active === undefined) return undefined
  return { open, active, done: count('done') ?? 0, failed: count('failed') ?? 0 }
}

function fromText(output: string): StatusCounts | undefined {
  const found: Partial<Record<Name, number>> = {}
  for (const name of NAMES) {
    const patterns = [
      new RegExp(`\\b${name}(?:\\s+tasks?)?\\s*[:=]\\s*(\\d+)\\b`, 'i'),
      new RegExp(`\\b(\\d+)\\s+${name}\\b`, 'i')
    ]
    for (const pattern of patterns) {
      const match = pattern.exec(output)
      if (match) {
        found[name] = Number(match[1])
        break
      }
    }
  }
  if (found.open === undefined || found.active === undefined) return undefined
  return { open: found.open, active: found.active, done: found.done ?? 0, failed: found.failed ?? 0 }
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
