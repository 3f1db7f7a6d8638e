import { describe, expect, it } from '@jest/globals'
import { parseResetTime } from '../../../src/agents/presets/reset-time.js'

const NOW = Date.UTC(2026, 10, 22, 20, 0) // 2026-11-22 20:00 UTC

describe('parseResetTime', () => {
  it.each<[string, number | undefined]>([
    ['Claude AI usage limit reached|1795392000', 1795392000_000],
    ['429 rate_limit_error (retry-after: 120)', NOW + 120_000],
    ['{"status":429,"headers":{"retry-after":"2"}}', NOW + 2_000],
    ['Retry-After: Sun, 22 Nov 2026 21:30:00 GMT', Date.UTC(2026, 10, 22, 21, 30)],
    ['retry_after=1.5', NOW + 1_500],
    ['retry-after: soon', undefined],
    ['Claude AI usage limit reached|1795392000123', 1795392000123],
    ['5-hour limit reached ∙ resets 2am', Date.UTC(2026, 10, 23, 2, 0)],
    ["You've hit your limit · resets 10pm", Date.UTC(2026, 10, 22, 22, 0)],
    ["You've hit your limit · resets 10pm (Europe/Berlin)", Date.UTC(2026, 10, 22, 21, 0)],
    ['You’ve hit your usage limit. Upgrade to Pro or try again at 3:15 PM.', Date.UTC(2026, 10, 23, 15, 15)],
    ["You've hit your usage limit, try again at 9:05 pm", Date.UTC(2026, 10, 22, 21, 5)],
    ['resets 10pm (Not/AZone)', undefined],
    ['rate limited', undefined],
    ['resets 25pm', undefined]
  ])('%s', (text, expected) => {
    expect(parseResetTime(text, NOW)).toBe(expected)
  })
})
