import { describe, expect, it } from '@jest/globals'
import type { IterationRecord } from '../../../src/domain/iteration.js'
import type { Report } from '../../../src/report/report.js'
import { renderSummary } from '../../../src/report/job-summary.js'

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
    expect(md).toContain('  line [2, 1, 0]')
    expect(md).toContain('Work remaining: 2 → 1 → 0')
    expect(md).not.toContain('cost **')
  })

  it('shows cost and tokens when the agent reported them', () => {
    const md = renderSummary(report({ cost_usd: 0.25, input_tokens: 1200, output_tokens: 80 }))
    expect(md).toContain('cost **$0.2500**')
    expect(md).toContain('tokens **1200** in / **80** out')
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
})
