/**
 * When a usage limit resets, from the text forms agents print (SPEC §4): `…|1767225600` (epoch
 * seconds or ms), a `retry-after` of seconds or an HTTP date, `resets 2am`, `resets 10pm
 * (Europe/Berlin)`, `try again at 3:15 PM`. The next occurrence after `now`, as epoch ms; undefined
 * when the text says nothing usable.
 */
export function parseResetTime(text: string, now: number): number | undefined {
  const epoch = /\|\s*(\d{10,13})\b/.exec(text)
  if (epoch) {
    const value = Number(epoch[1])
    return value < 1e12 ? value * 1000 : value
  }
  const retryAfter = retryAfterOf(text, now)
  if (retryAfter !== undefined) return retryAfter
  const clock =
    /(?:resets(?: at)?|try again at)\s+(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?(?:\s*\(([^)]+)\))?/i.exec(text)
  if (!clock) return undefined
  let hour = Number(clock[1])
  const minute = Number(clock[2] ?? 0)
  const meridiem = clock[3]?.toLowerCase().replace(/\./g, '')
  if (meridiem === 'pm' && hour < 12) hour += 12
  if (meridiem === 'am' && hour === 12) hour = 0
  if (hour > 23 || minute > 59) return undefined
  return nextWallClock(hour, minute, clock[4]?.trim(), now)
}

/** `retry-after: 120` (seconds) or `retry-after: Wed, 21 Oct 2026 07:28:00 GMT` (RFC 9110 §10.2.3), as epoch ms. */
function retryAfterOf(text: string, now: number): number | undefined {
  const lead = /retry[-_ ]after["']?\s*[:=]\s*["']?/i.exec(text)
  if (!lead) return undefined
  const rest = text.slice(lead.index + lead[0].length)
  const seconds = /^(\d+(?:\.\d+)?)(?![\d:])/.exec(rest)
  if (seconds) return now + Math.round(Number(seconds[1]) * 1000)
  const date = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT/.exec(rest)
  return date ? Date.parse(date[0]) : undefined
}

/** The next instant after `now` at which the wall clock of `timeZone` (default UTC) shows hour:minute. */
function nextWallClock(
  hour: number,
  minute: number,
  timeZone: string | undefined,
  now: number
): number | undefined {
  let offset: (at: number) => number
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone ?? 'UTC',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric'
    })
    offset = at => {
      const parts = Object.fromEntries(format.formatToParts(at).map(part => [part.type, Number(part.value)]))
      const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
      return local - Math.floor(at / 60_000) * 60_000
    }
  } catch {
    return undefined
  }
  const day = new Date(now + offset(now))
  for (let extra = 0; extra <= 2; extra++) {
    const localTarget = Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate() + extra,
      hour,
      minute
    )
    const instant = localTarget - offset(localTarget)
    if (instant > now) return instant
  }
  return undefined
}
