import { describe, expect, it } from '@jest/globals'
import type { Status } from '../../../src/domain/outcomes.js'
import type { Report } from '../../../src/report/report.js'
import { aggregateReports, renderAggregate } from '../../../src/report/aggregate.js'

function report(status: Status, shard: string): Report {
  return {
    version: 1,
    status,
    halt_reason: status === 'completed' ? 'completion' : 'max_attempts',
    exit_code: 0,
    message: '',
    started_at: '',
    finished_at: '',
    duration_ms: 0,
    shard,
    iterations: 1,
    total_iterations: 1,
    tasks_total: 2,
    tasks_done: 2,
    tasks_remaining: 0,
    work_remaining: [],
    stuck_task: '',
    resumed: false,
    cost_usd: null,
    input_tokens: null,
    output_tokens: null,
    loop_totals: { iterations: 1, cost_usd: 0, input_tokens: 0, output_tokens: 0, duration_ms: 0 },
    records: []
  }
}

const done = (shard: string) => report('completed', shard)

describe('aggregateReports and renderAggregate: the heading names the worst status', () => {
  it.each<[string, Report[], number | undefined, Status, number]>([
    ['all completed', [done('1/2'), done('2/2')], undefined, 'completed', 0],
    ['all completed, as many as expected', [done('1/2'), done('2/2')], 2, 'completed', 0],
    ['3 reports of 4 expected', [done('1/4'), done('2/4'), done('3/4')], 4, 'aborted', 2],
    ['more reports than expected', [done('1/1'), done('1/1')], 1, 'aborted', 2],
    ['a stuck shard', [done('1/2'), report('stuck', '2/2')], undefined, 'stuck', 1],
    ['a stuck shard and one missing', [report('stuck', '1/3'), done('2/3')], 3, 'aborted', 2],
    ['halted and completed', [report('halted', '1/2'), done('2/2')], 2, 'halted', 0]
  ])('%s → %s', (_name, reports, expected, status, exitCode) => {
    const merged = aggregateReports(reports, expected)
    expect(merged).toMatchObject({ status, exitCode })
    const md = renderAggregate(merged)
    expect(md.split('\n')[0]).toBe(`## Ralph Loop shards: ${status}`)
    expect(md.includes('Expected')).toBe(expected !== undefined && expected !== reports.length)
  })

  it('says how many reports were expected and found', () => {
    const md = renderAggregate(aggregateReports([done('1/4'), done('2/4'), done('3/4')], 4))
    expect(md).toContain('**aborted**: Expected 4 shard reports, found 3')
  })
})
