import { describe, expect, it } from '@jest/globals'
import type { IterationRecord } from '../../../src/domain/iteration.js'
import type { Report } from '../../../src/report/report.js'
import { LINE_COLOR, renderSummary } from '../../../src/report/job-summary.js'

function record(n: number, remaining: number): IterationRecord {
  return {
    n,
    task: `t${n}`,
    attempt: 1,
    outcome: 'progress',
    started_at: '2025-01-01T00:00:00.000Z',
    duration_ms: 1500,
    exit_code: 0,
    error_class: 'none',
    tasks_done: [`t${n}`],
    work_remaining: remaining,
    tree_changed: true
  }
}

function report(overrides: Partial<Report> = {}): Report {
  return {
    version: 1,
    status: 'completed',
    halt_reason: 'completion',
    exit_code: 0,
    message: 'No work remains.',
    started_at: '',
    finished_at: '',
    duration_ms: 0,
    shard: null,
    iterations: 3,
    total_iterations: 3,
    tasks_total: 3,
    tasks_done: 3,
    tasks_remaining: 0,
    work_remaining: [],
    stuck_task: '',
    resumed: false,
    cost_usd: null,
    input_tokens: null,
    output_tokens: null,
    loop_totals: { iterations: 3, cost_usd: 0, input_tokens: 0, output_tokens: 0, duration_ms: 0 },
    records: [record(1, 2), record(2, 1), record(3, 0)],
    ...overrides
  }
}

describe('renderSummary', () => {
  it('shows the status line, a table row per iteration and the chart with its text line', () => {
    const md = renderSummary(report())
    expect(md).toContain('## ✅ Ralph Loop: completed (completion)')
    expect(md).toContain(
      'exit code **0** · iterations **3** this run / **3** in the loop · tasks **3/3** done'
    )
    expect(md).toContain('| 2 | `t2` | 1 | progress | 1.5 s |  |  |')
    expect(md).toContain('xychart-beta')
    expect(md).toContain('  line [3, 2, 1, 0]')
    expect(md).toContain('Work remaining: 3 → 2 → 1 → 0')
    expect(md).not.toContain('cost **')
  })

  it('shows cost and tokens when the agent reported them', () => {
    const md = renderSummary(report({ cost_usd: 0.25, input_tokens: 1234567, output_tokens: 80 }))
    expect(md).toContain('cost **$0.25**')
    expect(md).toContain('tokens **1,234,567** in / **80** out')
  })

  it('names the stuck task and shows the last agent message', () => {
    const md = renderSummary(report({ status: 'stuck', halt_reason: 'max_attempts', stuck_task: 'a' }), {
      lastMessage: 'I could not do it'
    })
    expect(md).toContain('**Stuck task:** `a`')
    expect(md).toContain('I could not do it')
  })

  it('says how a halted loop resumes', () => {
    expect(renderSummary(report({ status: 'halted', halt_reason: 'run_slice' }))).toContain(
      'the loop resumes'
    )
  })

  it('shows the first and last 100 of more than 200 iterations', () => {
    const records = Array.from({ length: 250 }, (_, i) => record(i + 1, 250 - i))
    const md = renderSummary(report({ records }))
    expect(md).toContain('| 100 | `t100` |')
    expect(md).not.toContain('| 101 | `t101` |')
    expect(md).toContain('| … | 50 more iterations |')
    expect(md).toContain('| 151 | `t151` |')
  })

  it('gives token counts in the table thousands separators', () => {
    const records = [{ ...record(1, 0), input_tokens: 48213, output_tokens: 1500 }]
    expect(renderSummary(report({ records }))).toContain('| 48,213 / 1,500 |')
  })

  it.each<[IterationRecord['outcome'], string]>([
    ['partial', 'files changed, no task done'],
    ['progress', 'progress'],
    ['failed', 'failed'],
    ['rate_limited', 'rate limited']
  ])('calls the outcome %s "%s" on the page', (outcome, words) => {
    const md = renderSummary(report({ records: [{ ...record(1, 1), outcome }] }))
    expect(md).toContain(`| 1 | \`t1\` | 1 | ${words} |`)
  })

  it.each<[string, string | undefined, string]>([
    ['a cache entry', 'ralph-main-7', 'resumed from `ralph-main-7`'],
    ['the state mirrored in git', 'refs/ralph/state/x', 'resumed from `refs/ralph/state/x`'],
    ['an unknown place', undefined, ' · resumed\n']
  ])('says where a resumed run came from: %s', (_name, resumedFrom, text) => {
    expect(renderSummary(report({ resumed: true }), { resumedFrom })).toContain(text)
  })

  it('draws the line in a colour that reads on light and dark, from the count before the run', () => {
    const records = [8, 9, 10].map((n, i) => ({ ...record(n, 2 - i), tasks_done: i === 0 ? ['a', 'b'] : [] }))
    const md = renderSummary(report({ records }))
    expect(LINE_COLOR).toMatch(/^#[0-9a-f]{6}$/)
    expect(LINE_COLOR).not.toBe('#ECECFF')
    expect(md).toContain(`"plotColorPalette": "${LINE_COLOR}"`)
    // Point 0 is the count before iteration 8: 2 left after it, plus the 2 it did.
    expect(md).toContain('  x-axis "iteration" [7, 8, 9, 10]')
    expect(md).toContain('  line [4, 2, 1, 0]')
    // A top below 10 would give Mermaid half-step ticks (0.5, 1.5): from 10 up every tick is whole.
    expect(md).toContain('  y-axis "items" 0 --> 10')
    expect(renderSummary(report({ records: [record(1, 40)] }))).toContain('  y-axis "items" 0 --> 41')
  })
})
