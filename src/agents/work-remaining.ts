/** Finds a `work_remaining` array in one line of agent output (seed 001's return field), if the line is such JSON. */
export function workRemainingOf(line: string): string[] | undefined {
  const start = line.indexOf('{')
  if (start < 0 || !line.includes('work_remaining')) return undefined
  let value: unknown
  try {
    value = JSON.parse(line.slice(start))
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const list = (value as Record<string, unknown>).work_remaining
  if (!Array.isArray(list)) return undefined
  return list.map(item => String(item))
}
